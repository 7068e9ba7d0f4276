import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { breakpoints } from '../theme';

// Read from disk: the unit tests do not run stylesheets through the build.
const srcDir = join(import.meta.dirname, '../..');
const mediaDefinitions = readFileSync(join(import.meta.dirname, 'media.css'), 'utf8');
const stylesheets = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
  .filter((path) => path.endsWith('.css') && !path.endsWith('ui/kit/media.css'))
  .map((path) => [path, readFileSync(join(srcDir, path), 'utf8')] as const);

function customMedia(css: string): Record<string, string> {
  const named: Record<string, string> = {};
  postcss.parse(css).walkAtRules('custom-media', (rule) => {
    const [, name = '', query = ''] = /^(\S+)\s+(.*)$/.exec(rule.params) ?? [];
    named[name] = query;
  });
  return named;
}

function mediaQueries(css: string): string[] {
  const queries: string[] = [];
  postcss.parse(css).walkAtRules('media', (rule) => void queries.push(rule.params));
  return queries;
}

/** The largest width below a breakpoint, a hundredth of an em short of it. */
function justBelow(width: string): string {
  return `${(Math.round(parseFloat(width) * 100) - 1) / 100}em`;
}

describe('screen widths from one source', () => {
  it('names a from and a below query for exactly the theme’s breakpoints, at their values', () => {
    const expected = Object.fromEntries(
      Object.entries(breakpoints).flatMap(([name, width]) => [
        [`--from-${name}`, `(min-width: ${width})`],
        [`--below-${name}`, `(max-width: ${justBelow(width)})`],
      ]),
    );
    expect(customMedia(mediaDefinitions)).toEqual(expected);
  });

  it('finds the stylesheets it checks', () => {
    expect(stylesheets.length).toBeGreaterThan(20);
  });

  it.each(stylesheets)('%s writes no width of its own in a media query, only defined names', (_path, css) => {
    const defined = customMedia(mediaDefinitions);
    for (const query of mediaQueries(css)) {
      expect(query, 'a raw length in a media query').not.toMatch(/\d(\.\d+)?\s*(em|rem|px)\b/);
      for (const [, name] of query.matchAll(/\((--[\w-]+)\)/g)) expect(Object.keys(defined)).toContain(name);
    }
  });
});

const components = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
  .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path))
  .map((path) => [path, readFileSync(join(srcDir, path), 'utf8')] as const);

describe('screen widths in components', () => {
  it('finds the components it checks', () => {
    expect(components.length).toBeGreaterThan(100);
  });

  it('writes no width of its own in a media condition (a picture’s `sizes` uses fromWidth)', () => {
    const raw = components.filter(([, code]) => /\((?:min|max)-width:\s*\d/.test(code)).map(([path]) => path);
    expect(raw).toEqual([]);
  });
});
