// The site's body font cut down to the characters the built site holds, so that a first visit
// preloads about 11.6 KB per weight instead of 17.2 KB. Reads the built `dist/` (every page, every
// script, whose copy is part of them, and the stylesheet), writes the two subsets and the
// stylesheet that declares them beside the whole font for any other character.
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
const sourceFile = (weight) => join(repo, `node_modules/@fontsource/atkinson-hyperlegible/files/atkinson-hyperlegible-latin-${weight}-normal.woff2`);
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

/** Everything else up to U+10FFFF: the whole font's share, so the two faces never overlap. */
function complementOf(points) {
  const rest = [];
  let next = 0;
  for (const point of points) {
    if (point > next) rest.push([next, point - 1]);
    next = point + 1;
  }
  if (next <= 0x10ffff) rest.push([next, 0x10ffff]);
  return unicodeRange(rest);
}

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
  faces.push(face(`@fontsource/atkinson-hyperlegible/files/atkinson-hyperlegible-latin-${weight}-normal.woff2`, complementOf(points)));
}

const stylesheet = `/*
 * Written by tools/media/generate-font-subset.mjs from the built site; do not edit.
 *
 * Atkinson Hyperlegible, self-hosted (designed for readers with low vision). Each weight comes in
 * two faces that never overlap: the characters the site's pages and copy hold, which every page
 * preloads, and the whole font for any other (a name a visitor types), which a browser fetches
 * only when such a character is on screen. "optional" keeps the first paint's fallback when the
 * font is late instead of swapping it in and shifting the layout.
 */
${faces.join('\n\n')}
`;
writeFileSync(join(fontsDir, 'atkinson-hyperlegible.css'), stylesheet);
console.info(`src/ui/fonts/atkinson-hyperlegible.css: ${points.length} characters in the subset`);
