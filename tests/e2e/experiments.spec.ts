import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { evalFeature, type FeatureDefinition } from '../../experiments/rules/evaluate';
import { expectedPages } from '../support/expected-pages';
import { asVisitor, decided, experimentsReady, exposures } from '../support/experiments';
import { expect, nextFrames, test, waitForHydration } from '../support/fixtures';

// This file meets real assignments and new visitors with the bundled payload: nothing forced, no
// decision pre-seeded. A visitor is assigned only with consent to statistics and experiments
// (`asVisitor`). Journeys with a remote GrowthBook: experiments-growthbook.spec.ts.
test.use({ consent: null, forceControl: false });

const payload = JSON.parse(readFileSync(join(import.meta.dirname, '../../experiments/payload.json'), 'utf8')) as {
  features: Record<string, { rules: Array<{ weights: number[] }> }>;
};
const headingOf = (path: string) => expectedPages().find((page) => page.path === path)?.heading ?? '';
/** A visitor id the bundled payload assigns to `value` of experiment `key` (it targets by the id alone). */
function visitorAssignedTo(key: string, value: string): string {
  for (let index = 0; index < 10_000; index += 1) {
    const id = `e2e-visitor-${key}-${index}`;
    if (evalFeature(key, { features: payload.features as unknown as Record<string, FeatureDefinition>, attributes: { id } }).value === value) return id;
  }
  throw new Error(`no visitor for ${key}=${value}`);
}

/** Notes, before every frame, whether a heading with this text is on screen; kept across the redirect. */
async function watchForHeading(page: Page, text: string) {
  await page.addInitScript((heading) => {
    const check = () => {
      const hidden = document.documentElement.style.visibility === 'hidden';
      const shown = [...document.querySelectorAll('h1')].some((h1) => h1.textContent === heading && h1.getClientRects().length > 0);
      if (!hidden && shown) window.sessionStorage.setItem('lumi:test-control-painted', location.pathname);
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, text);
}

test.describe('forcing a variation by address', () => {
  for (const [index, path] of ['/shop', '/shop-old', '/shop-not-so-old'].entries()) {
    test(`?shop-page=${index} shows ${path} and sends no exposure`, async ({ page }) => {
      await page.goto(`/shop?shop-page=${index}&utm_source=qa`);
      await expect(page).toHaveURL(`${path}?shop-page=${index}&utm_source=qa`);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(headingOf(path));
      expect((await exposures(page)).filter((entry) => entry.experiment_id === 'shop-page')).toEqual([]);
    });
  }

  for (const [index, path] of ['/', '/lp-old'].entries()) {
    test(`?landing-page=${index} shows ${path}`, async ({ page }) => {
      await page.goto(`/?landing-page=${index}`);
      await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/' : path}\\?landing-page=${index}$`));
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(headingOf(path));
      expect((await exposures(page)).filter((entry) => entry.experiment_id === 'landing-page')).toEqual([]);
    });
  }

  // The donation variation carries the neutral trial campaign while `new-year-donation` is off (the bundled default).
  for (const [index, banner] of ['notOrderable', 'christmas', 'trial'].entries()) {
    test(`?banner-layout=${index} shows the ${banner} banner and no other`, async ({ page }) => {
      await page.goto(`/faq?banner-layout=${index}`);
      await expect(page.locator(`[data-banner="${banner}"]`)).toBeVisible();
      await expect(page.locator('[data-banner]:visible')).toHaveCount(1);
      expect(await exposures(page)).toEqual([]);
      // Kept for the session: the next page shows the same banner without the parameter.
      await page.goto('/team');
      await expect(page.locator(`[data-banner="${banner}"]`)).toBeVisible();
    });
  }
});

test("a visitor forced into shop-old never sees the control page's heading", async ({ page }) => {
  await watchForHeading(page, headingOf('/shop'));
  await page.goto('/shop?shop-page=1');
  await expect(page).toHaveURL(/\/shop-old\?shop-page=1$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(headingOf('/shop-old'));
  // The page has settled and the watcher has looked at it since.
  await experimentsReady(page);
  await nextFrames(page);
  expect(await page.evaluate(() => window.sessionStorage.getItem('lumi:test-control-painted'))).toBeNull();
});

test('an assigned visitor lands on its variant with the query kept, once exposed, and keeps it', async ({ page }) => {
  await asVisitor(page, visitorAssignedTo('shop-page', 'shop-old'));
  await watchForHeading(page, headingOf('/shop'));
  await page.goto('/shop?utm_source=newsletter');
  await expect(page).toHaveURL(/\/shop-old\?utm_source=newsletter$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(headingOf('/shop-old'));
  const seen = await exposures(page);
  expect(seen.filter((entry) => entry.experiment_id === 'shop-page')).toEqual([{ event: 'experiment_viewed', experiment_id: 'shop-page', variation_id: '1' }]);
  expect(await page.evaluate(() => window.sessionStorage.getItem('lumi:test-control-painted'))).toBeNull();

  await page.goto('/shop');
  await expect(page).toHaveURL(/\/shop-old$/);
  await page.reload();
  await expect(page).toHaveURL(/\/shop-old$/);
});

test('an in-app link to /shop takes an assigned visitor straight to its variant, the control never rendered', async ({ page }) => {
  await asVisitor(page, visitorAssignedTo('shop-page', 'shop-not-so-old'));
  await watchForHeading(page, headingOf('/shop'));
  await page.goto('/faq');
  await waitForHydration(page);
  await page.getByRole('banner').getByRole('link', { name: 'Shop', exact: true }).click();
  await expect(page).toHaveURL(/\/shop-not-so-old$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(headingOf('/shop-not-so-old'));
  await expect
    .poll(async () => (await exposures(page)).filter((entry) => entry.experiment_id === 'shop-page'))
    .toEqual([{ event: 'experiment_viewed', experiment_id: 'shop-page', variation_id: '2' }]);
  expect(await page.evaluate(() => window.sessionStorage.getItem('lumi:test-control-painted'))).toBeNull();
});

test('an assigned visitor in the control stays on /shop and is exposed to variation 0', async ({ page }) => {
  await asVisitor(page, visitorAssignedTo('shop-page', 'shop'));
  await page.goto('/shop');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(headingOf('/shop'));
  const seen = await exposures(page);
  expect(seen.filter((entry) => entry.experiment_id === 'shop-page')).toEqual([{ event: 'experiment_viewed', experiment_id: 'shop-page', variation_id: '0' }]);
});

test('the landing test sends its visitor to /lp-old and reports it there', async ({ page }) => {
  await asVisitor(page, visitorAssignedTo('landing-page', 'lp-old'));
  await page.goto('/');
  await expect(page).toHaveURL(/\/lp-old$/);
  const seen = await exposures(page);
  expect(seen.filter((entry) => entry.experiment_id === 'landing-page')).toEqual([
    { event: 'experiment_viewed', experiment_id: 'landing-page', variation_id: '1' },
  ]);
});

test('the banner test shows the assigned banner and reports it once per page view', async ({ page }) => {
  await asVisitor(page, visitorAssignedTo('banner-layout', 'christmasbanner'));
  await page.goto('/faq');
  await expect(page.locator('[data-banner="christmas"]')).toBeVisible();
  await expect(page.locator('[data-banner]:visible')).toHaveCount(1);
  expect(await exposures(page)).toEqual([{ event: 'experiment_viewed', experiment_id: 'banner-layout', variation_id: '1' }]);
  await page.getByRole('contentinfo').getByRole('link', { name: 'AGB und Widerrufsbelehrung' }).click();
  await expect(page).toHaveURL(/\/agb$/);
  await expect.poll(async () => (await exposures(page)).length).toBe(2);
});

test('a random visitor who agreed keeps its variant across reloads', async ({ page }) => {
  await decided(page, true);
  await page.goto('/shop');
  await waitForHydration(page);
  const first = new URL(page.url()).pathname;
  for (let round = 0; round < 3; round += 1) {
    await page.goto('/shop');
    await waitForHydration(page);
    expect(new URL(page.url()).pathname).toBe(first);
  }
});

test.describe('the New Year banner follows the new-year-donation flag', () => {
  const mentionsDonation = /spend|€\s?10|10\s?€/i;
  /** As a tester forces a flag for the session (the QA panel writes the same entry). */
  async function forceDonationFlag(page: Page, on: boolean) {
    await page.addInitScript((value) => window.sessionStorage.setItem('lumi:forced-features', JSON.stringify({ 'new-year-donation': value })), on);
  }
  const visibleBannerText = (page: Page) => page.locator('[data-banner]:visible').allTextContents();

  for (const [label, path] of [
    ['the donation-banner layout (/shop-not-so-old)', '/shop-not-so-old'],
    ['the donation-banner layout (/lp-old)', '/lp-old'],
    ['the donation variation of the default layout', '/faq?banner-layout=2'],
  ] as const) {
    test(`${label} is neutral while the flag is off and names the donation while it is on`, async ({ page }) => {
      await forceDonationFlag(page, false);
      await page.goto(path);
      await expect(page.locator('[data-banner="trial"]')).toBeVisible();
      await expect(page.locator('[data-banner="donation"]')).toBeHidden();
      const neutral = await visibleBannerText(page);
      expect(neutral).toHaveLength(1);
      expect(neutral[0]).toContain('60 Tage kostenlos');
      expect(neutral[0]).not.toMatch(mentionsDonation);

      await forceDonationFlag(page, true);
      await page.goto(path);
      await expect(page.locator('[data-banner="donation"]')).toBeVisible();
      await expect(page.locator('[data-banner="trial"]')).toBeHidden();
      const campaign = await visibleBannerText(page);
      expect(campaign).toHaveLength(1);
      expect(campaign[0]).toMatch(mentionsDonation);
    });
  }

  test('the banner is decided before the first paint: the donation text never shows while the flag is off', async ({ page }) => {
    await forceDonationFlag(page, false);
    await page.addInitScript(() => {
      const check = () => {
        const donation = document.querySelector('[data-banner="donation"]');
        if (donation && donation.getClientRects().length > 0) window.sessionStorage.setItem('lumi:test-donation-painted', 'yes');
        requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    await page.goto('/shop-not-so-old');
    await waitForHydration(page);
    // The page has settled and the watcher has looked at it since.
    await experimentsReady(page);
    await nextFrames(page);
    expect(await page.evaluate(() => window.sessionStorage.getItem('lumi:test-donation-painted'))).toBeNull();
  });
});

test('the QA panel lists every experiment and flag and forces a variation for the session, without consent to statistics', async ({ page }) => {
  await decided(page, false);
  await page.goto('/faq?qa=1');
  const panel = page.getByRole('dialog', { name: 'Experimente (QA)' });
  await expect(panel).toBeVisible();
  for (const key of ['shop-page', 'landing-page', 'banner-layout', 'not-orderable-banner', 'new-year-donation', 'group-sessions-banner']) {
    await expect(panel.getByText(key, { exact: true })).toBeVisible();
  }
  await panel.locator('[data-experiment="shop-page"]').getByRole('button', { name: 'shop-not-so-old erzwingen' }).click();
  await expect(page).toHaveURL(/\/shop-not-so-old/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(headingOf('/shop-not-so-old'));
  const reopened = page.getByRole('dialog', { name: 'Experimente (QA)' });
  await expect(reopened.locator('[data-experiment="shop-page"]')).toContainText('erzwungen');

  await reopened.locator('[data-flag="group-sessions-banner"]').getByRole('button', { name: 'Anschalten' }).click();
  await waitForHydration(page);
  await page.goto('/faq');
  await expect(page.locator('[data-banner="groupSessions"]')).toBeVisible();

  await page.getByRole('dialog', { name: 'Experimente (QA)' }).getByRole('button', { name: 'Alles zurücksetzen' }).click();
  await waitForHydration(page);
  await expect(page.locator('[data-banner="groupSessions"]')).toBeHidden();
  expect(await page.evaluate(() => window.sessionStorage.getItem('lumi:forced-variations'))).toBeNull();
});

test('a QA panel whose code cannot be fetched says so, and the page stays', async ({ page, problems }) => {
  // The panel's code is refused on purpose: the failed request and the failed import are expected.
  problems.allow(/net::ERR_FAILED|Failed to fetch dynamically imported module/);
  await decided(page, false);
  await page.route(/\/assets\/qa-[^/]*\.js$/, (route) => route.abort());
  await page.goto('/faq?qa=1');
  await expect(page.getByRole('alert')).toContainText('Das QA-Panel konnte nicht geladen werden');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(headingOf('/faq'));
  await page.getByRole('alert').getByRole('button', { name: 'Hinweis schließen' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
