#!/usr/bin/env node
// Makes the web app manifest's images: the app icons and the two install screenshots.
//
//   npx vite build                              # the screenshots show the built site
//   npm run pwa-assets   (in tools/media; the server that applies the production headers is TypeScript)
//
// Icons are drawn here as SVG from the favicon's mark (a smiling screen on a stand, see
// public/favicon.svg) and rasterised by Chromium, so no image library is needed and the
// result is the same on every machine that has Debian's chromium. The screenshots are taken
// of the real built site (dist/) so the install dialog shows what people actually get.
//
// Writes (overwriting, so re-running is safe):
//   public/icons/icon-192.png, icon-512.png      purpose "any": rounded teal tile
//   public/icons/icon-maskable-512.png           purpose "maskable": full-bleed teal
//   public/icons/apple-touch-icon.png            180×180, opaque (iOS shows black for alpha)
//   public/screenshots/narrow.png                540×1200, form_factor "narrow"
//   public/screenshots/wide.png                  1280×800,  form_factor "wide"
/* global document */ // used only inside page.evaluate, which runs in the browser
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const iconsDir = join(root, 'public', 'icons');
const shotsDir = join(root, 'public', 'screenshots');
const distIndex = join(root, 'dist', 'index.html');

const BRAND = {
  teal: '#0b6674',
  tealDeep: '#08525d',
  tealLight: '#13818f',
  cream: '#fbf8f2',
  coral: '#e65a2e',
};

function fail(message) {
  console.error(`generate-pwa-assets: ${message}`);
  process.exit(1);
}

// ---------------------------------------------------------------- the mark
// The favicon's mark lives in a 32×32 box: a 28×21 screen (x 2–30, y 3–24) with eyes and a
// smile cut out, above an 18×4 stand bar (y 26–30). Its ink spans x 2–30, y 3–30, so its
// visual centre is (16, 16.5). The cut-outs are a mask, so whatever is behind the mark shows
// through the face, exactly as in the favicon.
const MARK_CENTRE = { x: 16, y: 16.5 };

/** The mark in `color`, scaled by `scale` and centred on (cx, cy) of the icon canvas. */
function mark({ cx, cy, scale, color, id }) {
  const tx = cx - MARK_CENTRE.x * scale;
  const ty = cy - MARK_CENTRE.y * scale;
  return (
    `<mask id="${id}" maskUnits="userSpaceOnUse" x="0" y="0" width="32" height="32">` +
    `<rect width="32" height="32" fill="#fff"/>` +
    `<circle cx="11.5" cy="11.5" r="2" fill="#000"/><circle cx="20.5" cy="11.5" r="2" fill="#000"/>` +
    `<path d="M10 16.5Q16 22 22 16.5" fill="none" stroke="#000" stroke-width="2.6" stroke-linecap="round"/>` +
    `</mask>` +
    `<g transform="translate(${tx} ${ty}) scale(${scale})">` +
    `<rect x="2" y="3" width="28" height="21" rx="5" fill="${color}" mask="url(#${id})"/>` +
    `<rect x="7" y="26" width="18" height="4" rx="2" fill="${color}"/>` +
    `</g>`
  );
}

/** A small coral glow above the screen: the "light" in Lumi, and a warm accent. */
function spark({ cx, cy, r }) {
  // Four-pointed sparkle, drawn around its own origin.
  const d = `M0 ${-r}Q${r * 0.14} ${-r * 0.14} ${r} 0Q${r * 0.14} ${r * 0.14} 0 ${r}Q${-r * 0.14} ${r * 0.14} ${-r} 0Q${-r * 0.14} ${-r * 0.14} 0 ${-r}Z`;
  return `<path transform="translate(${cx} ${cy})" d="${d}" fill="${BRAND.coral}"/>`;
}

/**
 * One icon as SVG. `tile` is "rounded" (transparent corners, for purpose "any") or "full"
 * (every pixel painted: maskable and Apple icons). `markWidth` is the mark's width as a
 * share of the canvas.
 */
function iconSvg({ size, tile, markWidth }) {
  const s = size;
  const scale = (s * markWidth) / 28; // the mark is 28 units wide
  const background =
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${BRAND.tealLight}"/><stop offset="1" stop-color="${BRAND.teal}"/></linearGradient>`;
  const tileShape =
    tile === 'rounded' ? `<rect width="${s}" height="${s}" rx="${s * 0.22}" fill="url(#bg)"/>` : `<rect width="${s}" height="${s}" fill="url(#bg)"/>`;
  const cx = s / 2;
  const cy = s / 2 + scale * 0.6; // nudged down a touch to leave room for the spark
  const sparkR = scale * 2.6;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">` +
    `<defs>${background}</defs>` +
    tileShape +
    mark({ cx, cy, scale, color: BRAND.cream, id: 'face' }) +
    // top-right corner of the screen, a little outside it
    spark({ cx: cx + 14 * scale, cy: cy - 14.3 * scale, r: sparkR }) +
    `</svg>`
  );
}

// The maskable safe zone is the centred circle with radius 40 % of the icon. The mark's
// farthest point from its centre (a screen corner, ignoring its rounding) is about
// 19.5 units away and the spark reaches ~23.5 units, so a mark width of 0.46 keeps
// everything inside: 0.46 × 512 / 28 × 23.5 ≈ 198 px < 204.8 px.
const ICONS = [
  { file: 'icon-192.png', size: 192, tile: 'rounded', markWidth: 0.6, transparent: true },
  { file: 'icon-512.png', size: 512, tile: 'rounded', markWidth: 0.6, transparent: true },
  { file: 'icon-maskable-512.png', size: 512, tile: 'full', markWidth: 0.46, transparent: false },
  { file: 'apple-touch-icon.png', size: 180, tile: 'full', markWidth: 0.56, transparent: false },
];

const SCREENSHOTS = [
  { file: 'narrow.png', width: 540, height: 1200 },
  { file: 'wide.png', width: 1280, height: 800 },
];

// ---------------------------------------------------------------- rendering
async function renderIcons(browser) {
  mkdirSync(iconsDir, { recursive: true });
  const written = [];
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size }, deviceScaleFactor: 1 });
    const svg = iconSvg(icon);
    await page.setContent(
      `<!doctype html><html><head><style>html,body{margin:0;background:transparent}svg{display:block}</style></head><body>${svg}</body></html>`,
    );
    const path = join(iconsDir, icon.file);
    await page.screenshot({ path, omitBackground: icon.transparent, type: 'png' });
    await page.close();
    written.push({ path, width: icon.size, height: icon.size });
  }
  return written;
}

async function renderScreenshots(browser) {
  const { startStaticServer } = await import('../../scripts/serve.ts');
  const server = await startStaticServer({ port: 0 });
  mkdirSync(shotsDir, { recursive: true });
  const written = [];
  try {
    for (const shot of SCREENSHOTS) {
      const context = await browser.newContext({
        viewport: { width: shot.width, height: shot.height },
        deviceScaleFactor: 1,
        locale: 'de-DE',
        colorScheme: 'light',
        // Still frames: no half-finished transitions in the picture.
        reducedMotion: 'reduce',
        // A fresh install would show the page before any service worker takes over.
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      // Only the local site: anything external (analytics, feature flags) would stall
      // offline and is not part of what the screenshot should show.
      await page.route(/^https?:\/\//, (route) => (route.request().url().startsWith(server.url) ? route.continue() : route.abort()));
      // The control of every experiment: the store listing shows the home page, not a test variant.
      await page.addInitScript(() =>
        sessionStorage.setItem('lumi:forced-variations', JSON.stringify({ 'landing-page': 0, 'banner-layout': 0, 'shop-page': 0 })),
      );
      const response = await page.goto(`${server.url}/`, { waitUntil: 'load', timeout: 30_000 });
      if (!response || !response.ok()) throw new Error(`GET / answered ${response?.status() ?? 'nothing'}`);
      await page.evaluate(() => document.fonts.ready);
      // A status banner ("cannot be ordered right now") is news for today's visitors, not a
      // picture of the app: close it, the way a visitor can, so the store listing ages well.
      const bannerClose = page.locator('[data-banner] button:visible');
      if (await bannerClose.count()) await bannerClose.first().click();
      // Lazy images below the fold do not matter; those in view should have arrived.
      await page
        .waitForFunction(() => [...document.images].every((img) => img.complete || img.loading === 'lazy'), null, {
          timeout: 10_000,
        })
        .catch(() => {});
      await page.waitForTimeout(300);
      const path = join(shotsDir, shot.file);
      await page.screenshot({ path, type: 'png', fullPage: false, animations: 'disabled', caret: 'hide' });
      await context.close();
      written.push({ path, width: shot.width, height: shot.height });
    }
  } finally {
    await server.close();
  }
  return written;
}

// ---------------------------------------------------------------- main
if (!existsSync(CHROMIUM)) {
  fail(`Chromium not found at ${CHROMIUM}. Install it with:  apt-get install -y chromium  (or set CHROME_PATH)`);
}
// Fail before launching anything when the screenshots cannot be taken.
if (!existsSync(distIndex)) {
  fail('dist/index.html not found. Build the site first with:  npx vite build');
}

const { chromium } = await import('playwright-core');
let browser;
let failure;
try {
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const written = [...(await renderIcons(browser)), ...(await renderScreenshots(browser))];
  for (const { path, width, height } of written) {
    const kb = (statSync(path).size / 1024).toFixed(1);
    console.log(`${kb.padStart(7)} KB  ${`${width}×${height}`.padEnd(10)}  ${relative(root, path)}`);
  }
} catch (error) {
  failure = error;
} finally {
  await browser?.close();
}
if (failure) fail(failure instanceof Error ? (failure.stack ?? failure.message) : String(failure));
