import { expect, openHydrated, test, waitForHydration } from '../support/fixtures';
import { expectedPages } from '../support/expected-pages';
import { waitForServiceWorker } from '../support/pwa';

// These journeys are about the service worker (the other journeys run without it).
test.use({ serviceWorkers: 'allow' });

const headingOf = (path: string) => {
  const page = expectedPages().find((candidate) => candidate.path === path);
  if (!page) throw new Error(`no expected page for ${path}`);
  return page.heading;
};

test('after one visit the site works offline: reload, links, unvisited pages, images; a future page gets the offline page', async ({ page, context }) => {
  await openHydrated(page, '/');
  await waitForServiceWorker(page);
  await context.setOffline(true);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('/'));

  // A link inside the app: its code and copy come from the precache.
  await waitForHydration(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Häufige Fragen' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('/faq'));

  // A page never visited, opened by its address, with campaign parameters.
  await page.goto('/team?utm_source=offline-test');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('/team'));

  // The image-heavy blog index: every picture is there.
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('/blog'));
  const images = page.locator('main img');
  expect(await images.count()).toBeGreaterThan(10);
  await images.last().scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      images.evaluateAll((items) => items.filter((image) => !(image as HTMLImageElement).complete || (image as HTMLImageElement).naturalWidth === 0).length),
    )
    .toBe(0);

  // Content published after this build cannot be known: the offline page says so, in the site's style.
  const response = await page.goto('/blog/ein-artikel-von-morgen');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gerade keine Verbindung');
  await expect(page.getByRole('link', { name: 'Zur Startseite' })).toBeVisible();
});

test("a prerendered page served offline is that page's own markup, not another page's", async ({ page, context }) => {
  await openHydrated(page, '/shop');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  for (const path of ['/infopaket', '/karriere/lead-engineer', '/impressum']) {
    await page.goto(path);
    const html = await page.evaluate(() => document.documentElement.outerHTML);
    expect(html).toContain(`<link rel="canonical" href="http://localhost:4173${path}"`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf(path));
  }
});

test('a device video played once plays offline and seeks to the middle', async ({ page, context }) => {
  await openHydrated(page, '/video');
  await waitForServiceWorker(page);
  const video = page.locator('main video');
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  // The worker stores the whole file (not the player's 206 ranges) while it plays.
  await expect
    .poll(() =>
      page.evaluate(async () => (await (await caches.open('lumi-videos')).match(new URL('/media/video/lumi-device.mp4', location.href).href)) !== undefined),
    )
    .toBe(true);
  await expect(page.getByText('Auf diesem Gerät gespeichert')).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  const offlineVideo = page.locator('main video');
  const { duration, middle } = await offlineVideo.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
    const half = element.duration / 2;
    await new Promise<void>((resolve, reject) => {
      element.addEventListener('seeked', () => resolve(), { once: true });
      element.addEventListener('error', () => reject(new Error(`media error ${element.error?.code}`)), { once: true });
      element.currentTime = half;
    });
    return { duration: element.duration, middle: half };
  });
  expect(duration).toBeGreaterThanOrEqual(10);
  // It plays on from the middle: the stored file has the bytes after the seek too.
  await expect.poll(() => offlineVideo.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(middle);
  const state = await offlineVideo.evaluate((element: HTMLVideoElement) => ({ readyState: element.readyState, error: element.error?.code ?? null }));
  expect(state.error).toBeNull();
  expect(state.readyState).toBeGreaterThanOrEqual(2);
});

test('"save for offline" keeps a video that was never played', async ({ page, context }) => {
  await openHydrated(page, '/video');
  await waitForServiceWorker(page);
  await page.getByRole('button', { name: 'Für offline speichern' }).click();
  await expect(page.getByText('Auf diesem Gerät gespeichert')).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  const duration = await page.locator('main video').evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
    return element.duration;
  });
  expect(duration).toBeGreaterThanOrEqual(10);
});
