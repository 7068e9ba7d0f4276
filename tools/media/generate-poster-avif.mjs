#!/usr/bin/env node
// The video posters the site shows as images (the hero's loop, the click-to-play films) in AVIF
// as well, for browsers that take it: about two fifths of the WebP's bytes at the same look, which
// on a slow phone's line is time the page's own code gets instead.
//
//   npm run poster-avif    # here, in tools/media
//
// Reads every public/media/video/<film>-poster.jpg (the full-quality first frame the film
// generators write) and writes <film>-poster.avif beside it, 960×540 like the others
// (overwriting, so re-running is safe; one encoder thread keeps the output byte-identical).
// The `<video poster>` attribute takes one file and keeps the WebP.
//
// Needs ffmpeg with libaom-av1 and the avif muxer.
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { canEncodeAvif, kb, root, run } from './render-kit.mjs';

const videoDir = join(root, 'public', 'media', 'video');
/** The constant quality: at 30 the drawn posters show no difference from their WebP at a glance. */
const AVIF_CRF = 30;

if (!canEncodeAvif()) {
  console.error('generate-poster-avif: this ffmpeg has no libaom-av1 encoder or no avif muxer. Install it with:  apt-get install -y ffmpeg');
  process.exit(1);
}

const posters = readdirSync(videoDir)
  .filter((name) => name.endsWith('-poster.jpg'))
  .sort();
for (const jpg of posters) {
  const source = join(videoDir, jpg);
  const avif = source.replace(/\.jpg$/, '.avif');
  const webp = source.replace(/\.jpg$/, '.webp');
  run('ffmpeg', [
    '-y',
    '-v',
    'error',
    '-i',
    source,
    '-c:v',
    'libaom-av1',
    '-still-picture',
    '1',
    '-crf',
    String(AVIF_CRF),
    '-b:v',
    '0',
    '-cpu-used',
    '4',
    '-pix_fmt',
    'yuv420p',
    '-threads',
    '1',
    avif,
  ]);
  console.log(`${relative(root, avif)}  ${kb(statSync(avif).size)}  (WebP ${kb(statSync(webp).size)})`);
}
