import { type ComponentType, use } from 'react';
import { matchRoutes, type RouteObject, useLocation, useRoutes } from 'react-router-dom';
import { notFoundRoute, siteRoutes, type ChildRoute, type LayoutName, type SitePage, type SiteRoute } from '@/config/routes';
import type { ContentEntry } from '@/features/content/model/check-content';
import type { RecommendedArticle } from '@/features/content/model/content-page-data';
import type { ContentBodies } from '@/features/content/use-localized-body';
import { i18n, loadNamespace, pageMeta } from '@/i18n/i18n';
import { BlankLayout } from '@/layouts/blank-layout';
import { ChristmasBannerLayout } from '@/layouts/christmasbanner-layout';
import { DefaultLayout } from '@/layouts/default-layout';
import { DonationBannerLayout } from '@/layouts/donationbanner-layout';
import { NotFoundLayout } from '@/layouts/not-found-layout';
import { TestUserLayout } from '@/layouts/testuser-layout';
import type { PageHandle } from '@/app/shell/head/page-handle';
import { useDocumentHead } from '@/app/shell/head/use-document-head';
import { type LoadedPage, PageSlot } from './page-slot';
import { RootShell } from './root-shell';
import { PageErrorBoundary, RouteErrorBoundary } from './route-error';

type PageModule = { Component: ComponentType };
type ContentPageModule = { Component: ComponentType<{ entry: ContentEntry; recommended: readonly RecommendedArticle[]; bodies: ContentBodies }> };

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
function plainPage(route: SitePage | ChildRoute, status?: number): () => Promise<LoadedPage> {
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

/** An article, job or legal page: the shared page component renders the file's body. */
function contentPage(route: SiteRoute): () => Promise<LoadedPage> {
  const file = route.page;
  return async () => {
    const { contentEntryLoaders } = await import('virtual:content-entries');
    const loadEntry = contentEntryLoaders[route.path];
    if (!loadEntry) throw new Error(`No content file for ${route.path}`);
    const { entry, recommended, loadBody, loadEnglish } = await loadEntry();
    // The JSON-LD builders load with the content page, not with every page of the site; the
    // English body only for a reader who reads in English already.
    const [module, body, { contentPageJsonLd }, english] = await Promise.all([
      importPage(file) as Promise<unknown>,
      loadBody(),
      import('./content-json-ld'),
      i18n.language === 'en' ? loadEnglish() : undefined,
    ]);
    const Page = (module as ContentPageModule).Component;
    const bodies: ContentBodies = { german: body.default, english: english?.default, loadEnglish };
    const handle: PageHandle = {
      pageId: route.id,
      // The build's module ids: the page, its body, its metadata and the loaders that find it.
      sources: [`src/pages/${file}.page.tsx`, entry.file, 'src/app/content-json-ld.ts', 'virtual:content-entries', `virtual:content-entry${entry.path}`],
      head: (language) => {
        const meta = entry.meta;
        return {
          title: language === 'de' ? meta.title : meta.en.title,
          description: language === 'de' ? meta.description : meta.en.description,
          path: entry.path,
          lang: language,
          type: entry.kind === 'article' ? 'article' : 'website',
          image: 'imageUrl' in meta ? meta.imageUrl : undefined,
          jsonLd: contentPageJsonLd(entry, language),
        };
      },
    };
    return { Component: () => <Page entry={entry} recommended={recommended} bodies={bodies} />, handle };
  };
}

/** A route of the tree; a page route carries the slot its page's code loads into. */
export type SiteRouteObject = RouteObject & { page?: PageSlot; children?: SiteRouteObject[] };

/** Renders a route's page: at once when its code is there (always so when hydrating), else when it arrives. */
function RoutePage({ slot }: { slot: PageSlot }) {
  const { key } = useLocation();
  const page = slot.loaded() ?? use(slot.load(key));
  return (
    <>
      {page.handle ? <PageHead handle={page.handle} /> : null}
      <page.Component />
    </>
  );
}

function PageHead({ handle }: { handle: PageHandle }) {
  useDocumentHead(handle);
  return null;
}

function pageRouteObject(path: string | undefined, load: () => Promise<LoadedPage>, children?: SiteRouteObject[]): SiteRouteObject {
  const slot = new PageSlot(load);
  const element = (
    <PageErrorBoundary>
      <RoutePage slot={slot} />
    </PageErrorBoundary>
  );
  if (path === undefined) return { index: true, element, page: slot };
  return { path, element, page: slot, children };
}

/** The children of a route, each with its path relative to the parent's ('' is the index). */
function childRoutes(route: SiteRoute): SiteRouteObject[] {
  return (route.children ?? []).map((child) => {
    const load = plainPage(child);
    if (child.path === route.path) return pageRouteObject(undefined, load);
    if (!child.path.startsWith(`${route.path}/`)) throw new Error(`The child ${child.path} is not under its parent ${route.path}`);
    return pageRouteObject(child.path.slice(route.path.length + 1), load);
  });
}

function pageRoute(route: SiteRoute): SiteRouteObject {
  const path = route.path === '/' ? undefined : route.path.slice(1);
  if (route.children) {
    const loadParent = async (): Promise<LoadedPage> => ({ Component: (await importPage(route.page)).Component });
    return pageRouteObject(path ?? '', loadParent, childRoutes(route));
  }
  return pageRouteObject(path, route.kind === 'page' ? plainPage(route) : contentPage(route));
}

/** The route tree: the root shell, then one pathless layout route per layout, then the pages. */
export function createRouteTree(): SiteRouteObject[] {
  const notFound = pageRouteObject(notFoundRoute.path, plainPage(notFoundRoute, 404));
  const pages: Array<[LayoutName, SiteRouteObject]> = [
    ...siteRoutes.map((route): [LayoutName, SiteRouteObject] => [route.layout, pageRoute(route)]),
    [notFoundRoute.layout, notFound],
  ];
  const byLayout = new Map<LayoutName, SiteRouteObject[]>();
  for (const [layout, page] of pages) byLayout.set(layout, [...(byLayout.get(layout) ?? []), page]);
  return [
    {
      path: '/',
      element: <RootShell />,
      children: [...byLayout].map(([layout, children]) => {
        const Layout = layouts[layout];
        return { element: <Layout />, children };
      }),
    },
  ];
}

/**
 * Loads the code of every page the address matches (a child and its parent) and returns the
 * innermost page's handle. Before hydrating and prerendering: a page whose code is there renders
 * at once, so hydration meets the same markup the prerenderer wrote.
 */
export async function loadPagesOf(routes: SiteRouteObject[], pathname: string): Promise<PageHandle | undefined> {
  const matches = matchRoutes(routes, pathname) ?? [];
  const pages = await Promise.all(matches.map(({ route }) => route.page?.load()));
  return pages.reverse().find((page) => page?.handle)?.handle;
}

/** The routed app: the page of the current address in its layout, with a last line of defence around it all. */
export function SiteRoutes({ routes }: { routes: SiteRouteObject[] }) {
  return <RouteErrorBoundary standalone>{useRoutes(routes)}</RouteErrorBoundary>;
}
