// Shared tools for the media scripts that draw with Chromium and encode with ffmpeg:
// generate-device-images.mjs and generate-feature-videos.mjs. generate-device-video.mjs keeps
// its own copy so that its output never changes.
//
// Chromium only rasterises SVG markup; everything that is drawn comes from lumi-art.mjs.
/* global document */ // used only inside page.evaluate, which runs in the browser
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export function run(cmd, args) {
  const result = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')}\n${result.stderr.slice(-2000)}`);
  return result.stdout;
}

/** Exits with a clear message when Chromium or ffmpeg is missing. */
export function requireTools(name) {
  if (spawnSync('ffmpeg', ['-version']).error || spawnSync('ffprobe', ['-version']).error) {
    console.error(`${name}: ffmpeg not found. Install it with:  apt-get install -y ffmpeg`);
    process.exit(1);
  }
  if (!existsSync(CHROMIUM)) {
    console.error(`${name}: Chromium not found at ${CHROMIUM}. Install it with:  apt-get install -y chromium  (or set CHROME_PATH)`);
    process.exit(1);
  }
}

/** True when this ffmpeg can write AVIF stills (an AV1 encoder and the avif muxer). */
export function canEncodeAvif() {
  const enc = spawnSync('ffmpeg', ['-hide_banner', '-encoders'], { encoding: 'utf8' }).stdout ?? '';
  const mux = spawnSync('ffmpeg', ['-hide_banner', '-muxers'], { encoding: 'utf8' }).stdout ?? '';
  return /\blibaom-av1\b/.test(enc) && /\bavif\b/.test(mux);
}

/** Atkinson Hyperlegible (the site's font), embedded so frames need no server. */
function fontFaces() {
  const dir = join(root, 'node_modules', '@fontsource', 'atkinson-hyperlegible', 'files');
  return [400, 700]
    .map((w) => {
      const file = join(dir, `atkinson-hyperlegible-latin-${w}-normal.woff2`);
      if (!existsSync(file)) return '';
      return `@font-face{font-family:"Atkinson Hyperlegible";font-weight:${w};src:url(data:font/woff2;base64,${readFileSync(file).toString('base64')}) format("woff2")}`;
    })
    .join('');
}

/**
 * Opens one Chromium page of the given size. `draw(svg, path)` renders an SVG string to a PNG.
 * Call `close()` when done.
 */
export async function openStage(width, height) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  await page.setContent(
    `<!doctype html><html><head><style>${fontFaces()}html,body{margin:0;overflow:hidden;background:#fff}svg{display:block}` +
      `.warm{position:absolute;opacity:0;font-family:"Atkinson Hyperlegible"}</style></head>` +
      `<body><span class="warm" style="font-weight:400">Aa 0:9</span><span class="warm" style="font-weight:700">Aa 0:9</span><div id="stage"></div></body></html>`,
  );
  // The fonts must be ready before the first picture, or it would use a fallback.
  await page.evaluate(() => document.fonts.ready);
  return {
    page,
    async draw(svg, path) {
      await page.evaluate((markup) => {
        document.getElementById('stage').innerHTML = markup;
      }, svg);
      await page.screenshot({ path, type: 'png' });
    },
    close: () => browser.close(),
  };
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
