import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContentSources } from '../../scripts/vite/content-check';
import { brand } from '../../src/config/brand';
import { allPagePaths, paths, siteRoutes, type RouteKind } from '../../src/config/routes';
import { buildContentIndex } from '../../src/features/content/model/check-content';
import { dist, repo } from './dist';

const site = 'http://localhost:4173';

const content = buildContentIndex(loadContentSources(repo), siteRoutes, brand);
const routesOfKind = (kind: RouteKind) => siteRoutes.filter((route) => route.kind === kind);
const articles = content.filter((entry) => entry.kind === 'article');
const jobs = content.filter((entry) => entry.kind === 'job');

const htmlOf = (path: string) => readFileSync(join(dist, path.slice(1), 'index.html'), 'utf8');
const headOf = (path: string) => /<head>([\s\S]*?)<\/head>/.exec(htmlOf(path))?.[1] ?? '';

function structuredData(head: string): Record<string, unknown>[] {
  return [...head.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );
}

const metaContent = (head: string, property: string) => new RegExp(`<meta property="${property}" content="([^"]*)">`).exec(head)?.[1];

describe('articles and job ads in dist/', () => {
  it('has a content file for every article and job ad of the route table', () => {
    expect(articles.map((entry) => entry.path).sort()).toEqual(
      routesOfKind('article')
        .map((route) => route.path)
        .sort(),
    );
    expect(jobs.map((entry) => entry.path).sort()).toEqual(
      routesOfKind('job')
        .map((route) => route.path)
        .sort(),
    );
    expect(articles.length).toBeGreaterThan(0);
    expect(jobs.length).toBeGreaterThan(0);
  });

  it.each(articles.map((entry) => [entry.path] as const))('%s has Article data, its og: tags and canonical in the head', (path) => {
    const head = headOf(path);
    const data = structuredData(head);
    expect(data).toHaveLength(1);
    const article = data[0]!;
    expect(article['@type']).toBe('Article');
    expect(article.headline).toBeTruthy();
    expect(article.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(article.author).toMatchObject({ '@type': 'Person' });
    expect(article.publisher).toMatchObject({ '@type': 'Organization', name: brand.name });
    expect(article.mainEntityOfPage).toEqual({ '@type': 'WebPage', '@id': `${site}${path}` });
    expect((article.image as string[])[0]).toMatch(new RegExp(`^${site}/media/`));
    expect(metaContent(head, 'og:title')).toBeTruthy();
    expect(metaContent(head, 'og:type')).toBe('article');
    expect(metaContent(head, 'og:image')).toMatch(new RegExp(`^${site}/media/`));
    expect(head).toContain(`<link rel="canonical" href="${site}${path}">`);
  });

  it.each(jobs.map((entry) => [entry.path] as const))('%s has JobPosting data, its og: tags and canonical in the head', (path) => {
    const head = headOf(path);
    const data = structuredData(head);
    expect(data).toHaveLength(1);
    const job = data[0]!;
    expect(job['@type']).toBe('JobPosting');
    expect(job.title).toBeTruthy();
    expect(job.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(job.employmentType).toEqual(expect.arrayContaining([expect.stringMatching(/^(FULL_TIME|PART_TIME)$/)]));
    expect(job.hiringOrganization).toMatchObject({ '@type': 'Organization', name: brand.name });
    expect(job.jobLocation).toMatchObject({ address: { addressLocality: brand.operator.city, addressCountry: brand.operator.countryCode } });
    expect(metaContent(head, 'og:title')).toBeTruthy();
    expect(head).toContain(`<link rel="canonical" href="${site}${path}">`);
  });

  it('puts structured data only on articles and job ads', () => {
    for (const path of [paths.blog, paths.careers, paths.imprint]) expect(structuredData(headOf(path))).toEqual([]);
  });

  it('lists every article and job ad in the sitemap', () => {
    const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
    const missing = [...articles, ...jobs].filter((entry) => !sitemap.includes(`<loc>${site}${entry.path}</loc>`)).map((entry) => entry.path);
    expect(missing).toEqual([]);
    expect(sitemap).toContain(`<loc>${site}${paths.blog}</loc>`);
    expect(sitemap).toContain(`<loc>${site}${paths.careers}</loc>`);
  });

  it('prerenders the blog index with every article and the careers page with every job ad', () => {
    const blog = htmlOf(paths.blog);
    for (const entry of articles) expect(blog).toContain(`href="${entry.path}"`);
    const careers = htmlOf(paths.careers);
    for (const entry of jobs) expect(careers).toContain(`href="${entry.path}"`);
  });
});

describe('the page in Leichte Sprache in dist/', () => {
  it('is in the sitemap and linked from the footer of every page, the not-found page too, with its sign', () => {
    expect(readFileSync(join(dist, 'sitemap.xml'), 'utf8')).toContain(`<loc>${site}${paths.easyRead}</loc>`);
    const files = [...allPagePaths().map((path) => (path === '/' ? 'index.html' : join(path.slice(1), 'index.html'))), '404.html'];
    for (const file of files) {
      const html = readFileSync(join(dist, file), 'utf8');
      const footer = html.slice(html.indexOf('<footer'));
      expect(footer, file).toMatch(new RegExp(`<a[^>]*href="${paths.easyRead}"[^>]*><svg[^>]*aria-hidden="true"[\\s\\S]*?</svg>Leichte Sprache</a>`));
    }
  });

  it('is linked from the accessibility statement', () => {
    expect(htmlOf(paths.accessibility).slice(0, htmlOf(paths.accessibility).indexOf('<footer'))).toContain(`href="${paths.easyRead}"`);
  });
});
