#!/usr/bin/env node
// @ts-check
// Lists what the service worker precaches (dist/sw.js) by kind, raw and gzip, and checks the
// budget: the precache without videos must stay within 2 MB as downloaded (gzip).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

export const precacheBudgetBytes = 2 * 1024 * 1024;

/**
 * The precache manifest entries injected into the built worker.
 * @param {string} distDir
 * @returns {string[]}
 */
export function precacheEntries(distDir) {
  const worker = readFileSync(join(distDir, 'sw.js'), 'utf8');
  return [...worker.matchAll(/\{"revision":(?:"[0-9a-f]+"|null),"url":"([^"]+)"\}/g)].map((match) => match[1] ?? '');
}

/**
 * What the precache weighs, in all and by kind of file (html, js, css, woff2, …).
 * @param {string} distDir
 */
export function precacheSizes(distDir) {
  /** @type {Record<string, { files: number, raw: number, gzip: number }>} */
  const kinds = {};
  let raw = 0;
  let gzip = 0;
  for (const url of precacheEntries(distDir)) {
    const bytes = readFileSync(join(distDir, url));
    const zipped = gzipSync(bytes).length;
    const kind = url.endsWith('.html') ? 'html' : (url.split('.').pop() ?? 'other');
    const tally = (kinds[kind] ??= { files: 0, raw: 0, gzip: 0 });
    tally.files += 1;
    tally.raw += bytes.length;
    tally.gzip += zipped;
    raw += bytes.length;
    gzip += zipped;
  }
  return { raw, gzip, kinds, entries: precacheEntries(distDir).length };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const sizes = precacheSizes(resolve('dist'));
  const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(0)} KB`;
  console.info(`precache: ${sizes.entries} files, ${kb(sizes.raw)} raw, ${kb(sizes.gzip)} gzip (budget ${kb(precacheBudgetBytes)} gzip)`);
  for (const [kind, size] of Object.entries(sizes.kinds))
    console.info(`  ${kind.padEnd(12)} ${String(size.files).padStart(4)} files  ${kb(size.raw).padStart(8)} raw  ${kb(size.gzip).padStart(8)} gzip`);
  process.exit(sizes.gzip <= precacheBudgetBytes ? 0 : 1);
}
