import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { paths } from '../../src/config/routes';
import { expectedPages } from '../support/expected-pages';
import { apiOrigin } from '../support/site-api';
import { dist, fileOf } from './dist';

/** The links every footer must carry, with exactly these words (§ 312k BGB, the withdrawal function, BFSG). */
const footerLinks = [
  { href: paths.cancellation, text: 'Verträge hier kündigen' },
  { href: paths.withdrawal, text: 'Vertrag widerrufen' },
  { href: paths.accessibility, text: 'Barrierefreiheit' },
];

const pages = expectedPages();

describe('the lawful-shop pages in dist/', () => {
  it.each(pages.map((page) => [page.path, page.status] as const))('%s has the three links in its footer, without script', (path, status) => {
    const html = readFileSync(join(dist, fileOf(path, status)), 'utf8');
    const footer = html.slice(html.lastIndexOf('<footer'));
    for (const { href, text } of footerLinks) expect(footer).toMatch(new RegExp(`<a [^>]*href="${href}"[^>]*>${text}</a>`));
  });

  it('lists the cancellation, withdrawal and accessibility pages in the sitemap, but not the receipt', () => {
    const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
    for (const path of [paths.cancellation, paths.withdrawal, paths.accessibility]) expect(sitemap).toContain(`${path}</loc>`);
    expect(sitemap).not.toContain(`${paths.receipt}</loc>`);
  });

  it('prerenders the "Jetzt kündigen" button and a cancellation form that posts to the API without script', () => {
    const html = readFileSync(join(dist, fileOf(paths.cancellation, 200)), 'utf8');
    expect(html).toMatch(new RegExp(`<form [^>]*action="${apiOrigin}/cancellation"[^>]*method="post"`));
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>[\s\S]*?Jetzt kündigen/);
  });

  it('prerenders the accessibility statement with the authority and the barrier report', () => {
    const html = readFileSync(join(dist, fileOf(paths.accessibility, 200)), 'utf8');
    expect(html).toContain('Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF)');
    expect(html).toContain('WCAG');
    expect(html).toMatch(new RegExp(`<form [^>]*action="${apiOrigin}/accessibility-feedback"`));
  });
});
