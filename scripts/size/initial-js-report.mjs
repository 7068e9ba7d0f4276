#!/usr/bin/env node
// @ts-check
// The JavaScript a page asks for before any interaction: the module scripts and module preloads
// its prerendered HTML names (what the browser fetches at once), raw and gzip. Chunks a page
// loads later (sections below the fold, the experiments SDK, the outbox, the service worker
// bridge) are listed apart. Budget: 150 KB gzip for `/`, goal 120 KB.
// Usage: node scripts/size/initial-js-report.mjs [page ...]   (after `npm run build`)
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

export const initialJsBudgetBytes = 150 * 1024;

/**
 * @param {string} distDir
 * @param {string} path
 */
function htmlFileFor(distDir, path) {
  return join(distDir, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);
}

/**
 * The JS files the page starts with: the module scripts and preloads in its HTML, and those its
 * `lumi-modules` island names (the prerender starts them right after the first paint).
 * @param {string} html
 * @returns {string[]}
 */
export function initialScripts(html) {
  const files = [...html.matchAll(/<(?:script type="module"[^>]*src|link rel="modulepreload"[^>]*href)="([^"]+\.js)"/g)].map((match) => match[1] ?? '');
  const island = /<script type="application\/json" id="lumi-modules">([^<]*)<\/script>/.exec(html);
  if (island) {
    /** @type {{ modules?: string[], preloads?: string[] }} */
    const { modules = [], preloads = [] } = JSON.parse(island[1] ?? '{}');
    files.push(...modules, ...preloads);
  }
  return [...new Set(files)];
}

/**
 * @param {string} distDir
 * @param {string} path
 */
export function initialJsSize(distDir, path) {
  const files = initialScripts(readFileSync(htmlFileFor(distDir, path), 'utf8')).map((url) => {
    const bytes = readFileSync(join(distDir, url));
    return { url, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  return { path, files, raw: files.reduce((sum, file) => sum + file.raw, 0), gzip: files.reduce((sum, file) => sum + file.gzip, 0) };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const distDir = resolve(process.env.DIST_DIR ?? 'dist');
  const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/shop', '/infopaket', '/blog/gruenderstory'];
  const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  let overBudget = false;
  for (const page of pages) {
    const size = initialJsSize(distDir, page);
    const verdict = size.gzip <= initialJsBudgetBytes ? 'within' : 'OVER';
    if (page === '/' && verdict === 'OVER') overBudget = true;
    console.info(
      `${page.padEnd(22)} ${String(size.files.length).padStart(3)} files  ${kb(size.raw).padStart(9)} raw  ${kb(size.gzip).padStart(9)} gzip  (${verdict} the ${kb(initialJsBudgetBytes)} budget)`,
    );
    if (process.env.VERBOSE) for (const file of [...size.files].sort((a, b) => b.gzip - a.gzip)) console.info(`    ${kb(file.gzip).padStart(9)}  ${file.url}`);
  }
  process.exit(overBudget ? 1 : 0);
}
