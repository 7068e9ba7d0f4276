import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { assetFiles, assetsDir, dist } from './dist';

/**
 * The one stylesheet blocks every page's first paint, and on a slow line it shares the first
 * second with the HTML, the fonts and the hero's poster. Its ceilings: 110 KB minified and 20 KB
 * gzip. It was 128 KB (22.8 KB gzip) with every token of Mantine's default set; without the
 * custom properties nothing reads it is 106 KB (19.5 KB gzip).
 */
const ceilingBytes = 110 * 1024;
const ceilingGzipBytes = 20 * 1024;

/** The stylesheets the pages link: the file names under /assets/. */
function linkedStylesheets(html: string): string[] {
  return [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/assets\/([^"]+\.css)"/g)].map((match) => match[1] ?? '');
}

const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));

/** The one stylesheet every page links and waits for. */
function stylesheet(): string {
  const linked = linkedStylesheets(readFileSync(join(dist, 'index.html'), 'utf8'));
  expect(linked).toHaveLength(1);
  const [file] = linked;
  if (!file) throw new Error('index.html links no stylesheet');
  return readFileSync(join(assetsDir, file), 'utf8');
}

/**
 * Stylesheets no page links: the look of a part no page needs for its first paint, loaded by the
 * code that shows it (the reader's controls).
 */
function laterStylesheets(): Array<{ file: string; css: string }> {
  const linked = new Set(pages.flatMap((page) => linkedStylesheets(readFileSync(join(dist, page), 'utf8'))));
  return assetFiles('.css')
    .filter((file) => !linked.has(file))
    .map((file) => ({ file, css: readFileSync(join(assetsDir, file), 'utf8') }));
}

/** Every custom property the stylesheet declares, and every one a `var()` reads (fallbacks included). */
function customProperties(css: string): { declared: Set<string>; read: Set<string>; readWithoutFallback: Set<string> } {
  const declared = new Set([...css.matchAll(/(?<![\w-])(?<name>--[\w-]+)\s*:/g)].map((match) => match.groups?.name ?? ''));
  const reads = [...css.matchAll(/var\(\s*(?<name>--[\w-]+)\s*(?<next>[,)])/g)].map((match) => ({
    name: match.groups?.name ?? '',
    fallback: match.groups?.next === ',',
  }));
  return {
    declared,
    read: new Set(reads.map(({ name }) => name)),
    readWithoutFallback: new Set(reads.filter(({ fallback }) => !fallback).map(({ name }) => name)),
  };
}

describe('the stylesheet in dist/', () => {
  it('stays within its ceilings', () => {
    const css = stylesheet();
    expect(Buffer.byteLength(css)).toBeLessThanOrEqual(ceilingBytes);
    expect(gzipSync(css).length).toBeLessThanOrEqual(ceilingGzipBytes);
  });

  it('declares no custom property that nothing reads', () => {
    const { declared, read } = customProperties(stylesheet());
    expect(declared.size).toBeGreaterThan(50);
    expect([...declared].filter((property) => !read.has(property))).toEqual([]);
  });

  it('declares every custom property it reads without a fallback', () => {
    const { declared, readWithoutFallback } = customProperties(stylesheet());
    expect(readWithoutFallback.size).toBeGreaterThan(50);
    expect([...readWithoutFallback].filter((property) => !declared.has(property))).toEqual([]);
  });

  it('is linked by every page, the same one', () => {
    const first = linkedStylesheets(readFileSync(join(dist, 'index.html'), 'utf8'));
    for (const page of pages) expect(linkedStylesheets(readFileSync(join(dist, page), 'utf8')), page).toEqual(first);
  });
});

describe('a stylesheet loaded later', () => {
  // The first stylesheet keeps only the properties it reads itself: one a later stylesheet reads
  // and the first stops reading would be gone without a word.
  it('is small and reads only custom properties the first stylesheet declares', () => {
    const later = laterStylesheets();
    expect(later.map(({ file }) => file.replace(/-[\w-]{8}\.css$/, ''))).toEqual(['read-aloud']);
    const { declared } = customProperties(stylesheet());
    for (const { file, css } of later) {
      expect(gzipSync(css).length, file).toBeLessThanOrEqual(1024);
      expect(
        [...customProperties(css).readWithoutFallback].filter((property) => !declared.has(property)),
        file,
      ).toEqual([]);
    }
  });
});
