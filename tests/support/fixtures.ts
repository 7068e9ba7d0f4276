import { test as base, expect, type BrowserContext, type ConsoleMessage, type Page } from '@playwright/test';
import { createConsentRecord, type ConsentChoice } from '../../src/platform/consent/model/consent-record';
import { consentStorageKey } from '../../src/platform/consent/model/stored-data';
import { nextBuild } from './next-build';

export { expect } from '@playwright/test';
export { expectNoAxeFindings, expectNoSeriousAxeFindings } from './axe';
export {
  analyticsEvents,
  nextFrames,
  openHydrated,
  stayOnPage,
  untilArrived,
  untilLoadedAndIdle,
  waitForHydration,
  watchForeignRequests,
  type DataLayerEntry,
} from './page';

/**
 * `E2E_SLOW_CODE_MS=300`: every script a page asks for (not the service worker's own fetches)
 * arrives that much later. Off by default; a run with it finds the journeys that race the page's
 * code, which a busy CI machine finds one at a time.
 */
const slowCodeMs = Number(process.env.E2E_SLOW_CODE_MS ?? 0) || 0;

/** The control of every experiment, as `?<key>=0` would force it. */
export const controlVariations = { 'shop-page': 0, 'landing-page': 0, 'banner-layout': 0 } as const;

/** "Nur notwendige": a visitor who decided and allowed nothing optional. */
export const necessaryOnly: ConsentChoice = { statistics: false, marketing: false };

/** The record the dialog stores, for pre-seeding a browser profile (docs/testing.md). */
export function consentRecordJson(choice: ConsentChoice): string {
  return JSON.stringify(createConsentRecord(choice, new Date()));
}

/**
 * What went wrong in the pages of a journey: console errors, hydration warnings, uncaught errors
 * and Content Security Policy violations. Every journey fails on them when it ends.
 */
export interface Problems {
  /** Also watches a context or page the journey opened itself (its own profile, a second visitor). */
  watch(target: BrowserContext | Page): void;
  /** Accepts matching console errors for the rest of this journey: a failure it provokes on purpose. */
  allow(pattern: RegExp): void;
}

interface JourneyOptions {
  consent: ConsentChoice | null;
  forceControl: boolean;
  expectedCspViolation: RegExp | null;
  allowedProblems: RegExp[];
}

/**
 * A 404 that is not the site's doing: a page answered with 404 on purpose (Chromium reports its
 * own document as a failed resource), or the icon the browser asks for by itself on a page of
 * another origin that names none (the mock server's stand-in PayPal page).
 */
function isExpectedNotFound(message: ConsoleMessage, siteOrigin: string): boolean {
  if (!/ status of 404\b/.test(message.text())) return false;
  const where = message.location().url;
  if (where !== '' && where === message.page()?.url()) return true;
  return where.endsWith('/favicon.ico') && new URL(where).origin !== siteOrigin;
}

/**
 * Journeys meet a visitor who already answered the consent dialog ("Nur notwendige" unless a spec
 * asks for another `consent`, or `null` for a new visitor) and sees the control of every
 * experiment, like a tester who forced them (`forceControl: false` meets real assignments): `/`
 * stays the home page, `/shop` the shop, the default banner shows.
 *
 * Every journey fails on a console error, a hydration warning, an uncaught error or a Content
 * Security Policy violation in any page of its context (`problems`, on for every journey). A
 * journey that provokes one on purpose says which: `allowedProblems` for a whole file or group,
 * `problems.allow(…)` from the point where it starts, `expectedCspViolation` for the policy.
 */
export const test = base.extend<JourneyOptions & { problems: Problems }, { nextBuild: string }>({
  // The second build (tests/support/next-build.ts), once per worker; making it may take minutes.
  // Playwright reads a fixture's dependencies from the pattern of its first parameter: none here.
  // eslint-disable-next-line no-empty-pattern
  nextBuild: [async ({}, provide) => provide(await nextBuild()), { scope: 'worker', timeout: 600_000 }],
  consent: [necessaryOnly, { option: true }],
  forceControl: [true, { option: true }],
  // A journey that feeds the page hostile markup on purpose expects the policy to stop it.
  expectedCspViolation: [null, { option: true }],
  allowedProblems: [[], { option: true }],
  page: async ({ page }, provide) => {
    // Registered first, so a journey's own routes for the same files come before it.
    if (slowCodeMs > 0) {
      await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, slowCodeMs));
        await route.fallback();
      });
    }
    await provide(page);
  },
  context: async ({ context, consent, forceControl }, provide) => {
    await context.addInitScript(
      ({ forced, key, record }) => {
        try {
          if (forced && !window.sessionStorage.getItem('lumi:forced-variations'))
            window.sessionStorage.setItem('lumi:forced-variations', JSON.stringify(forced));
          if (record && !window.localStorage.getItem(key)) window.localStorage.setItem(key, record);
        } catch {
          // Storage blocked: the page decides as it would for any visitor.
        }
      },
      { forced: forceControl ? controlVariations : null, key: consentStorageKey, record: consent ? consentRecordJson(consent) : null },
    );
    await provide(context);
  },
  problems: [
    async ({ context, baseURL, expectedCspViolation, allowedProblems }, provide) => {
      const siteOrigin = baseURL ? new URL(baseURL).origin : '';
      const allowed = [...allowedProblems];
      const violations: string[] = [];
      const found: string[] = [];
      const onConsole = (message: ConsoleMessage) => {
        const text = message.text();
        const where = message.location().url || message.page()?.url() || '';
        // Every journey runs under the production headers: a page the policy had to stop fails it.
        if (/Content Security Policy/i.test(text)) {
          if (!expectedCspViolation?.test(text)) violations.push(`${where}: ${text}`);
          return;
        }
        if (message.type() !== 'error' && !/hydrat/i.test(text)) return;
        if (message.type() === 'error' && isExpectedNotFound(message, siteOrigin)) return;
        const problem = `${message.type()}: ${text} (${where})`;
        if (!allowed.some((pattern) => pattern.test(problem))) found.push(problem);
      };
      const onPageError = (error: Error) => {
        const problem = `pageerror: ${error.message}`;
        if (!allowed.some((pattern) => pattern.test(problem))) found.push(problem);
      };
      const watched = new Set<BrowserContext | Page>();
      const problems: Problems = {
        watch(target) {
          if (watched.has(target)) return;
          watched.add(target);
          target.on('console', onConsole);
          if ('pages' in target) target.on('weberror', (webError) => onPageError(webError.error()));
          else target.on('pageerror', onPageError);
        },
        allow(pattern) {
          allowed.push(pattern);
        },
      };
      problems.watch(context);
      await provide(problems);
      expect(violations, 'Content Security Policy violations').toEqual([]);
      expect(found, 'console errors, hydration warnings and uncaught errors').toEqual([]);
    },
    { auto: true },
  ],
});
