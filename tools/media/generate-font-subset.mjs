// The site's body font cut down to the characters the built site holds, so that a first visit
// preloads about 11.6 KB per weight instead of 17.2 KB. Reads the built `dist/` (every page, every
// script, whose copy is part of them, and the stylesheet), writes the two subsets and the
// stylesheet that declares them beside the whole font's Latin and Latin Extended files for any
// other character.
//
//   npx vite build          # at the top
//   npm run font-subset     # here, in tools/media
//
// `tests/build/fonts.test.ts` fails when the built site holds a character outside the subset:
// then build and run this again. The font's licence (SIL Open Font License 1.1, no reserved font
// name) allows the cut under the same name; it travels with the files as `src/ui/fonts/OFL.txt`.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const repo = join(dirname(fileURLToPath(import.meta.url)), '../..');
const dist = join(repo, 'dist');
const fontsDir = join(repo, 'src/ui/fonts');
const fontsource = join(repo, 'node_modules/@fontsource/atkinson-hyperlegible');
const sourceFile = (weight) => join(fontsource, `files/atkinson-hyperlegible-latin-${weight}-normal.woff2`);
const weights = ['400', '700'];

if (!existsSync(join(dist, 'index.html'))) {
  console.error('No dist/ yet: run `npx vite build` at the top first.');
  process.exit(1);
}

/**
 * Every character of the built pages, scripts and stylesheet (generated content such as a list's
 * check mark), and all of printable ASCII (a visitor types it).
 */
function siteCodePoints() {
  const points = new Set(Array.from({ length: 0x7f - 0x20 }, (_, index) => 0x20 + index));
  const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((name) => /\.(html|js|css)$/.test(name));
  for (const file of files) {
    for (const character of readFileSync(join(dist, file), 'utf8')) {
      const point = character.codePointAt(0) ?? 0;
      // Controls are never drawn.
      if (point >= 0x20 && !(point >= 0x7f && point < 0xa0)) points.add(point);
    }
  }
  return [...points].sort((a, b) => a - b);
}

const hex = (point) => point.toString(16).toUpperCase();

/** Runs of code points as a `unicode-range` value: `U+20-7E, U+A0, …`. */
const unicodeRange = (runs) => runs.map(([first, end]) => (first === end ? `U+${hex(first)}` : `U+${hex(first)}-${hex(end)}`)).join(', ');

/** Sorted code points as a `unicode-range`, neighbours joined into runs. */
function rangesOf(points) {
  const runs = [];
  for (const point of points) {
    const last = runs.at(-1);
    if (last && last[1] === point - 1) last[1] = point;
    else runs.push([point, point]);
  }
  return unicodeRange(runs);
}

/** The code points of a `unicode-range` value (`U+0100-02BA,U+0304,…`). */
function pointsOf(range) {
  return range.split(',').flatMap((part) => {
    const [first, last = first] = part
      .trim()
      .replace(/^U\+/i, '')
      .split('-')
      .map((value) => Number.parseInt(value, 16));
    return Array.from({ length: last - first + 1 }, (_, index) => first + index);
  });
}

/** The whole font's files of a weight as fontsource declares them (its `<weight>.css`): Latin and Latin Extended, each with the characters it holds. */
function wholeFiles(weight) {
  const css = readFileSync(join(fontsource, `${weight}.css`), 'utf8');
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body]) => ({
    file: /url\(\.\/files\/([^)]+\.woff2)\)/.exec(body)[1],
    points: pointsOf(/unicode-range:\s*([^;]+);/.exec(body)[1]),
  }));
}

/** Sorts the Latin file before Latin Extended. */
const latinFirst = (file) => (/-latin-\d/.test(file) ? 0 : 1);

const points = siteCodePoints();
const text = String.fromCodePoint(...points);
const faces = [];
for (const weight of weights) {
  const whole = readFileSync(sourceFile(weight));
  const subset = await subsetFont(whole, text, { targetFormat: 'woff2' });
  const target = join(fontsDir, `atkinson-hyperlegible-site-${weight}.woff2`);
  writeFileSync(target, subset);
  console.info(`${relative(repo, target)}: ${whole.length} → ${subset.length} bytes`);
  const face = (source, range) => `@font-face {
  font-family: 'Atkinson Hyperlegible';
  font-style: normal;
  font-weight: ${weight};
  font-display: optional;
  src: url('${source}') format('woff2');
  unicode-range: ${range};
}`;
  faces.push(face(`./atkinson-hyperlegible-site-${weight}.woff2`, rangesOf(points)));
  // Each whole file takes what it holds and no earlier face has (the two share a few combining
  // marks, which go to the Latin file): no character is in two faces, so a browser never fetches
  // two files for one.
  const taken = new Set(points);
  for (const { file, points: held } of wholeFiles(weight).sort((a, b) => latinFirst(a.file) - latinFirst(b.file))) {
    const share = held.filter((point) => !taken.has(point)).sort((a, b) => a - b);
    share.forEach((point) => taken.add(point));
    faces.push(face(`@fontsource/atkinson-hyperlegible/files/${file}`, rangesOf(share)));
  }
}

const stylesheet = `/*
 * Written by tools/media/generate-font-subset.mjs from the built site; do not edit.
 *
 * Atkinson Hyperlegible, self-hosted (designed for readers with low vision). Each weight comes in
 * three faces that never overlap: the characters the site's pages and copy hold, which every page
 * preloads, then the rest of the font's Latin and Latin Extended files for any other (a name a
 * visitor types, with ł or ő), which a browser fetches only when such a character is on screen.
 * "optional" keeps the first paint's fallback when the font is late instead of swapping it in and
 * shifting the layout.
 */
${faces.join('\n\n')}
`;
writeFileSync(join(fontsDir, 'atkinson-hyperlegible.css'), stylesheet);
console.info(`src/ui/fonts/atkinson-hyperlegible.css: ${points.length} characters in the subset`);
