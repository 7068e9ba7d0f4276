import type { ComponentType } from 'react';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { redirectExperiments } from '../../experiments/definitions';
import { brand } from '@/config/brand';
import { env } from '@/config/env';
import { siteRoutes, type LayoutName, type SiteRoute } from '@/config/routes';
import type { ContentEntry } from '@/features/content/model/check-content';
import type { JsonLdContext } from '@/features/content/model/json-ld';
import { experimentRedirectFor } from '@/features/experiments/redirect-hook';
import { canonicalUrl } from '@/features/seo/model/head';
import { i18n, loadNamespace } from '@/i18n/i18n';
import { BlankLayout } from '@/layouts/blank-layout';
import { ChristmasBannerLayout } from '@/layouts/christmasbanner-layout';
import { DefaultLayout } from '@/layouts/default-layout';
import { DonationBannerLayout } from '@/layouts/donationbanner-layout';
import { NotFoundLayout } from '@/layouts/not-found-layout';
import { TestUserLayout } from '@/layouts/testuser-layout';
import type { PageHandle } from './page-handle';
import { RootShell } from './root-shell';
import { RouteError } from './route-error';

type PageModule = { Component: ComponentType };
type ContentPageModule = { Component: ComponentType<{ entry: ContentEntry; Body: ComponentType }> };

const pageModules = import.meta.glob<PageModule>('../pages/*.page.tsx');
const contentBodies = import.meta.glob<{ default: ComponentType }>('../content/**/*.mdx');

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
function plainPage(pageId: string, file: string, namespace: string, keyPrefix = '', status?: number): RouteObject['lazy'] {
  return async () => {
    const [module] = await Promise.all([importPage(file), loadNamespace(namespace)]);
    const handle: PageHandle = {
      pageId,
      sources: [`src/pages/${file}.page.tsx`, `src/i18n/locales/de/${namespace}.json`],
      status,
      head: (language, pathname) => {
        const t = i18n.getFixedT(language, namespace, keyPrefix || undefined);
        return { title: t('meta.title'), description: t('meta.description'), path: pathname, lang: language, noindex: status === 404 };
      },
    };
    return { Component: module.Component, handle };
  };
}

/** Absolute URLs and the organisation for the structured data of content pages. */
function jsonLdContext(language: 'de' | 'en'): JsonLdContext {
  const operator = brand.operator;
  return {
    absoluteUrl: (path) => canonicalUrl(env.siteUrl, path),
    language,
    organization: {
      name: brand.name,
      address: { street: operator.street, postalCode: operator.postalCode, city: operator.city, countryCode: operator.countryCode },
    },
  };
}

/** An article, job or legal page: the shared page component renders the file's body. */
function contentPage(route: SiteRoute): RouteObject['lazy'] {
  const file = route.kind === 'article' ? 'article' : route.kind;
  return async () => {
    const { contentIndex } = await import('virtual:content-index');
    const entry = contentIndex.find((candidate) => candidate.path === route.path);
    if (!entry) throw new Error(`No content file for ${route.path}`);
    const loadBody = contentBodies[`../${entry.file.replace(/^src\//, '')}`];
    if (!loadBody) throw new Error(`No compiled body for ${entry.file}`);
    // The JSON-LD builders load with the content page, not with every page of the site.
    const [module, body, { contentJsonLd }] = await Promise.all([
      importPage(file) as Promise<unknown>,
      loadBody(),
      import('@/features/content/model/json-ld'),
    ]);
    const Page = (module as ContentPageModule).Component;
    const handle: PageHandle = {
      pageId: route.id,
      sources: [`src/pages/${file}.page.tsx`, entry.file, 'src/features/content/model/json-ld.ts'],
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
    return { Component: () => <Page entry={entry} Body={body.default} />, handle };
  };
}

function childRoutes(route: SiteRoute): RouteObject[] {
  if (route.id !== 'checkout') return [];
  return [
    { index: true, lazy: plainPage('checkout', 'checkout-summary', 'checkout') },
    { path: 'address', lazy: plainPage('checkout-address', 'checkout-address', 'checkout', 'address') },
    { path: 'payment', lazy: plainPage('checkout-payment', 'checkout-payment', 'checkout', 'payment') },
  ];
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
    return { path, lazy: async () => ({ Component: (await importPage(route.id)).Component }), children: childRoutes(route) };
  }
  const lazy = route.kind === 'page' ? plainPage(route.id, route.id, route.id) : contentPage(route);
  const experiment = experimentEntryPaths.has(route.path) ? { id: entryRouteId(route), loader: experimentRedirectLoader } : {};
  return path === undefined ? { index: true, lazy, ...experiment } : { path, lazy, ...experiment };
}

/** The route tree: the root shell, then one pathless layout route per layout, then the pages. */
export function createRouteTree(): RouteObject[] {
  const byLayout = new Map<LayoutName, RouteObject[]>();
  for (const route of siteRoutes) {
    const group = byLayout.get(route.layout) ?? [];
    group.push(pageRoute(route));
    byLayout.set(route.layout, group);
  }
  byLayout.set('notFound', [{ path: '*', lazy: plainPage('not-found', 'not-found', 'common', 'notFound', 404) }]);
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
