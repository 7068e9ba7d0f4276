import { expect, type Page, type Request } from '@playwright/test';

/** Waits until the app has taken over the prerendered page (the root sets `data-hydrated`). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/**
 * Waits until the page has drawn `count` more frames: what a frame watcher in the page (an
 * init script that checks on every `requestAnimationFrame`) needs to have seen the current state.
 */
export async function nextFrames(page: Page, count = 2): Promise<void> {
  await page.evaluate(async (frames) => {
    for (let frame = 0; frame < frames; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
  }, count);
}

export type DataLayerEntry = Record<string, unknown> & { event?: string };

/** The site's analytics events on the data layer (named `event`s, without the tag manager's own `gtm.*`), or those of one name. */
export function analyticsEvents(page: Page, name?: string): Promise<DataLayerEntry[]> {
  return page.evaluate(
    (only) =>
      ((window.dataLayer ?? []) as DataLayerEntry[]).filter(
        (entry) => typeof entry.event === 'string' && !entry.event.startsWith('gtm.') && (only === undefined || entry.event === only),
      ),
    name,
  );
}

/**
 * Every request of the page that leaves the site's origin, from now on: fonts, icons, pictures
 * and videos are all the site's own, so a page that asks another origin for anything fails.
 */
export function watchForeignRequests(page: Page, siteUrl: string): string[] {
  const siteOrigin = new URL(siteUrl).origin;
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== siteOrigin) foreign.push(url);
  });
  return foreign;
}

/**
 * Lets the page's own click handlers run (React's run at the root, before the window), then
 * keeps the browser from leaving for an external site, a phone app or a mail program.
 */
export async function stayOnPage(page: Page): Promise<void> {
  await page.evaluate(() => window.addEventListener('click', (event) => event.preventDefault()));
}

/**
 * Waits until the page has loaded and the browser has then had an idle moment: by then, work the
 * page defers to "after load, when idle" (such as starting the hero video) has run, or never will.
 */
export async function untilLoadedAndIdle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const idle = () => requestIdleCallback(() => resolve(), { timeout: 2_000 });
        if (document.readyState === 'complete') idle();
        else window.addEventListener('load', idle, { once: true });
      }),
  );
}

/**
 * Waits until every file matching `files` has arrived since this was called, and nothing else is
 * on the way: the code a tap or a focus asked for is there, with what it imports. Call it before
 * the action that asks for the code.
 */
export function untilArrived(page: Page, files: readonly RegExp[]): () => Promise<void> {
  const inFlight = new Set<Request>();
  const arrived: string[] = [];
  const sent = (request: Request) => inFlight.add(request);
  const failed = (request: Request) => inFlight.delete(request);
  const finished = (request: Request) => {
    inFlight.delete(request);
    arrived.push(new URL(request.url()).pathname);
  };
  page.on('request', sent);
  page.on('requestfailed', failed);
  page.on('requestfinished', finished);
  return async () => {
    await expect.poll(() => files.every((file) => arrived.some((path) => file.test(path))) && inFlight.size === 0).toBe(true);
    page.off('request', sent);
    page.off('requestfailed', failed);
    page.off('requestfinished', finished);
  };
}
