import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assetFiles, assetsDir, dist } from './dist';

/**
 * The body font: every page preloads the subsets of the characters the site holds, and no page,
 * script or stylesheet holds a character outside them, so no visitor downloads the whole font for
 * the site's own text (only for a character they type themselves).
 */
interface Face {
  readonly weight: string;
  readonly file: string;
  readonly ranges: Array<readonly [number, number]>;
}

/** A face's `unicode-range`; without one it covers every character. */
function parseRanges(descriptor: string | undefined): Array<readonly [number, number]> {
  if (descriptor === undefined) return [[0, 0x10ffff]];
  return descriptor.split(',').map((part) => {
    const match = /^\s*U\+([0-9A-F]+)(?:-([0-9A-F]+))?\s*$/i.exec(part);
    if (!match?.[1]) throw new Error(`not a unicode-range part: ${part}`);
    return [Number.parseInt(match[1], 16), Number.parseInt(match[2] ?? match[1], 16)] as const;
  });
}

const stylesheet = assetFiles('.css')
  .map((file) => readFileSync(join(assetsDir, file), 'utf8'))
  .join('\n');
const faces: Face[] = [...stylesheet.matchAll(/@font-face\s*\{([^}]*)\}/g)]
  .map((match) => match[1] ?? '')
  .filter((body) => body.includes('Atkinson Hyperlegible'))
  .map((body) => ({
    weight: /font-weight:\s*(\d+)/.exec(body)?.[1] ?? '',
    file: /url\(["']?\/assets\/([^"')]+)["']?\)/.exec(body)?.[1] ?? '',
    ranges: parseRanges(/unicode-range:\s*([^;]+)/.exec(body)?.[1]),
  }));
const subsets = faces.filter((face) => face.file.startsWith('atkinson-hyperlegible-site-'));
const wholeFonts = faces.filter((face) => !face.file.startsWith('atkinson-hyperlegible-site-'));
const covers = (face: Face, point: number) => face.ranges.some(([first, last]) => point >= first && point <= last);

const builtFiles = readdirSync(dist, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.(html|js|css)$/.test(file))
  .map((file) => join(dist, file));
const pages = builtFiles.filter((file) => file.endsWith('.html'));

describe('the body font', () => {
  it("comes in a subset and the whole font's Latin and Latin Extended files per weight, whose ranges never overlap", () => {
    expect(subsets.map((face) => face.weight).sort()).toEqual(['400', '700']);
    expect(wholeFonts.map((face) => face.weight).sort()).toEqual(['400', '400', '700', '700']);
    for (const weight of ['400', '700']) {
      const ofWeight = faces.filter((face) => face.weight === weight);
      ofWeight.forEach((face, index) => {
        for (const other of ofWeight.slice(index + 1)) {
          for (const [first, last] of face.ranges) {
            expect(
              other.ranges.some(([otherFirst, otherLast]) => first <= otherLast && otherFirst <= last),
              `${face.file} and ${other.file} at U+${first.toString(16)}`,
            ).toBe(false);
          }
        }
      });
      // A character outside the site's copy still gets the font: a name with é, ł or ő, say.
      for (const point of [0x41, 0xe9, 0x142, 0x151, 0x20ac])
        expect(
          ofWeight.some((face) => covers(face, point)),
          `U+${point.toString(16)}`,
        ).toBe(true);
    }
  });

  it('is preloaded as the subsets only, on every page', () => {
    const expected = subsets.map((face) => `/assets/${face.file}`).sort();
    for (const page of pages) {
      const preloads = [...readFileSync(page, 'utf8').matchAll(/<link rel="preload" as="font"[^>]*href="([^"]+)"/g)].map((match) => match[1]).sort();
      expect(preloads, page).toEqual(expected);
    }
  });

  it('holds every character the built pages, scripts and stylesheet hold in its subsets', () => {
    expect(subsets).toHaveLength(2);
    const outside = new Map<string, string>();
    for (const file of builtFiles) {
      for (const character of readFileSync(file, 'utf8')) {
        const point = character.codePointAt(0) ?? 0;
        if (point < 0x20 || (point >= 0x7f && point < 0xa0)) continue;
        if (subsets.every((face) => covers(face, point)) || outside.has(character)) continue;
        outside.set(character, file.slice(dist.length));
      }
    }
    // Build, then `npm run font-subset` in tools/media cuts the font again.
    expect(Object.fromEntries(outside)).toEqual({});
  });
});
