import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  allPagePaths,
  articlePath,
  articleSlugs,
  exampleArticlePath,
  exampleArticleSlugs,
  jobPath,
  jobSlugs,
  layoutOfPath,
  offersReadAloud,
  notFoundRoute,
  paths,
  robotsDisallowPaths,
  sitemapPagePaths,
  sitePages,
  siteRoutes,
} from './routes';

// Vitest runs from the project root.
const pageModule = (page: string) => join(process.cwd(), `src/pages/${page}.page.tsx`);
const copyFile = (namespace: string) => join(process.cwd(), `src/i18n/locales/de/${namespace}.json`);

describe('the route table', () => {
  const pages = sitePages();

  it('names a page module on disk for every route, child and the not-found page', () => {
    const modules = [...siteRoutes, ...siteRoutes.flatMap((route) => route.children ?? []), notFoundRoute].map((route) => route.page);
    expect(modules.filter((page) => !existsSync(pageModule(page)))).toEqual([]);
  });

  it('gives every plain page a copy namespace on disk, and content pages none', () => {
    for (const page of [...pages, notFoundRoute]) {
      if (page.kind === 'page') expect(page.namespace && existsSync(copyFile(page.namespace)), page.path).toBe(true);
      else expect(page.namespace, page.path).toBeUndefined();
    }
  });

  it('has one page per path, each path absolute, children under their parent', () => {
    const all = allPagePaths();
    expect(new Set(all).size).toBe(all.length);
    for (const path of all) expect(path, path).toMatch(/^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/);
    for (const route of siteRoutes) {
      for (const child of route.children ?? []) expect(child.path === route.path || child.path.startsWith(`${route.path}/`), child.path).toBe(true);
    }
  });

  it('gives every page its own id', () => {
    const ids = pages.map((page) => page.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('lists in the sitemap exactly the pages marked for it, in table order', () => {
    expect(sitemapPagePaths()).toEqual(pages.filter((page) => page.sitemap).map((page) => page.path));
    expect(sitemapPagePaths()).toContain(paths.home);
    expect(sitemapPagePaths()).not.toContain(paths.checkoutAddress);
  });

  it('keeps closed pages out of the sitemap', () => {
    expect(pages.filter((page) => !page.crawl && page.sitemap).map((page) => page.path)).toEqual([]);
  });

  it('closes to robots exactly the routes marked so, and no open page shares their prefix', () => {
    const closed = robotsDisallowPaths();
    expect(closed).toEqual(siteRoutes.filter((route) => !route.crawl).map((route) => route.path));
    // A Disallow line matches every path that starts with it, `/shop` would close `/shop-old` too.
    const caught = pages.filter((page) => page.crawl && closed.some((prefix) => page.path.startsWith(prefix)));
    expect(caught.map((page) => page.path)).toEqual([]);
  });

  it("shows children in their parent's layout and unknown paths in the not-found layout", () => {
    expect(layoutOfPath(paths.checkoutPayment)).toBe('blank');
    expect(layoutOfPath(`${paths.faq}/`)).toBe('default');
    expect(layoutOfPath(paths.dipa)).toBe('testuser');
    expect(layoutOfPath('/gibt-es-nicht')).toBe('notFound');
  });

  it('offers reading aloud on the easy-read page, every article, the product pages, the FAQ and the legal pages, and not on forms, the shop or the checkout', () => {
    const reading = [
      paths.easyRead,
      ...articleSlugs.map(articlePath),
      ...exampleArticleSlugs.map(exampleArticlePath),
      paths.app,
      paths.relatives,
      paths.liveDemo,
      paths.infopaket,
      paths.setup,
      paths.team,
      paths.video,
      paths.faq,
      paths.agb,
      paths.privacy,
      paths.productPrivacy,
      paths.consent1,
      paths.consent2,
      paths.imprint,
      paths.accessibility,
    ];
    for (const path of reading) expect(offersReadAloud(path), path).toBe(true);
    expect(offersReadAloud(`${paths.easyRead}/`)).toBe(true);
    for (const path of [
      paths.home,
      paths.shop,
      paths.checkout,
      paths.checkoutPayment,
      paths.cancellation,
      paths.withdrawal,
      paths.callbackform,
      paths.blog,
      jobPath(jobSlugs[0]),
      '/gibt-es-nicht',
    ]) {
      expect(offersReadAloud(path), path).toBe(false);
    }
  });

  it('lists the easy-read page in the sitemap', () => {
    expect(sitemapPagePaths()).toContain(paths.easyRead);
  });
});
