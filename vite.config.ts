/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import mdx from '@mdx-js/rollup';
import react from '@vitejs/plugin-react';
import remarkFrontmatter from 'remark-frontmatter';
import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import postcssGlobalData from '@csstools/postcss-global-data';
import postcssCustomMedia from 'postcss-custom-media';
import { eagerCompileHints } from './scripts/vite/compile-hints.ts';
import { contentCheck } from './scripts/vite/content-check.ts';
import { productionEnvGuard } from './scripts/vite/env-guard.ts';
import { hostingHeaders } from './scripts/vite/hosting.ts';
import { experimentsCheck } from './scripts/vite/experiments.ts';
import { prePaintHead } from './scripts/vite/pre-paint.ts';
import { offlinePageHtml } from './scripts/vite/offline-page.ts';
import { prerender } from './scripts/vite/prerender.ts';
import { pruneCssVariables } from './scripts/vite/prune-css-variables.ts';
import { quietReactSentinels } from './scripts/vite/quiet-react-sentinels.ts';
import { themeVariables } from './scripts/vite/theme-variables.ts';
import { webAppManifest } from './scripts/vite/web-app-manifest.ts';
import { brand } from './src/config/brand.ts';
import { offlinePagePath } from './src/config/pwa.ts';
import { themeColors } from './src/config/theme-colors.ts';

const srcDir = fileURLToPath(new URL('./src', import.meta.url));
// `@/` is the site's code; tests also reach the mocks, the test tools, the scripts, the site API's
// shared code and the experiment definitions by name, not by climbing folders, so a file can move
// without its imports breaking. The pre-paint build resolves the same names.
const aliases: Record<string, string> = {
  '@': srcDir,
  ...Object.fromEntries(
    ['mocks', 'tests', 'scripts', 'server', 'experiments'].map((folder) => [`@${folder}`, fileURLToPath(new URL(`./${folder}`, import.meta.url))]),
  ),
};

/** Serves MSW's worker in `npm run dev` only; it never ships in dist/. */
function mockWorkerInDev(): Plugin {
  const file = fileURLToPath(new URL('./mocks/browser-worker/mockServiceWorker.js', import.meta.url));
  return {
    name: 'lumi:mock-worker-in-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/mockServiceWorker.js', (_request, response) => {
        response.setHeader('content-type', 'text/javascript');
        response.end(readFileSync(file));
      });
    },
  };
}

/**
 * react-router publishes its production build (no development warnings, which build their
 * messages on every render of the routes) but its package exports name only the development one,
 * whatever the mode: a build takes the production files by path.
 */
const reactRouterProduction = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  define: {
    // The year the pages were prerendered in: what the copyright line hydrates with.
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  resolve: {
    alias: [...Object.entries(aliases).map(([find, replacement]) => ({ find, replacement })), ...(command === 'build' ? reactRouterProduction : [])],
  },
  plugins: [
    productionEnvGuard(),
    // MDX runs before React so the JSX it emits goes through the React transform.
    {
      enforce: 'pre',
      ...mdx({
        // The front matter is read at build time (the content index); the compiled body leaves it out.
        remarkPlugins: [remarkFrontmatter],
        providerImportSource: undefined,
      }),
    },
    react({ include: /\.(mdx|ts|tsx)$/ }),
    quietReactSentinels(),
    themeVariables(),
    contentCheck(),
    experimentsCheck(),
    mockWorkerInDev(),
    prerender({
      entry: 'src/entry-server.tsx',
      headInline: () => prePaintHead(fileURLToPath(new URL('.', import.meta.url)), aliases),
      offlinePage: {
        path: offlinePagePath,
        html: (headLinks) => offlinePageHtml({ productName: brand.name, headLinks, themeColor: themeColors.primary }),
      },
    }),
    hostingHeaders(),
    eagerCompileHints(),
    pruneCssVariables(),
    // Runs after the prerender (its closeBundle has order `pre`), so every page's HTML is in
    // the precache manifest. Off in `npm run dev`, where MSW's worker answers the mocks.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      // The sw-bridge adapter registers the worker itself (workbox-window), after hydration.
      injectRegister: false,
      manifest: webAppManifest,
      // The icons are in the precache globs already.
      includeManifestIcons: false,
      devOptions: { enabled: false },
      injectManifest: {
        globPatterns: ['**/*.{html,js,css,woff2,svg}', 'icons/*.png'],
        // Screenshots are for install dialogs only, videos are cached when played (range
        // requests), and 404.html is what the server answers, not a page to open offline.
        // The QA panel (code and copy) is for testers online, never stored on visitors' phones.
        globIgnores: ['screenshots/**', 'media/video/**', '.vite/**', '404.html', 'sw.js', 'workbox-*.js', 'assets/qa-*.js'],
        maximumFileSizeToCacheInBytes: 1024 * 1024,
        rollupFormat: 'iife',
      },
    }),
  ],
  css: {
    postcss: {
      // Every CSS module names its screen widths from one file of the theme's breakpoints.
      plugins: [postcssGlobalData({ files: [fileURLToPath(new URL('./src/ui/kit/media.css', import.meta.url))] }), postcssCustomMedia()],
    },
  },
  build: {
    target: 'es2022',
    // One stylesheet for the whole site: prerendered pages must be styled before any lazy chunk loads.
    cssCodeSplit: false,
    manifest: true,
    // The browser's chunks only; the prerenderer's server build keeps its entry's exports.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                // Everything the entry imports in one chunk: on its own, rolldown splits the modules
                // the entry shares with the pages' chunks into dozens of small files, and each costs
                // a slow phone a round trip.
                { name: 'app', tags: ['$initial'], priority: 2 },
              ],
            },
          },
        },
    sourcemap: false,
    reportCompressedSize: false,
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          // Worker threads start faster than forked processes: about 15 % off the suite on 2 cores.
          pool: 'threads',
          // Vitest keeps one core for itself by default, which on a 2-core machine leaves a single
          // worker; the files wait on happy-dom and imports more than on the CPU, so two overlap well.
          maxWorkers: 2,
          // Form tests type through user-event; a busy 2-core CI machine needs more than 5 s.
          testTimeout: 15_000,
          setupFiles: ['./tests/setup.ts'],
          include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'experiments/*.test.ts', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
          // Pure logic runs in the project below.
          exclude: ['**/node_modules/**', '**/.git/**', 'src/**/model/**'],
          benchmark: { include: ['src/**/*.bench.ts'] },
        },
      },
      {
        // Pure logic (every `model/` folder) needs no document: without happy-dom and the
        // component-test setup each file starts in a fraction of the time.
        extends: true,
        test: {
          name: 'unit-model',
          environment: 'node',
          pool: 'threads',
          maxWorkers: 2,
          // Pure modules hold nothing between files (the files that fake timers or spy restore them),
          // so the files share a worker's loaded modules: 21 s → 8 s on 2 cores, in any order.
          isolate: false,
          include: ['src/**/model/**/*.test.ts', 'experiments/rules/**/*.test.ts'],
          benchmark: { include: [] },
        },
      },
      {
        // The site API (server/): on PGlite, or on the PostgreSQL server of TEST_DATABASE_URL
        // (scripts/test.mjs runs this project once for each). One file at a time: each one starts
        // a database, and the concurrency tests want the cores to themselves.
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          fileParallelism: false,
          // PGlite compiles Postgres from WebAssembly on each start: slow on a busy 2-core machine.
          testTimeout: 60_000,
          hookTimeout: 180_000,
          benchmark: { include: [] },
        },
      },
      {
        extends: true,
        test: {
          name: 'build',
          environment: 'node',
          include: ['tests/build/**/*.test.ts'],
          benchmark: { include: [] },
        },
      },
    ],
  },
}));
