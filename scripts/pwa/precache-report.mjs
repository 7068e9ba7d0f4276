#!/usr/bin/env node
// Lists what the service worker precaches (dist/sw.js) by kind, raw and gzip, and checks the
// budget: the precache without videos must stay within 2 MB as downloaded (gzip).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

export const precacheBudgetBytes = 2 * 1024 * 1024;

/** The precache manifest entries injected into the built worker. */
export function precacheEntries(distDir) {
  const worker = readFileSync(join(distDir, 'sw.js'), 'utf8');
  return [...worker.matchAll(/\{"revision":(?:"[0-9a-f]+"|null),"url":"([^"]+)"\}/g)].map((match) => match[1]);
}

export function precacheSizes(distDir) {
  const kinds = {};
  let raw = 0;
  let gzip = 0;
  for (const url of precacheEntries(distDir)) {
    const bytes = readFileSync(join(distDir, url));
    const zipped = gzipSync(bytes).length;
    const kind = url.endsWith('.html') ? 'html' : (url.split('.').pop() ?? 'other');
    kinds[kind] ??= { files: 0, raw: 0, gzip: 0 };
    kinds[kind].files += 1;
    kinds[kind].raw += bytes.length;
    kinds[kind].gzip += zipped;
    raw += bytes.length;
    gzip += zipped;
  }
  return { raw, gzip, kinds, entries: precacheEntries(distDir).length };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const sizes = precacheSizes(resolve('dist'));
  const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
  console.info(`precache: ${sizes.entries} files, ${kb(sizes.raw)} raw, ${kb(sizes.gzip)} gzip (budget ${kb(precacheBudgetBytes)} gzip)`);
  for (const [kind, size] of Object.entries(sizes.kinds)) console.info(`  ${kind.padEnd(12)} ${String(size.files).padStart(4)} files  ${kb(size.raw).padStart(8)} raw  ${kb(size.gzip).padStart(8)} gzip`);
  process.exit(sizes.gzip <= precacheBudgetBytes ? 0 : 1);
}
