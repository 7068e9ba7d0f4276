import type { Page } from '@playwright/test';
import { analyticsEvents, expect, test, waitForHydration } from '../support/fixtures';
import { uniqueEmail } from '../support/mocks';

/**
 * No tap is lost before the page is live: on a slow phone the prerendered page paints long before
 * the app hydrates it, and a tap on a control that needs the app (a dialog, the menu, a video, a
 * form) takes effect once the page is live, exactly once, without a second tap.
 */

test.use({ viewport: { width: 412, height: 823 }, hasTouch: true });

interface TapRecord {
  readonly type: string;
  /** `<html data-hydrated>` at the moment of the tap: unset means the page was not live yet. */
  readonly hydrated: string | null;
  /** When it was made (ms, the page's clock). */
  readonly at: number;
}

declare global {
  interface Window {
    earlyTaps?: TapRecord[];
    busyShown?: string[];
  }
}

/**
 * Opens a page on a slow phone (CPU 4×, 1.6 Mbps, 150 ms round trip) and holds the app's modules
 * back until `act` has run, so every tap in it is made before the page is live, as on a cheap
 * phone in the second after the first paint. The page records each tap with the state of <html>
 * at that moment, and every control that showed the busy state.
 */
async function actBeforeLive(page: Page, path: string, act: () => Promise<void>) {
  await page.addInitScript(() => {
    window.earlyTaps = [];
    window.busyShown = [];
    const note = (event: Event) =>
      window.earlyTaps?.push({ type: event.type, hydrated: document.documentElement.getAttribute('data-hydrated'), at: performance.now() });
    window.addEventListener('click', note, true);
    window.addEventListener('submit', note, true);
    new MutationObserver((records) => {
      for (const { target } of records) {
        if (target instanceof Element && target.getAttribute('aria-busy') === 'true')
          window.busyShown?.push(target.textContent?.trim() || target.getAttribute('aria-label') || target.tagName);
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let release: () => void = () => {};
  const acted = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await acted;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  await act();
  const taps = await page.evaluate(() => window.earlyTaps ?? []);
  expect(taps.length).toBeGreaterThan(0);
  expect(taps.filter((tap) => tap.hydrated !== null)).toEqual([]);
  release();
  await waitForHydration(page);
  // How long the tap waited for the page to go live (a held tap waits at most 20 s): a failure on a busy machine shows it.
  const waited = await page.evaluate((tapAt) => Math.round(performance.now() - tapAt), taps[0]?.at ?? 0);
  test.info().annotations.push({ type: 'waited for live', description: `${waited} ms (at most)` });
  return { cdp, busyShown: () => page.evaluate(() => window.busyShown ?? []) };
}

const hero = (page: Page) => page.locator('section[aria-labelledby="home-heading"]');
const infoPackageDialog = (page: Page) => page.getByRole('dialog', { name: 'Kostenloses Infopaket bestellen' });

test('the hero e-mail typed and the button tapped before the page is live: the dialog opens once, with the address, without a second tap', async ({ page }) => {
  const email = uniqueEmail('early.tap');
  const { busyShown } = await actBeforeLive(page, '/', async () => {
    await hero(page).getByRole('textbox', { name: 'Deine E-Mail-Adresse' }).fill(email);
    await hero(page).getByRole('button', { name: 'Infopaket bestellen' }).click();
  });
  expect(await busyShown()).toContain('Infopaket bestellen');
  const dialog = infoPackageDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'E-Mail-Adresse', exact: true })).toHaveValue(email);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(hero(page).getByRole('button', { name: 'Infopaket bestellen' })).not.toHaveAttribute('aria-busy');
  expect(await analyticsEvents(page, 'info_package_open')).toHaveLength(1);
});

test('a double tap on the hero button before the page is live opens one dialog', async ({ page }) => {
  const email = uniqueEmail('early.double');
  await actBeforeLive(page, '/', async () => {
    await hero(page).getByRole('textbox', { name: 'Deine E-Mail-Adresse' }).fill(email);
    await hero(page).getByRole('button', { name: 'Infopaket bestellen' }).click({ clickCount: 2 });
  });
  await expect(infoPackageDialog(page)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  expect(await analyticsEvents(page, 'info_package_open')).toHaveLength(1);
});

test('a double tap on a feature tile before the page is live opens its dialog once', async ({ page }) => {
  await actBeforeLive(page, '/', async () => {
    // The first feature tile of the page.
    const tile = page.getByRole('main').locator('li > button[aria-haspopup="dialog"]').first();
    await tile.scrollIntoViewIfNeeded();
    await tile.click({ clickCount: 2 });
  });
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await analyticsEvents(page, 'pill')).toHaveLength(1);
});

test('the menu button tapped before the page is live opens the menu once it is live', async ({ page }) => {
  const { busyShown } = await actBeforeLive(page, '/blog/wege-aus-der-einsamkeit', async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Menü öffnen' }).click();
  });
  expect(await busyShown()).toContain('Menü öffnen');
  await expect(page.locator('#mobile-menu')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Menü schließen' })).toHaveAttribute('aria-expanded', 'true');
});

test('a click-to-play video tapped before the page is live plays once it is live', async ({ page }) => {
  await actBeforeLive(page, '/', async () => {
    const start = page.getByRole('main').getByRole('button', { name: 'Video abspielen: Sicherheit' });
    await start.scrollIntoViewIfNeeded();
    await start.click();
  });
  const video = page.locator('video[src="/media/video/sicherheit.mp4"]');
  await expect(video).toHaveAttribute('controls');
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused || element.currentTime > 0)).toBe(true);
  expect(await analyticsEvents(page, 'video')).toEqual([{ event: 'video', name: 'sicherheit' }]);
});
