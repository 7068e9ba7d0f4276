import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { eagerCompileHint } from '../../scripts/vite/compile-hints';
import { readAppModules } from '../../scripts/vite/module-island';
import { sitePages, siteRoutes } from '../../src/config/routes';
import { expectedPages } from '../support/expected-pages';
import { assetFiles, assetsDir, dist, fileOf } from './dist';

const pages = expectedPages();
const site = 'http://localhost:4173';

const fileFor = (path: string, status: number) => join(dist, fileOf(path, status));

/** Every index.html under dist/, as the path it is served at. */
function writtenPagePaths(): string[] {
  const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => file === 'index.html' || file.endsWith('/index.html'));
  return files.map((file) => `/${file.replace(/\/?index\.html$/, '')}`).sort();
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
  it('has one HTML file per page of the route table, no other, plus 404.html', () => {
    const missing = pages.filter((page) => !existsSync(fileFor(page.path, page.status))).map((page) => page.path);
    expect(missing).toEqual([]);
    expect(writtenPagePaths()).toEqual(
      sitePages()
        .map((page) => page.path)
        .sort(),
    );
  });

  it.each(pages.map((page) => [page.path, page] as const))('%s is German, with its own head and its heading and text in the markup', (_path, page) => {
    const html = htmlOf(page.path, page.status);
    expect(html).toMatch(/<html lang="de"/);
    expect(titleOf(html)).not.toBe('');
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}">/);
    if (page.status === 404) expect(html).toContain('<meta name="robots" content="noindex">');
    else expect(html).toContain(`<link rel="canonical" href="${site}${page.path}">`);
    // The page's own heading is the one in <main>: the consent dialog before it has its own.
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html.slice(html.indexOf('<main')))?.[1] ?? '';
    expect(decode(h1.replace(/<[^>]+>/g, ''))).toBe(page.heading);
    expect(decode(html.replace(/<!-- -->/g, ''))).toContain(page.text);
  });

  it('gives every page a different title', () => {
    const titles = pages.map((page) => titleOf(htmlOf(page.path, page.status)));
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('writes a sitemap with exactly the pages the route table lists there, in its order', () => {
    const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
    const listed = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    const expected = sitePages()
      .filter((page) => page.sitemap)
      .map((page) => `${site}${page.path}`);
    expect(listed).toEqual(expected);
    // A sanity check on the table itself: the start page is listed, the checkout is not.
    expect(listed).toContain(`${site}/`);
    expect(sitemap).not.toContain('/checkout');
  });

  it('writes a robots.txt that closes the routes the table closes and points at the sitemap', () => {
    const robots = readFileSync(join(dist, 'robots.txt'), 'utf8');
    const closed = [...robots.matchAll(/^Disallow: (.*)$/gm)].map((match) => match[1]);
    expect(closed).toEqual(siteRoutes.filter((route) => !route.crawl).map((route) => route.path));
    expect(closed).toContain('/checkout');
    expect(robots).toContain(`Sitemap: ${site}/sitemap.xml`);
  });
});

describe('the images of each prerendered page', () => {
  it('name only files the build holds, in every source of a picture too', () => {
    const missing: string[] = [];
    let sources = 0;
    for (const path of writtenPagePaths()) {
      const html = readFileSync(fileFor(path, 200), 'utf8');
      const urls = [...html.matchAll(/<(?:img|source)\b[^>]*?\b(?:src|srcSet|srcset)="([^"]+)"/g)].flatMap((match) =>
        decode(match[1] ?? '')
          .split(',')
          .map((candidate) => candidate.trim().split(/\s+/)[0] ?? ''),
      );
      for (const url of urls.filter((candidate) => candidate.startsWith('/'))) {
        sources += 1;
        if (!existsSync(join(dist, url.split('?')[0] ?? ''))) missing.push(`${path}: ${url}`);
      }
    }
    expect(sources).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });

  it('offer every film poster as AVIF as well', () => {
    const home = readFileSync(fileFor('/', 200), 'utf8');
    const posters = [...home.matchAll(/<img\b[^>]*?\bsrc="(\/media\/video\/[^"]+-poster\.webp)"/g)].map((match) => match[1]);
    expect(posters.length).toBeGreaterThanOrEqual(3);
    for (const poster of posters) expect(home).toContain(`<source type="image/avif" srcSet="${poster?.replace(/\.webp$/, '.avif')}"/>`);
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

  it('are all marked for eager compilation, which V8 reads only at the very start of a file', () => {
    const chunks = assetFiles('.js');
    expect(chunks.length).toBeGreaterThan(0);
    expect(chunks.filter((file) => !readFileSync(join(assetsDir, file), 'utf8').startsWith(eagerCompileHint))).toEqual([]);
  });
});
