#!/usr/bin/env node
// How long a visitor on a slow phone waits until a page's main control answers: the prerendered
// page paints early, but the field or button does nothing useful until React has hydrated it.
// Serves an existing build compressed (as a host does) and loads each page cold in Chromium with
// a throttled CPU and network, several times; prints the medians against the budgets.
// Usage: npm run bench:live [-- --strict] [-- --json <file>]   (after `npm run build`)
// Env: DIST_DIR (build folder, default dist), BENCH_RUNS (runs per page, default 3), BENCH_PORT.
// Runs through tsx: it reuses the TypeScript static server and the consent record of the site.
/* global window, document, Element */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { createConsentRecord, noConsent } from '../../src/platform/consent/model/consent-record.ts';
import { consentStorageKey } from '../../src/platform/consent/model/stored-data.ts';
import { chromiumArgs, ensureChromium } from '../chromium.mjs';
import { startStaticServer } from '../serve.ts';
import { formatTable, formatTapTable, isJavaScript, jsTotals, overBudget, summarize, summarizeTaps, tapsOverBudget } from './live-report.ts';

/**
 * Each page with the control a visitor reaches for first. The selectors lean on what the markup
 * promises anyway (form field names the CRM reads, ARIA wiring, data attributes of the plan
 * cards), not on generated class names.
 */
const pages = [
  // The hero's e-mail field of the info-package form (the page has two more further down).
  { path: '/', control: 'section[aria-labelledby="home-heading"] input[type="email"]' },
  { path: '/infopaket', control: 'input[name="VORNAME"]' },
  // The first plan's "… wählen" button.
  { path: '/shop', control: '[data-plan-card] a[href^="/checkout"]' },
  // Articles have their call to action at the very end; on a phone the menu button is the control
  // that is dead without script.
  { path: '/blog/wege-aus-der-einsamkeit', control: 'header button[aria-controls="mobile-menu"]' },
];

/**
 * What a visitor does right after the first paint, and what should happen. The tap is made as soon
 * as the page has painted (after typing the e-mail where there is one), so on a slow phone it
 * comes before the page is live: the pre-paint runtime holds it and the app replays it.
 */
const benchEmail = 'bench@example.com';
const tapJourneys = [
  {
    path: '/',
    tap: 'hero e-mail typed, "Infopaket bestellen" tapped',
    effect: 'info-package dialog open with the e-mail',
    field: 'section[aria-labelledby="home-heading"] input[type="email"]',
    control: 'section[aria-labelledby="home-heading"] button[type="submit"]',
    effectSelector: 'dialog[open] input[name="EMAIL"]',
    effectValue: benchEmail,
  },
  {
    path: '/blog/wege-aus-der-einsamkeit',
    tap: 'menu button tapped',
    effect: 'menu open',
    control: 'header button[aria-controls="mobile-menu"]',
    effectSelector: '#mobile-menu:not([hidden])',
    effectValue: null,
  },
];

/** How long after the tap its effect may come before the tap counts as lost (the runtime drops a held tap after 20 s). */
const tapTimeoutMs = 25_000;

/** A mid-range Android phone on a slow mobile line (the profile Lighthouse calls "mobile"). */
const phone = {
  cpuSlowdown: 4,
  network: { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 },
  context: {
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    // The site picks phone behaviour (tap to call) from the user agent.
    userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
    // Cold runs: no service worker. A returning visitor's would serve everything from its cache;
    // the repeat runs measure that.
    serviceWorkers: 'block',
  },
};

/** The control variation of every experiment, as the browser tests force them: runs stay comparable. */
const controlVariations = { 'shop-page': 0, 'landing-page': 0, 'banner-layout': 0 };

/** How long a control may take before the run calls it "never". */
const liveTimeoutMs = 60_000;
/** Network idle: no request (but media, which streams on) for this long … */
const quietMs = 1000;
/** … or give up waiting after this long and take what has arrived. */
const settleTimeoutMs = 30_000;

/**
 * Runs in the page before any of its scripts. Seeds the visitor's decisions (consent given, the
 * control of every experiment) so no dialog covers the page, and polls for the moment React has
 * hydrated the control: React puts an own `__reactProps$…` key on every element it hydrated.
 * Polling by timer rather than observing: the timer fires only when the main thread is free, and
 * that is when a tap would be answered.
 */
function pageProbe({ control, effect, consentKey, consentRecord, forcedVariations, timeoutMs }) {
  try {
    window.localStorage.setItem(consentKey, consentRecord);
    window.sessionStorage.setItem('lumi:forced-variations', forcedVariations);
  } catch {
    // Storage blocked: the run shows what such a visitor gets.
  }
  if (window !== window.top) return;
  // No entry may drop out of the count, however much a page loads (the default keeps 250).
  window.performance.setResourceTimingBufferSize(1000);
  const hydrated = (element) => element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps$'));
  // A tap journey: when the visitor's tap on the control came (before anything of the page sees it) and when its effect showed.
  if (effect) {
    window.addEventListener(
      'click',
      (event) => {
        if (event.isTrusted && window.__tapAt === undefined && event.target instanceof Element && event.target.closest(control))
          window.__tapAt = window.performance.now();
      },
      true,
    );
  }
  const effectShown = () => {
    const element = document.querySelector(effect.selector);
    return element !== null && (effect.value === null || element.value === effect.value);
  };
  const poll = () => {
    const now = window.performance.now();
    if (window.__hydratedAt === undefined && document.documentElement?.dataset.hydrated === 'true') window.__hydratedAt = now;
    if (window.__liveAt === undefined && hydrated(document.querySelector(control))) window.__liveAt = now;
    if (effect && window.__effectAt === undefined && effectShown()) window.__effectAt = now;
    // Kept on until the whole app reports hydration too, for the JSON's `hydratedMs`.
    const waiting = window.__liveAt === undefined || window.__hydratedAt === undefined || (effect && window.__effectAt === undefined);
    if (waiting && now < timeoutMs) setTimeout(poll, 10);
  };
  poll();
}

/** Follows the page's requests over CDP, to tell when its network has gone quiet. */
function followRequests(cdp) {
  const inFlight = new Set();
  let lastChange = Date.now();
  cdp.on('Network.requestWillBeSent', ({ requestId, type }) => {
    // A video keeps its range request open for as long as it plays.
    if (type !== 'Media') inFlight.add(requestId);
    lastChange = Date.now();
  });
  const finished = ({ requestId }) => {
    if (inFlight.delete(requestId)) lastChange = Date.now();
  };
  cdp.on('Network.loadingFinished', finished);
  cdp.on('Network.loadingFailed', finished);
  return {
    async quiet() {
      const giveUp = Date.now() + settleTimeoutMs;
      while (Date.now() < giveUp) {
        if (inFlight.size === 0 && Date.now() - lastChange >= quietMs) return true;
        await new Promise((done) => setTimeout(done, 100));
      }
      return false;
    },
  };
}

/** A browser context with the phone's screen and the probe in every page it opens. */
async function probedContext(browser, control, options = {}, effect = null) {
  const context = await browser.newContext({ ...phone.context, ...options });
  await context.addInitScript(pageProbe, {
    control,
    effect,
    consentKey: consentStorageKey,
    consentRecord: JSON.stringify(createConsentRecord(noConsent, new Date())),
    forcedVariations: JSON.stringify(controlVariations),
    timeoutMs: liveTimeoutMs,
  });
  return context;
}

/** A new tab on the slow phone (its CPU and line throttled), with its requests followed. */
async function slowPhonePage(context) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  await cdp.send('Network.emulateNetworkConditions', phone.network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: phone.cpuSlowdown });
  return { page, requests: followRequests(cdp) };
}

/** Opens the page in a new tab on the slow phone and waits until its control is live and its network quiet. */
async function loadOnSlowPhone(context, url) {
  const { page, requests } = await slowPhonePage(context);

  await page.goto(url, { waitUntil: 'load', timeout: liveTimeoutMs });
  // A control that never hydrates is a result ("never"), not a broken run.
  await page.waitForFunction(() => window.__liveAt !== undefined, null, { timeout: liveTimeoutMs, polling: 250 }).catch(() => {});
  // Chunks the page loads after hydration (sections further down, the experiments) count too.
  const settled = await requests.quiet();

  const measured = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0] ?? performance.getEntriesByName('first-paint')[0];
    const resources = performance
      .getEntriesByType('resource')
      .map(({ name, contentType, encodedBodySize, startTime, responseEnd }) => ({ name, contentType, encodedBodySize, startTime, responseEnd }));
    const servedByWorker = navigator.serviceWorker?.controller != null;
    return { firstPaintMs: paint?.startTime ?? null, liveMs: window.__liveAt ?? null, hydratedMs: window.__hydratedAt ?? null, servedByWorker, resources };
  });
  const { resources, ...times } = measured;
  return { ...times, resources, settled };
}

/** One cold load of one page: a fresh context (empty cache and storage, no service worker). */
async function measure(browser, origin, { path, control }) {
  const context = await probedContext(browser, control);
  try {
    const { resources, ...figures } = await loadOnSlowPhone(context, origin + path);
    const scripts = resources.filter(isJavaScript);
    return {
      ...figures,
      ...jsTotals(resources),
      scripts: scripts.map(({ name, encodedBodySize, startTime, responseEnd }) => ({
        url: new URL(name).pathname,
        bytes: encodedBodySize,
        startMs: Math.round(startTime),
        endMs: Math.round(responseEnd),
      })),
    };
  } finally {
    await context.close();
  }
}

/**
 * A returning visitor: a first visit at full speed installs the service worker, which stores the
 * site in its precache; then the page opens again in a new tab on the slow phone and the worker
 * serves it (as it would offline). The table shows when its control is live; the JSON has its first
 * paint too.
 */
async function measureRepeat(browser, origin, { path, control }) {
  const context = await probedContext(browser, control, { serviceWorkers: 'allow' });
  try {
    const first = await context.newPage();
    await first.goto(origin + path, { waitUntil: 'load', timeout: liveTimeoutMs });
    // The app registers the worker after hydration; `ready` settles once its precache is stored and it is active.
    await first.waitForFunction(() => navigator.serviceWorker?.ready.then(() => true), null, { timeout: liveTimeoutMs });
    await first.close();
    const repeat = await loadOnSlowPhone(context, origin + path);
    // A repeat visit the worker did not serve measured the network, not the worker: it counts as "never".
    return { repeatLiveMs: repeat.servedByWorker ? repeat.liveMs : null, repeatFirstPaintMs: repeat.firstPaintMs, repeatServedByWorker: repeat.servedByWorker };
  } finally {
    await context.close();
  }
}

/**
 * One cold load with a tap right after the first paint: types the e-mail where the journey has one,
 * taps the control, and waits for the effect (at most `tapTimeoutMs`; after that the tap is lost).
 */
async function measureTap(browser, origin, journey) {
  const context = await probedContext(browser, journey.control, {}, { selector: journey.effectSelector, value: journey.effectValue });
  try {
    const { page } = await slowPhonePage(context);
    await page.goto(origin + journey.path, { waitUntil: 'commit', timeout: liveTimeoutMs });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, { timeout: liveTimeoutMs, polling: 20 });
    // Taps by coordinates: a locator's checks take several round trips to the throttled page, and
    // the tap would come late. The control is brought into view first (the hero's button sits
    // below the first screen of a phone), and measured again after typing.
    const centre = (selector, scroll) =>
      page.evaluate(
        ({ selector, scroll }) => {
          const element = selector ? document.querySelector(selector) : null;
          if (!element) return null;
          if (scroll) element.scrollIntoView({ block: 'center' });
          const box = element.getBoundingClientRect();
          return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
        },
        { selector, scroll },
      );
    if (!(await centre(journey.control, true))) throw new Error(`${journey.path}: ${journey.control} is not on the page`);
    if (journey.field) {
      const field = await centre(journey.field, false);
      if (!field) throw new Error(`${journey.path}: ${journey.field} is not on the page`);
      await page.touchscreen.tap(field.x, field.y);
      await page.keyboard.insertText(journey.effectValue);
    }
    const control = await centre(journey.control, false);
    await page.touchscreen.tap(control.x, control.y);
    await page.waitForFunction(() => window.__effectAt !== undefined, null, { timeout: tapTimeoutMs, polling: 100 }).catch(() => {});
    return await page.evaluate(() => ({
      tapMs: window.__tapAt ?? null,
      hydratedMs: window.__hydratedAt ?? null,
      liveMs: window.__liveAt ?? null,
      effectMs: window.__effectAt ?? null,
    }));
  } finally {
    await context.close();
  }
}

/** `--strict` and `--json <file>` (or `--json=<file>`). */
function parseArguments(argv) {
  const options = { strict: false, json: 'node_modules/.cache/bench-live.json' };
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index];
    if (argument === '--strict') options.strict = true;
    else if (argument === '--json') options.json = argv[++index];
    else if (argument.startsWith('--json=')) options.json = argument.slice('--json='.length);
    else throw new Error(`Unknown argument ${argument}. Usage: npm run bench:live -- [--strict] [--json <file>]`);
  }
  if (!options.json) throw new Error('--json needs a file name');
  return options;
}

/** The static server on BENCH_PORT (default 4190), or on any free port when that one is taken. */
async function serve(root) {
  const port = Number(process.env.BENCH_PORT ?? 4190);
  try {
    return await startStaticServer({ root, port });
  } catch (error) {
    if (error?.code !== 'EADDRINUSE') throw error;
    console.warn(`Port ${port} is taken; serving on a free port instead.`);
    return startStaticServer({ root, port: 0 });
  }
}

const seconds = (ms) => (ms === null ? 'never' : `${(ms / 1000).toFixed(2)} s`);

async function main() {
  const options = parseArguments(process.argv.slice(2));
  const distDir = resolve(process.env.DIST_DIR ?? 'dist');
  if (!existsSync(join(distDir, 'index.html'))) {
    console.error(`No ${join(distDir, 'index.html')}: run npm run build first (or point DIST_DIR at a build).`);
    process.exitCode = 1;
    return;
  }
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`BENCH_RUNS must be a whole number ≥ 1, not ${process.env.BENCH_RUNS}`);

  const server = await serve(distDir);
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
  const results = pages.map((page) => ({ ...page, runs: [] }));
  const taps = tapJourneys.map((journey) => ({ ...journey, runs: [] }));
  try {
    console.info(`Serving ${distDir} at ${server.url}; ${runs} cold and ${runs} repeat runs per page on a slow phone (4× CPU, 1.6 Mbps/750 Kbps, 150 ms RTT).`);
    // Page after page within each round, so a burst of load on a shared machine hits every page alike.
    for (let run = 1; run <= runs; run += 1) {
      for (const result of results) {
        const figures = { ...(await measure(browser, server.url, result)), ...(await measureRepeat(browser, server.url, result)) };
        result.runs.push(figures);
        const note = `${figures.settled ? '' : ' (network never went quiet)'}${figures.repeatServedByWorker ? '' : ' (the repeat visit was not served by the service worker)'}`;
        console.info(
          `  run ${run}/${runs} ${result.path}: paint ${seconds(figures.firstPaintMs)}, live ${seconds(figures.liveMs)}, JS ${(figures.jsBytes / 1024).toFixed(1)} KB in ${figures.jsRequests} requests, live on a repeat visit ${seconds(figures.repeatLiveMs)}${note}`,
        );
      }
      for (const journey of taps) {
        const tap = await measureTap(browser, server.url, journey);
        journey.runs.push(tap);
        const effect = tap.effectMs === null ? 'never (lost)' : seconds(tap.effectMs);
        console.info(`  run ${run}/${runs} ${journey.path} tap: tapped ${seconds(tap.tapMs)}, live ${seconds(tap.hydratedMs)}, ${journey.effect} ${effect}`);
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }

  const summaries = results.map(({ path, control, runs: pageRuns }) => ({ path, control, summary: summarize(pageRuns), runs: pageRuns }));
  console.info(`\n${formatTable(summaries, runs)}`);
  const tapSummaries = taps.map(({ path, tap, effect, runs: tapRuns }) => ({ path, tap, effect, summary: summarizeTaps(tapRuns), runs: tapRuns }));
  console.info(`\n${formatTapTable(tapSummaries, runs)}`);

  const file = resolve(options.json);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(
    file,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), distDir, runsPerPage: runs, profile: phone, pages: summaries, taps: tapSummaries }, null, 2)}\n`,
  );
  console.info(`\nResults: ${file}`);

  const over = summaries.some(({ summary }) => overBudget(summary).length > 0) || tapSummaries.some(({ summary }) => tapsOverBudget(summary).length > 0);
  if (options.strict && over) {
    console.error('Over budget (--strict).');
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
