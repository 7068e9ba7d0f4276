import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
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

async function readAll(stream: AsyncIterable<Uint8Array | string>): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of stream) text += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  return text + decoder.decode();
}

const routes = createRouteTree();

/** Renders one path to HTML in German, with its head and the modules its page needs. */
export async function renderPage(path: string): Promise<RenderedPage> {
  const handle = await loadPagesOf(routes, path);
  if (!handle) throw new Error(`${path} has no page handle`);
  // A static prerender waits for anything that suspends (the home page's sections that hydrate
  // later are lazy), where renderToString would leave its Suspense fallback in the markup. An
  // error inside a Suspense boundary would leave the fallback too, silently: it fails the build.
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders>
        <StaticRouter location={path}>
          <SiteRoutes routes={routes} />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
    // Every section inline and in order: by default React moves large finished sections to the
    // end of the document behind inline scripts, to stream them; a static page gains nothing.
    { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push(error) },
  );
  const html = await readAll(prelude);
  if (errors.length > 0) throw new AggregateError(errors, `${path}: ${errors.length} error(s) while rendering, first: ${String(errors[0])}`);
  return {
    status: handle.status ?? 200,
    html,
    head: renderHead(handle.head('de', path), env.siteUrl),
    sources: handle.sources,
  };
}
