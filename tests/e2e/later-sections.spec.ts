import type { Page, Request } from '@playwright/test';
import { brand } from '../../src/config/brand';
import { analyticsEvents, expect, nextFrames, openHydrated, test, untilLoadedAndIdle } from '../support/fixtures';

/**
 * The home page's sections below the hero and the press strip come with the page as prerendered
 * markup, and their code only when the visitor nears them: a phone that opens the page loads what
 * its screen shows. Until a section is live its markup stays as it is, and a tap on it is held and
 * replayed once it is.
 */

test.use({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });

const laterCode = /\/assets\/home-later-sections-[^/]*\.js$/;
const pendingParts = (page: Page) => page.locator('[data-later="home"]');
const sections = (page: Page) => page.getByRole('main').locator('section');

/** Holds the answers to the requests `url` matches until the returned function is called. */
async function holdBack(page: Page, url: RegExp): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Records the requests for the sections' code. */
function watchLaterCode(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (laterCode.test(new URL(request.url()).pathname)) requests.push(request);
  });
  return requests;
}

test('the sections further down load their code only when the visitor scrolls towards them', async ({ page }) => {
  const requests = watchLaterCode(page);
  await openHydrated(page, '/');
  await untilLoadedAndIdle(page);
  expect(requests).toHaveLength(0);
  const prerendered = await sections(page).count();
  expect(await pendingParts(page).count()).toBe(13);

  await page.getByRole('heading', { name: 'Gut aufgehoben, auch allein zu Hause' }).scrollIntoViewIfNeeded();
  await expect(pendingParts(page)).toHaveCount(0);
  expect(requests).toHaveLength(1);
  expect(await sections(page).count()).toBe(prerendered);

  // Live: a feature tile opens its dialog, the FAQ at the end answers.
  await page.getByRole('main').locator('li > button[aria-haspopup="dialog"]').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await analyticsEvents(page, 'pill')).toHaveLength(1);
});

test('a tap on a section that is not live yet is held, shown as taken, and takes effect once it is live', async ({ page }) => {
  const release = await holdBack(page, laterCode);
  await openHydrated(page, '/');
  const tile = page.getByRole('main').locator('li > button[aria-haspopup="dialog"]').first();
  await tile.scrollIntoViewIfNeeded();
  await tile.click({ clickCount: 2 });
  await expect(tile).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(tile).not.toHaveAttribute('aria-busy');
  expect(await analyticsEvents(page, 'pill')).toHaveLength(1);
});

test('a keyboard user who turns a card before its section is live gets it turned once it is', async ({ page }) => {
  const release = await holdBack(page, laterCode);
  await openHydrated(page, '/');
  // Its name changes with the side it shows: found again by the side it controls.
  const controls = await page.getByRole('button', { name: 'Mehr erfahren: 60 Tage kostenlos testen' }).getAttribute('aria-controls');
  const toggle = page.locator(`button[aria-controls="${controls}"]`);
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle).toBeFocused();
  expect(await analyticsEvents(page, 'flip_card')).toHaveLength(1);
});

test('a tap on a link in a section that is not live yet is held and takes effect in the app once it is: counted, without a page load', async ({ page }) => {
  const release = await holdBack(page, laterCode);
  await openHydrated(page, '/');
  // A full page load would start a new window: this mark would be gone.
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  const demo = page.getByRole('main').getByRole('link', { name: 'Zur Live-Demo' });
  await demo.click();
  await expect(demo).toHaveAttribute('aria-busy', 'true');
  expect(new URL(page.url()).pathname).toBe('/');
  release();
  await expect(page).toHaveURL(/\/live-demo$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  expect(await analyticsEvents(page, 'demo')).toHaveLength(1);
});

test.describe('on a phone', () => {
  test.use({
    userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36',
  });

  test('a tap on the advice link before its section is live dials the number once it is, not the desktop scheduling page', async ({ page }) => {
    const release = await holdBack(page, laterCode);
    await openHydrated(page, '/');
    // What the browser would follow (a click nothing prevented), kept from leaving: the phone app.
    await page.evaluate(() =>
      window.addEventListener('click', (event) => {
        const link = (event.target as Element).closest('a');
        if (link && !event.defaultPrevented)
          (window as unknown as { followed: string[] }).followed = [...((window as unknown as { followed?: string[] }).followed ?? []), link.href];
        event.preventDefault();
      }),
    );
    // The prerendered markup offers a desktop's scheduling page; the phone is known once the section is live.
    const advice = page.getByRole('main').getByRole('link', { name: 'Lass dich beraten!' });
    await advice.click();
    await expect(advice).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(page.getByRole('main').getByRole('link', { name: `Jetzt anrufen: ${brand.support.phone}` })).toBeVisible();
    await expect.poll(() => page.evaluate(() => (window as unknown as { followed?: string[] }).followed)).toEqual([brand.support.phoneHref]);
    expect(await analyticsEvents(page, 'contact')).toEqual([{ event: 'contact', method: 'phone' }]);
  });
});

test('a link in a section whose code does not come is followed as plain HTML after a moment', async ({ page, problems }) => {
  problems.allow(/Failed to load resource: net::ERR_FAILED .*home-later-sections-/);
  await openHydrated(page, '/');
  await page.route(laterCode, (route) => route.abort('failed'));
  const demo = page.getByRole('main').getByRole('link', { name: 'Zur Live-Demo' });
  await demo.click();
  await expect(demo).toHaveAttribute('aria-busy', 'true');
  await expect(page).toHaveURL(/\/live-demo$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a question of the FAQ opened before its section is live opens at once and is counted once, when the section is live', async ({ page }) => {
  const release = await holdBack(page, laterCode);
  await openHydrated(page, '/');
  const question = 'Brauche ich WLAN oder einen Internetanschluss?';
  const item = page.locator('[id="faq"] details', { has: page.locator('summary', { hasText: question }) });
  await item.locator('summary').click();
  await expect(item).toHaveAttribute('open');
  await expect(item).toContainText('SIM-Karte');
  await expect(pendingParts(page)).toHaveCount(13);
  expect(await analyticsEvents(page, 'faq')).toEqual([]);
  release();
  await expect(pendingParts(page)).toHaveCount(0);
  await expect.poll(() => analyticsEvents(page, 'faq')).toEqual([{ event: 'faq', question }]);
  // Told once: nothing more comes after a moment.
  await nextFrames(page, 10);
  expect(await analyticsEvents(page, 'faq')).toHaveLength(1);
  await expect(item).toHaveAttribute('open');
});

test('a carousel swiped before its section is live tells the picture it shows once it is', async ({ page }) => {
  const release = await holdBack(page, laterCode);
  await openHydrated(page, '/');
  const carousel = page.getByRole('region', { name: 'Bilder vom Bildschirm' });
  const strip = carousel.getByRole('group', { name: 'Bilder, mit den Pfeiltasten blättern' });
  await strip.scrollIntoViewIfNeeded();
  // A finger's swipe: the strip scrolls natively, two pictures on.
  await strip.evaluate((element) => element.scrollTo({ left: (element.children[2] as HTMLElement).offsetLeft }));
  release();
  await expect(pendingParts(page)).toHaveCount(0);
  await expect(carousel.getByText(/^Bild \d von 7$/)).toHaveText('Bild 3 von 7');
});

test('leaving the page before the sections are live keeps them on screen until the next page, and coming back shows them', async ({ page }) => {
  const requests = watchLaterCode(page);
  await openHydrated(page, '/');
  const prerendered = await sections(page).count();
  // The sections' code is held back (the way to the footer link passes the FAQ section, which
  // asks for it), and so is the next page's: the home page stays on screen while the navigation
  // waits, every section still waiting too.
  const releaseSections = await holdBack(page, laterCode);
  const releaseNextPage = await holdBack(page, /\/assets\/faq\.page-[^/]*\.js$/);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Häufige Fragen' }).click();
  await expect(page.locator('[role="progressbar"]')).toBeAttached();
  expect(await sections(page).count()).toBe(prerendered);
  await expect(pendingParts(page)).toHaveCount(13);
  releaseNextPage();
  await expect(page).toHaveURL(/\/faq$/);
  releaseSections();

  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Häufige Fragen', level: 2 })).toBeAttached();
  expect(await sections(page).count()).toBe(prerendered);
  await expect(pendingParts(page)).toHaveCount(0);
  expect(requests).toHaveLength(1);
});

test('a visitor who chose English gets every section in English without scrolling there, hydrated as prerendered', async ({ page }) => {
  const requests = watchLaterCode(page);
  await page.addInitScript(() => window.localStorage.setItem('lumi:language', '"en"'));
  await openHydrated(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/companion/i);
  // German markup is no use to this visitor: the sections' code comes at once, not when they near it.
  await expect(page.getByRole('heading', { name: 'In good hands, even when you live alone' })).toBeAttached();
  await expect(page.getByRole('heading', { name: 'Frequently asked questions', level: 2 })).toBeAttached();
  await expect(page.getByRole('heading', { name: 'Gut aufgehoben, auch allein zu Hause' })).toHaveCount(0);
  await expect(pendingParts(page)).toHaveCount(0);
  expect(requests).toHaveLength(1);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('a visitor who comes to the home page from another page sees it whole, the sections with the hero', async ({ page }) => {
  // Every frame, while the home page's hero is on screen: how many sections are there with it.
  await page.addInitScript(() => {
    const counts: number[] = [];
    (window as unknown as { homeSections: number[] }).homeSections = counts;
    const look = () => {
      if (document.querySelector('section[aria-labelledby="home-heading"]')) counts.push(document.querySelectorAll('main section').length);
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  const release = await holdBack(page, laterCode);
  await openHydrated(page, '/faq');
  await page.getByRole('banner').locator('a[href="/"]').first().click();
  await expect(page.locator('[role="progressbar"]')).toBeAttached();
  // The code of the sections is held back: the FAQ page stays while the navigation waits for it.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Häufig gestellte Fragen');
  release();
  await expect(page.getByRole('heading', { name: 'Häufige Fragen', level: 2 })).toBeAttached();
  const counts = await page.evaluate(() => (window as unknown as { homeSections: number[] }).homeSections);
  expect(counts.length).toBeGreaterThan(0);
  expect(Math.min(...counts)).toBe(16);
  await expect(pendingParts(page)).toHaveCount(0);
});
