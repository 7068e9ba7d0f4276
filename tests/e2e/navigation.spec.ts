import type { Page } from '@playwright/test';
import { expect, openHydrated, test } from '../support/fixtures';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' }).first();

test('the dismissed banner comes back on the next page load', async ({ page }) => {
  await openHydrated(page, '/app');
  const banner = page.locator('[data-banner="notOrderable"]');
  await expect(banner).toBeVisible();
  await banner.getByRole('button').click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.locator('[data-banner="notOrderable"]')).toBeVisible();
});

test('query parameters of the previous address are carried into the next one', async ({ page }) => {
  await openHydrated(page, '/?utm_source=news&gclid=abc');
  await mainNav(page).getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog\?utm_source=news&gclid=abc$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the shop link is hidden on /shop only', async ({ page }) => {
  await openHydrated(page, '/shop');
  await expect(mainNav(page).getByRole('link', { name: 'Shop' })).toHaveCount(0);
  await mainNav(page).getByRole('link', { name: 'App' }).click();
  await expect(mainNav(page).getByRole('link', { name: 'Shop' })).toBeVisible();
});

test('a new page starts at the top and back restores the previous position', async ({ page }) => {
  await openHydrated(page, '/blog/gruenderstory');
  const recommendation = page.locator('section[aria-labelledby="recommendations"] a').first();
  await recommendation.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(500);
  await recommendation.click();
  await expect(page).not.toHaveURL(/gruenderstory/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/gruenderstory/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 50);
});

test('a hash link scrolls to its section', async ({ page }) => {
  await openHydrated(page, '/datenschutz');
  const toc = page.getByRole('navigation', { name: 'Inhalt' });
  const last = toc.getByRole('link').last();
  const target = (await last.getAttribute('href'))!.split('#')[1]!;
  await last.click();
  await expect(page).toHaveURL(new RegExp(`#${target}$`));
  await expect(page.locator(`[id="${decodeURIComponent(target)}"]`)).toBeInViewport();
});

test.describe('the progress bar', () => {
  // The held-back request must reach the network: a service worker that precached the page's
  // code would answer it at once, and the navigation would be over before the bar is read.
  test.use({ serviceWorkers: 'block' });

  test('a progress bar runs from navigation start to completion', async ({ page }) => {
    await openHydrated(page, '/');
    // Hold back the FAQ page's code until the bar has been read, so the navigation is still running.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/faq\.page-.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await mainNav(page).getByRole('link', { name: 'FAQ' }).click();
    const bar = page.getByRole('progressbar');
    await expect(bar).toBeVisible();
    expect(Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(8);
    release();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(bar).toHaveCount(0);
  });
});

test('the language toggle switches to English, sets <html lang> and is kept after a reload', async ({ page }) => {
  await openHydrated(page, '/app');
  const germanHeading = await page.getByRole('heading', { level: 1 }).textContent();
  await page.getByRole('banner').getByRole('button', { name: 'English' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(germanHeading!);
  const englishHeading = await page.getByRole('heading', { level: 1 }).textContent();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(englishHeading!);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('dark mode is kept after a reload and applied before the app starts', async ({ page, problems }) => {
  await openHydrated(page, '/');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /dunkles design|dark mode/i })
    .first()
    .click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  // The app's code never arrives on purpose; only the prerendered page and its before-paint script run.
  // The first page may still be importing its offline support when the code stops arriving, and
  // reports that import as failed before the reload replaces it.
  problems.allow(/Failed to load resource: net::ERR_FAILED|Failed to fetch dynamically imported module/);
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
});

test('a corrupt stored preference is ignored and the page still works', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('lumi:language', '{broken');
    localStorage.setItem('lumi:color-scheme', '42');
  });
  await openHydrated(page, '/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
});

test('a page whose code fails to load shows a message and logs the error', async ({ page, problems }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // The failure is provoked: its failed request and the router's report are what the test expects.
  problems.allow(/\[router\]|Failed to load resource: the server responded with a status of 500|Failed to fetch dynamically imported module/);
  await openHydrated(page, '/');
  await page.route(/\/assets\/faq\.page-.*\.js$/, (route) => route.fulfill({ status: 500, body: 'broken' }));
  await mainNav(page).getByRole('link', { name: 'FAQ' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/schiefgelaufen|nicht geladen|Fehler/i);
  await expect(page.getByRole('button', { name: /neu laden/i })).toBeVisible();
  expect(errors.some((text) => text.includes('[router]'))).toBe(true);
});
