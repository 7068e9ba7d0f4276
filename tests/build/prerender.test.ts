import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readAppModules } from '../../scripts/vite/start-after-paint';
import { expectedPages } from '../support/expected-pages';

const dist = join(dirname(fileURLToPath(import.meta.url)), '../../dist');
const pages = expectedPages();

function fileFor(path: string, status: number): string {
  if (status === 404) return join(dist, '404.html');
  return path === '/' ? join(dist, 'index.html') : join(dist, path.slice(1), 'index.html');
}

const decode = (html: string) =>
  html
    .replaceAll('&amp;', '&')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&nbsp;', '\u00a0');

const htmlOf = (path: string, status: number) => readFileSync(fileFor(path, status), 'utf8');
const titleOf = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');

describe('prerendered pages in dist/', () => {
  it('has one HTML file per route plus 404.html', () => {
    const missing = pages.filter((page) => !existsSync(fileFor(page.path, page.status))).map((page) => page.path);
    expect(missing).toEqual([]);
    expect(pages.filter((page) => page.status === 200)).toHaveLength(53);
  });

  it.each(pages.map((page) => [page.path, page] as const))('%s is German, with its own head and its heading and text in the markup', (_path, page) => {
    const html = htmlOf(page.path, page.status);
    expect(html).toMatch(/<html lang="de"/);
    expect(titleOf(html)).not.toBe('');
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}">/);
    if (page.status === 404) expect(html).toContain('<meta name="robots" content="noindex">');
    else expect(html).toContain(`<link rel="canonical" href="http://localhost:4173${page.path}">`);
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
    expect(decode(h1.replace(/<[^>]+>/g, ''))).toBe(page.heading);
    expect(decode(html.replace(/<!-- -->/g, ''))).toContain(page.text);
  });

  it('gives every page a different title', () => {
    const titles = pages.map((page) => titleOf(htmlOf(page.path, page.status)));
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('writes a sitemap with the public pages and a robots.txt pointing at it', () => {
    const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('<loc>http://localhost:4173/</loc>');
    expect(sitemap).toContain('<loc>http://localhost:4173/blog/gruenderstory</loc>');
    expect(sitemap).not.toContain('/checkout');
    const robots = readFileSync(join(dist, 'robots.txt'), 'utf8');
    expect(robots).toContain('Sitemap: http://localhost:4173/sitemap.xml');
  });
});

describe('the app modules of each prerendered page', () => {
  it.each(pages.map((page) => [page.path, page] as const))('%s starts its modules after the first paint, and they all exist', (_path, page) => {
    const html = htmlOf(page.path, page.status);
    // Nothing the browser would fetch alongside the stylesheet before the first paint.
    expect(html).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    const modules = readAppModules(html);
    expect(modules?.modules).toHaveLength(1);
    const files = [...(modules?.modules ?? []), ...(modules?.preloads ?? [])];
    expect(files.filter((file) => !existsSync(join(dist, file)))).toEqual([]);
    // The island comes before the script that reads it, at the end of the body.
    expect(html.indexOf('id="lumi-modules"')).toBeGreaterThan(html.indexOf('<div id="root">'));
  });
});
