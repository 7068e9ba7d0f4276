import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { extractAppModules, moduleIslandMarkup } from './module-island.ts';

export interface RenderedPage {
  status: number;
  html: string;
  head: string;
  sources: string[];
}

interface ServerEntry {
  prerenderPaths: string[];
  sitemapPaths: string[];
  /** Paths robots.txt closes to crawlers. */
  robotsDisallow: string[];
  notFoundPath: string;
  siteUrl: string;
  renderPage(path: string): Promise<RenderedPage>;
}

type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/** The JS files a page needs right away, so the browser fetches them in parallel with the entry. */
function preloadsFor(sources: string[], manifest: Manifest): string[] {
  const entryFiles = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key, entryFiles);
  const files = new Set<string>();
  for (const source of sources) collect(source, files);
  return [...files].filter((file) => !entryFiles.has(file) && file.endsWith('.js'));
}

/**
 * Each placeholder's first occurrence in the template replaced by its markup, as it is. Not as a
 * replacement string: that would read `$&`, `$'` or `` $` `` in a page's text as patterns and put
 * pieces of the template there instead.
 */
export function fillPlaceholders(template: string, markupOf: Readonly<Record<string, string>>): string {
  return Object.entries(markupOf).reduce((html, [placeholder, markup]) => html.replace(placeholder, () => markup), template);
}

export function sitemapXml(siteUrl: string, paths: string[]): string {
  const urls = paths.map((path) => `<url><loc>${siteUrl}${path === '/' ? '/' : path}</loc></url>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>\n`;
}

export function robotsTxt(siteUrl: string, disallow: string[]): string {
  const rules = disallow.map((path) => `Disallow: ${path}\n`).join('');
  return `User-agent: *\nAllow: /\n${rules}\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

export function outputFileFor(path: string, notFoundPath: string): string {
  if (path === notFoundPath) return '404.html';
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

/**
 * Renders every route of the route table to its own HTML file after the client build.
 * It runs in `closeBundle` with order `pre`, before vite-plugin-pwa writes the service
 * worker, so the precache manifest sees every page.
 */
export interface PrerenderOptions {
  entry: string;
  /** Markup for every page's head, before the stylesheet (the before-paint experiments script). */
  headInline?: () => Promise<string>;
  /** Writes the offline page (`path`, e.g. `/offline.html`) with the stylesheet and font links every page uses. */
  offlinePage?: { path: string; html: (headLinks: string) => string };
}

export function prerender(options: PrerenderOptions): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'lumi:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        if (config.build.ssr) return;
        const outDir = resolve(config.root, config.build.outDir);
        // One folder per build process, so parallel builds (tests, a second build) never share it.
        const ssrOutDir = resolve(config.root, `node_modules/.cache/prerender-${process.pid}`);
        await build({
          root: config.root,
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          build: {
            ssr: options.entry,
            outDir: ssrOutDir,
            emptyOutDir: true,
            copyPublicDir: false,
            rolldownOptions: { output: { entryFileNames: 'entry-server.mjs' } },
          },
        });
        const server = (await import(pathToFileURL(join(ssrOutDir, 'entry-server.mjs')).href)) as ServerEntry;
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
        // The body fonts are needed on every page: fetch them with the stylesheet, not after it.
        // Only the subsets of the characters the site holds; the whole font is for anything else.
        const fontPreloads = readdirSync(join(outDir, 'assets'))
          .filter((file) => /^atkinson-hyperlegible-site-(400|700)-.*\.woff2$/.test(file))
          .map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${config.base}assets/${file}">`)
          .join('');
        const headInline = options.headInline ? await options.headInline() : '';
        // The stylesheet is the one thing the first paint waits for: ask for it right after the
        // before-paint scripts, ahead of the fonts and the modules, which would share the line with it.
        const stylesheets = template.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
        const { html: pageTemplate, modules: entryModules } = extractAppModules(stylesheets.reduce((html, link) => html.replace(link, ''), template));
        const paths = [...server.prerenderPaths, server.notFoundPath];
        for (const path of paths) {
          const page = await server.renderPage(path);
          const pagePreloads = preloadsFor(page.sources, manifest).map((file) => `${config.base}${file}`);
          const modules = { modules: entryModules.modules, preloads: [...entryModules.preloads, ...pagePreloads] };
          const html = fillPlaceholders(pageTemplate, {
            '<!--pre-paint-->': headInline + stylesheets.join(''),
            '<!--app-head-->': page.head + fontPreloads,
            '<!--app-html-->': page.html,
            '</body>': `${moduleIslandMarkup(modules)}</body>`,
          });
          const file = join(outDir, outputFileFor(path, server.notFoundPath));
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, html);
        }
        if (options.offlinePage) {
          writeFileSync(join(outDir, options.offlinePage.path.slice(1)), options.offlinePage.html(stylesheets.join('') + fontPreloads));
        }
        writeFileSync(join(outDir, 'sitemap.xml'), sitemapXml(server.siteUrl, server.sitemapPaths));
        writeFileSync(join(outDir, 'robots.txt'), robotsTxt(server.siteUrl, server.robotsDisallow));
        rmSync(ssrOutDir, { recursive: true, force: true });
        config.logger.info(`prerendered ${paths.length} pages`);
      },
    },
  };
}
