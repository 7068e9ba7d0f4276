import { StrictMode } from 'react';
import { StaticRouter } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { prerenderHtml } from '@/app/prerender-html';
import { createRouteTree, loadPagesOf, SiteRoutes } from '@/app/routes';
import { env } from '@/config/env';
import { allPagePaths, robotsDisallowPaths, sitemapPagePaths } from '@/config/routes';
import { renderHead } from '@/app/shell/head/model/head';

/** Every page of the route table, each written to its own HTML file. */
export const prerenderPaths = allPagePaths();

/** The pages the route table lists in the sitemap and the paths it closes to crawlers. */
export const sitemapPaths = sitemapPagePaths();
export const robotsDisallow = robotsDisallowPaths();

export const siteUrl = env.siteUrl;

/** Any path that is not a route; renders the not-found page into 404.html. */
export const notFoundPath = '/404';

export interface RenderedPage {
  status: number;
  html: string;
  head: string;
  sources: string[];
}

const routes = createRouteTree();

/** Renders one path to HTML in German, with its head and the modules its page needs. */
export async function renderPage(path: string): Promise<RenderedPage> {
  const handle = await loadPagesOf(routes, path);
  if (!handle) throw new Error(`${path} has no page handle`);
  const html = await prerenderHtml(
    <StrictMode>
      <AppProviders>
        <StaticRouter location={path}>
          <SiteRoutes routes={routes} />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
    path,
  );
  return {
    status: handle.status ?? 200,
    html,
    head: renderHead(handle.head('de', path), env.siteUrl),
    sources: handle.sources,
  };
}
