import type { ComponentType } from 'react';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { redirectExperiments } from '../../experiments/definitions';
import { brand } from '@/config/brand';
import { env } from '@/config/env';
import { notFoundRoute, siteRoutes, type ChildRoute, type LayoutName, type SitePage, type SiteRoute } from '@/config/routes';
import { articleCategoryList, categoryNamed } from '@/features/content/model/article-filter';
import type { ContentEntry } from '@/features/content/model/check-content';
import { englishFileOf } from '@/features/content/model/content-files';
import type { ContentBodies } from '@/features/content/use-localized-body';
import type { JsonLdContext } from '@/features/content/model/json-ld';
import { experimentRedirectFor } from '@/features/experiments/redirect-hook';
import { canonicalUrl } from '@/platform/seo/model/head';
import { i18n, loadNamespace, pageMeta } from '@/i18n/i18n';
import { BlankLayout } from '@/layouts/blank-layout';
import { ChristmasBannerLayout } from '@/layouts/christmasbanner-layout';
import { DefaultLayout } from '@/layouts/default-layout';
import { DonationBannerLayout } from '@/layouts/donationbanner-layout';
import { NotFoundLayout } from '@/layouts/not-found-layout';
import { TestUserLayout } from '@/layouts/testuser-layout';
import type { PageHandle } from '@/platform/seo/page-handle';
import { RootShell } from './root-shell';
import { RouteError } from './route-error';

type PageModule = { Component: ComponentType };
type ContentPageModule = { Component: ComponentType<{ entry: ContentEntry; recommended: ContentEntry[]; bodies: ContentBodies }> };

const pageModules = import.meta.glob<PageModule>('../pages/*.page.tsx');

const layouts: Record<LayoutName, ComponentType> = {
  default: DefaultLayout,
  blank: BlankLayout,
  notFound: NotFoundLayout,
  christmasbanner: ChristmasBannerLayout,
  donationbanner: DonationBannerLayout,
  testuser: TestUserLayout,
};

function importPage(file: string): Promise<PageModule> {
  const load = pageModules[`../pages/${file}.page.tsx`];
  if (!load) throw new Error(`No page module src/pages/${file}.page.tsx`);
  return load();
}

/** A plain page: its module and its copy namespace load together, before it renders. */
function plainPage(route: SitePage | ChildRoute, status?: number): RouteObject['lazy'] {
  const { id, page, namespace, keyPrefix } = route;
  if (!namespace) throw new Error(`The route ${route.path} is a plain page without a copy namespace`);
  return async () => {
    const [module] = await Promise.all([importPage(page), loadNamespace(namespace)]);
    const handle: PageHandle = {
      pageId: id,
      sources: [`src/pages/${page}.page.tsx`, `src/i18n/locales/de/${namespace}.json`],
      status,
      head: (language, pathname) => ({ ...pageMeta(language, namespace, keyPrefix), path: pathname, lang: language, noindex: status === 404 }),
    };
    return { Component: module.Component, handle };
  };
}

/** Absolute URLs and the organisation for the structured data of content pages. */
const articleCategories = articleCategoryList(brand.name);

function jsonLdContext(language: 'de' | 'en'): JsonLdContext {
  const operator = brand.operator;
  const t = i18n.getFixedT(language, 'common');
  return {
    absoluteUrl: (path) => canonicalUrl(env.siteUrl, path),
    language,
    categoryName: (name) => {
      const category = categoryNamed(name, articleCategories);
      return category ? t(`content.categories.${category.id}`) : name;
    },
    organization: {
      name: brand.name,
      address: { street: operator.street, postalCode: operator.postalCode, city: operator.city, countryCode: operator.countryCode },
    },
  };
}

/** An article, job or legal page: the shared page component renders the file's body. */
function contentPage(route: SiteRoute): RouteObject['lazy'] {
  const file = route.page;
  return async () => {
    const [{ contentEntryLoaders }, { contentBodies }] = await Promise.all([import('virtual:content-entries'), import('./content-bodies')]);
    const loadEntry = contentEntryLoaders[route.path];
    if (!loadEntry) throw new Error(`No content file for ${route.path}`);
    const { entry, recommended } = await loadEntry();
    const bodyLoader = (source: string) => contentBodies[`../${source.replace(/^src\//, '')}`];
    const loadBody = bodyLoader(entry.file);
    const loadEnglish = bodyLoader(englishFileOf(entry.file));
    if (!loadBody || !loadEnglish) throw new Error(`No compiled bodies for ${entry.file}`);
    // The JSON-LD builders load with the content page, not with every page of the site; the
    // English body only for a reader who reads in English already.
    const [module, body, { contentJsonLd }, english] = await Promise.all([
      importPage(file) as Promise<unknown>,
      loadBody(),
      import('@/features/content/model/json-ld'),
      i18n.language === 'en' ? loadEnglish() : undefined,
    ]);
    const Page = (module as ContentPageModule).Component;
    const bodies: ContentBodies = { german: body.default, english: english?.default, loadEnglish };
    const handle: PageHandle = {
      pageId: route.id,
      // The build's module ids: the page, its body, its metadata and the loaders that find it.
      sources: [
        `src/pages/${file}.page.tsx`,
        entry.file,
        'src/features/content/model/json-ld.ts',
        'virtual:content-entries',
        'src/app/content-bodies.ts',
        `virtual:content-entry${entry.path}`,
      ],
      head: (language) => {
        const meta = entry.meta;
        return {
          title: language === 'de' ? meta.title : meta.en.title,
          description: language === 'de' ? meta.description : meta.en.description,
          path: entry.path,
          lang: language,
          type: entry.kind === 'article' ? 'article' : 'website',
          image: 'imageUrl' in meta ? meta.imageUrl : undefined,
          jsonLd: contentJsonLd(entry, jsonLdContext(language)),
        };
      },
    };
    return { Component: () => <Page entry={entry} recommended={recommended} bodies={bodies} />, handle };
  };
}

/** The children of a route, each with its path relative to the parent's ('' is the index). */
function childRoutes(route: SiteRoute): RouteObject[] {
  return (route.children ?? []).map((child) => {
    const lazy = plainPage(child);
    if (child.path === route.path) return { index: true, lazy };
    if (!child.path.startsWith(`${route.path}/`)) throw new Error(`The child ${child.path} is not under its parent ${route.path}`);
    return { path: child.path.slice(route.path.length + 1), lazy };
  });
}

const experimentEntryPaths: ReadonlySet<string> = new Set(Object.values(redirectExperiments).map((experiment) => experiment.path));
const entryRouteId = (route: SiteRoute) => `page-${route.id}`;

/** Client-side links to an experiment's entry page go where a full page load would (the before-paint decision). */
function experimentRedirectLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const target = experimentRedirectFor(url.pathname);
  return target ? redirect(target + url.search + url.hash) : null;
}

/**
 * Loader data of the entry pages for hydration: their prerendered markup was already decided
 * before paint, so the loader must not run again while hydrating.
 */
export function hydrationLoaderData(): Record<string, null> {
  return Object.fromEntries(siteRoutes.filter((route) => experimentEntryPaths.has(route.path)).map((route) => [entryRouteId(route), null]));
}

function pageRoute(route: SiteRoute): RouteObject {
  const path = route.path === '/' ? undefined : route.path.slice(1);
  if (route.children) {
    return { path, lazy: async () => ({ Component: (await importPage(route.page)).Component }), children: childRoutes(route) };
  }
  const lazy = route.kind === 'page' ? plainPage(route) : contentPage(route);
  const experiment = experimentEntryPaths.has(route.path) ? { id: entryRouteId(route), loader: experimentRedirectLoader } : {};
  return path === undefined ? { index: true, lazy, ...experiment } : { path, lazy, ...experiment };
}

/** The route tree: the root shell, then one pathless layout route per layout, then the pages. */
export function createRouteTree(): RouteObject[] {
  const notFound: RouteObject = { path: notFoundRoute.path, lazy: plainPage(notFoundRoute, 404) };
  const pages: Array<[LayoutName, RouteObject]> = [
    ...siteRoutes.map((route): [LayoutName, RouteObject] => [route.layout, pageRoute(route)]),
    [notFoundRoute.layout, notFound],
  ];
  const byLayout = new Map<LayoutName, RouteObject[]>();
  for (const [layout, page] of pages) byLayout.set(layout, [...(byLayout.get(layout) ?? []), page]);
  return [
    {
      path: '/',
      Component: RootShell,
      ErrorBoundary: RouteError,
      children: [...byLayout].map(([layout, children]) => ({
        id: `layout-${layout}`,
        Component: layouts[layout],
        children,
      })),
    },
  ];
}
