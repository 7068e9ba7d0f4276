#!/usr/bin/env node
// Full-page screenshots from an existing build (dist/, or DIST_DIR) into docs/screenshots/, as
// JPEG to keep the repository small: /, /shop and /leichte-sprache at phone and desktop width, light
// and dark, and those and /infopaket on a phone whose browser text size is set to 32 px (twice the default,
// set in the browser profile as a visitor sets it). Run `npm run build` first.
/* global document, window, CSSStyleSheet -- the page.evaluate callbacks run in the browser */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumArgs, ensureDesktopChromium } from './chromium.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = resolve(process.env.DIST_DIR ?? join(repo, 'dist'));
const outDir = join(repo, 'docs/screenshots');

// The query strings force the control of each A/B experiment: no redirect to a variant page, and
// the same banner in every run (`banner-layout` otherwise differs per random visitor).
const home = { name: 'home', path: '/', query: '?landing-page=0&banner-layout=0' };
const shop = { name: 'shop', path: '/shop', query: '?shop-page=0&banner-layout=0' };
const infoPackage = { name: 'infopaket', path: '/infopaket', query: '?banner-layout=0' };
const easyRead = { name: 'leichte-sprache', path: '/leichte-sprache', query: '?banner-layout=0' };
const pages = [home, shop, easyRead];
const largeTextPages = [home, infoPackage, shop, easyRead];
const largeTextSize = 32;
/** At 32 px text a whole page runs past what a JPEG can hold; the first six screens show the layout. */
const largeTextScreens = 6;

// 390 stands for a phone; scale 1 on both keeps the files small.
const viewports = [
  { width: 390, context: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true } },
  { width: 1280, context: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false } },
];

const schemes = ['light', 'dark'];

/** Starts scripts/serve.ts on a free loopback port (PORT=0) and resolves with its URL. */
function startServer() {
  const child = spawn(process.execPath, ['--import', 'tsx', join(repo, 'scripts/serve.ts')], {
    env: { ...process.env, PORT: '0', DIST_DIR: distDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolveStart, reject) => {
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error('the static server printed no "served at" line within 15 s'));
    }, 15_000);
    let stdout = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      const match = /served at (http:\/\/\S+)/.exec(stdout);
      if (match) {
        clearTimeout(timer);
        resolveStart({ url: match[1], child });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the static server exited (${code}) before it was ready\n${stderr}`));
    });
  });
}

function stopServer(child) {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}

/** Renders the whole page as a visitor who scrolled to the end sees it, then returns to the top. */
async function renderWholePage(page) {
  // Home sections use `content-visibility: auto`: Chromium leaves sections outside the viewport
  // unpainted even in a full-page capture. The site's print style does the same as this.
  // A constructed stylesheet: the site's policy refuses a <style> element that is not its own.
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('* { content-visibility: visible !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
  await page.evaluate(() => {
    for (const image of document.querySelectorAll('img[loading="lazy"]')) image.loading = 'eager';
  });
  // Scrolling too, for content that appears through an IntersectionObserver rather than `loading`.
  await page.evaluate(async () => {
    const step = Math.max(200, Math.floor(window.innerHeight * 0.8));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((done) => setTimeout(done, 100));
    }
  });
  await page.waitForFunction(() => [...document.images].every((image) => image.complete), undefined, { timeout: 20_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState('networkidle');
}

/** The version of today's consent dialog text, read from its one source (a record of another version asks again). */
const consentVersion = Number(
  /export const consentVersion = (\d+);/.exec(readFileSync(join(repo, 'src/platform/consent/model/consent-record.ts'), 'utf8'))?.[1],
);
if (!Number.isInteger(consentVersion)) throw new Error('consentVersion not found in src/platform/consent/model/consent-record.ts');

/** A visitor who already answered the consent dialog (only necessary storage), so it covers nothing. */
const consentRecord = JSON.stringify({
  version: consentVersion,
  decidedAt: new Date().toISOString(),
  categories: { necessary: true, statistics: false, marketing: false },
});

/** Set before any page script runs, so the pre-paint script and Mantine read them on the first load. */
async function prepare(context, scheme) {
  await context.addInitScript(
    ({ value, consent }) => {
      window.localStorage.setItem('lumi:color-scheme', JSON.stringify(value));
      window.localStorage.setItem('lumi:consent', consent);
    },
    { value: scheme, consent: consentRecord },
  );
}

async function shoot(browser, baseUrl, viewport, scheme) {
  const context = await browser.newContext({
    ...viewport.context,
    colorScheme: scheme,
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
  await prepare(context, scheme);
  try {
    return await shootPages(context, baseUrl, pages, `${viewport.width}-${scheme}`, scheme);
  } finally {
    await context.close();
  }
}

/** The phone with the browser's text size at 32 px: a profile preference, not a CSS zoom. */
async function shootLargeText(executablePath, baseUrl) {
  const profile = mkdtempSync(join(tmpdir(), 'lumi-screenshots-'));
  mkdirSync(join(profile, 'Default'), { recursive: true });
  writeFileSync(join(profile, 'Default', 'Preferences'), JSON.stringify({ webkit: { webprefs: { default_font_size: largeTextSize } } }));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    args: chromiumArgs,
    ...viewports[0].context,
    colorScheme: 'light',
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
  await prepare(context, 'light');
  try {
    return await shootPages(context, baseUrl, largeTextPages, `390-text-${largeTextSize}px`, 'light', largeTextScreens);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

async function shootPages(context, baseUrl, targets, suffix, scheme, screens = Infinity) {
  const files = [];
  {
    for (const target of targets) {
      const page = await context.newPage();
      await page.goto(`${baseUrl}${target.path}${target.query}`, { waitUntil: 'networkidle' });
      const landed = new URL(page.url()).pathname;
      if (landed !== target.path) throw new Error(`${target.path}${target.query} ended on ${landed}, not the control page`);
      await page.waitForFunction(() => document.documentElement.dataset.experiments === 'ready', undefined, { timeout: 15_000 });
      await page.evaluate(() => document.fonts.ready);
      const shown = await page.getAttribute('html', 'data-mantine-color-scheme');
      if (shown !== scheme) throw new Error(`${target.path} (${suffix}) shows colour scheme "${shown}", expected "${scheme}"`);
      await renderWholePage(page);
      await page.evaluate(() => document.fonts.ready);
      const file = join(outDir, `${target.name}-${suffix}.jpg`);
      const { width, height } = page.viewportSize();
      const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
      const clip = { x: 0, y: 0, width, height: Math.min(pageHeight, height * screens) };
      await page.screenshot({ path: file, type: 'jpeg', quality: 60, fullPage: true, clip, animations: 'disabled' });
      files.push(file);
      await page.close();
    }
  }
  return files;
}

if (!existsSync(join(distDir, 'index.html'))) {
  console.error(`No build found: ${join(distDir, 'index.html')} is missing. Run \`npm run build\` first.`);
  process.exit(1);
}

mkdirSync(outDir, { recursive: true });
// The desktop browser: the large-text shots need its profile settings, and every shot comes from one browser.
const executablePath = ensureDesktopChromium();
const { url, child } = await startServer();
console.log(`Serving ${relative(repo, distDir) || distDir} at ${url}`);
let browser;
try {
  browser = await chromium.launch({ executablePath, args: chromiumArgs });
  const files = [];
  for (const viewport of viewports) {
    for (const scheme of schemes) files.push(...(await shoot(browser, url, viewport, scheme)));
  }
  files.push(...(await shootLargeText(executablePath, url)));
  for (const file of files) console.log(`${relative(repo, file)}  ${Math.round(statSync(file).size / 1024)} KB`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await browser?.close();
  await stopServer(child);
}
