import type { Page } from '@playwright/test';
import { brand } from '../../src/config/brand';
import {
  analyticsEvents,
  expect,
  expectNoSeriousAxeFindings,
  nextFrames,
  openHydrated,
  test,
  untilLoadedAndIdle,
  watchForeignRequests,
} from '../support/fixtures';

const main = (page: Page) => page.getByRole('main');

/**
 * Scrolls through the whole page a screen at a time and lets each position be drawn (lazy
 * loading and the page's visibility observers run with the frame), so every lazy image and the
 * FAQ's sanitiser are asked for.
 */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const drawn = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await drawn();
    }
  });
}

test.describe('the home page', () => {
  test('shows every section, in order, with its heading', async ({ page }) => {
    await openHydrated(page, '/');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Dein Begleiter für jeden Tag – ganz einfach per Stimme');
    const headings = await main(page).getByRole('heading', { level: 2 }).allTextContents();
    expect(headings).toEqual([
      'Bekannt aus',
      'Gut aufgehoben, auch allein zu Hause',
      'Musik, Rätsel und Geschichten für jeden Tag',
      'Neue Kontakte, ohne das Haus zu verlassen',
      'Die Familie ist nur einen Satz entfernt',
      `So sieht dein Tag mit ${brand.name} aus`,
      `Was ${brand.name} besonders macht`,
      'Fragen? Wir beraten dich gern persönlich',
      `Probier ${brand.name} online aus`,
      'Dein kostenloses Infopaket',
      `Das sagen Menschen, die ${brand.name} getestet haben`,
      'Deine Daten sind bei uns sicher',
      'Die ganze Familie vernetzt: die App für Angehörige',
      'Glücklicher und weniger allein',
      'Häufige Fragen',
    ]);
    for (const id of ['sicherheit', 'unterhaltung', 'gemeinschaft', 'kommunikation', 'vernetzen', 'glücklicher']) {
      await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
    }
    // The hero, the info package block and the data protection section each have the e-mail field.
    await expect(main(page).getByRole('textbox', { name: 'Deine E-Mail-Adresse' })).toHaveCount(3);
    await expect(main(page).getByRole('button', { name: 'Infopaket bestellen' })).toHaveCount(3);
    await expect(page.getByText(`Wichtig: ${brand.name} ersetzt kein Hausnotrufsystem.`, { exact: false })).toBeVisible();
    await expect(page.getByText('Zum Schutz ihrer Privatsphäre haben wir die Namen unserer Testerinnen und Tester geändert.')).toBeVisible();
  });

  test('hydrates without warnings, passes axe in light and dark mode and asks no other origin', async ({ page, baseURL }) => {
    const foreign = watchForeignRequests(page, baseURL!);
    await openHydrated(page, '/');
    await scrollThrough(page);
    await expectNoSeriousAxeFindings(page);

    await page.evaluate(() => window.localStorage.setItem('lumi:color-scheme', '"dark"'));
    await openHydrated(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await scrollThrough(page);
    await expectNoSeriousAxeFindings(page);

    expect(foreign).toEqual([]);
  });

  test('a visitor who chose English gets the page in English, hydrated without a mismatch', async ({ page }) => {
    // The sections hydrate after the page's top; a slow phone widens the window in which the
    // stored language arrives before a section has hydrated.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.addInitScript(() => window.localStorage.setItem('lumi:language', '"en"'));
    await openHydrated(page, '/');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Your companion for every day – simply by voice');
    // Every section below, without the visitor scrolling there: none stays in the prerendered German.
    await expect(main(page).getByRole('heading', { level: 2, name: 'In good hands, even when you live alone' })).toBeVisible();
    await expect(main(page).getByRole('heading', { level: 2, name: 'Your data is safe with us' })).toBeVisible();
    await expect(main(page).getByRole('heading', { level: 2, name: 'Frequently asked questions' })).toBeVisible();
    await expect(main(page).getByRole('heading', { level: 2, name: 'Gut aufgehoben, auch allein zu Hause' })).toHaveCount(0);
    await expect(main(page).locator('details > summary').first()).toHaveText(`How do I use ${brand.name}?`);
    await expect(main(page).getByRole('button', { name: 'Health check-in' })).toBeVisible();
  });

  test('on a wide screen the hero image is the first paint: preloaded with high priority, with its size', async ({ page }) => {
    await openHydrated(page, '/');
    const preloads = await page.locator('link[rel="preload"][as="image"]').evaluateAll((links) =>
      links.map((link) => ({
        href: link.getAttribute('href'),
        type: link.getAttribute('type'),
        media: link.getAttribute('media'),
        priority: link.getAttribute('fetchpriority'),
      })),
    );
    expect(preloads).toEqual([{ href: '/media/video/hero-loop-poster.avif', type: 'image/avif', media: '(min-width: 64em)', priority: 'high' }]);
    const poster = main(page).getByRole('img', { name: /Lautsprecher-Ständer/ });
    await expect(poster).toHaveAttribute('width', '960');
    await expect(poster).toHaveAttribute('height', '540');
    // The AVIF, which Chromium takes, is what the preload fetched.
    await expect
      .poll(() => poster.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0 && image.currentSrc))
      .toMatch(/\/media\/video\/hero-loop-poster\.avif$/);
    // Everything further down waits until it is near.
    const eager = await main(page)
      .locator('img')
      .evaluateAll((images) => images.filter((image) => image.getAttribute('loading') !== 'lazy').map((image) => image.getAttribute('src')));
    expect(eager).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

    test('the hero image, below the first screen, is fetched only after the stylesheet', async ({ page }) => {
      // On a slow line the stylesheet takes a while, and an image fetched before it arrives shares the line with it.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 });
      await openHydrated(page, '/');
      const poster = main(page).getByRole('img', { name: /Lautsprecher-Ständer/ });
      expect(await poster.evaluate((image) => image.getBoundingClientRect().top)).toBeGreaterThan(823);
      await poster.scrollIntoViewIfNeeded();
      await expect.poll(() => poster.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      const timing = await page.evaluate(() => {
        const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const find = (part: string) => entries.find((entry) => entry.name.includes(part));
        return { stylesheetArrived: find('/assets/style-')?.responseEnd, posterAsked: find('hero-loop-poster')?.startTime };
      });
      expect(timing.stylesheetArrived).toBeGreaterThan(0);
      expect(timing.posterAsked).toBeGreaterThanOrEqual(timing.stylesheetArrived ?? Number.POSITIVE_INFINITY);
    });
  });

  test('the hero video plays muted by itself, and its visible button pauses and resumes it', async ({ page }) => {
    await openHydrated(page, '/');
    const video = page.locator('video[src="/media/video/hero-loop.mp4"]');
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.muted && element.loop)).toBe(true);
    const pause = main(page).getByRole('button', { name: 'Video anhalten', exact: true });
    await pause.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    const play = main(page).getByRole('button', { name: 'Video abspielen', exact: true });
    await expect(play).toBeFocused();
    await play.click();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
  });

  test('the hero video stays still for visitors who asked for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHydrated(page, '/');
    const video = page.locator('video[src="/media/video/hero-loop.mp4"]');
    // Without the preference the video starts once the page has loaded and the browser is idle.
    await untilLoadedAndIdle(page);
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    await expect(main(page).getByRole('button', { name: 'Video abspielen', exact: true })).toBeVisible();
  });

  test('a feature tile opens its dialog; Escape, the close button and the backdrop close it and focus returns to the tile', async ({ page }) => {
    await openHydrated(page, '/');
    const tile = main(page).getByRole('button', { name: 'Tabletten und Trinken' });
    await tile.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Tabletten und Trinken' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('erinnert dich zur richtigen Zeit an deine Tabletten');
    await expect(dialog.locator('svg')).not.toHaveCount(0);
    expect(await analyticsEvents(page, 'pill')).toHaveLength(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(tile).toBeFocused();

    const other = main(page).getByRole('button', { name: 'Freundeskreise' });
    await other.click();
    const second = page.getByRole('dialog', { name: 'Freundeskreise' });
    await expect(second).toContainText('In festen Freundeskreisen');
    await second.getByRole('button', { name: 'Schließen' }).click();
    await expect(second).toBeHidden();
    await expect(other).toBeFocused();

    await other.click();
    await expect(second).toBeVisible();
    await page.mouse.click(5, 300);
    await expect(second).toBeHidden();
    await expect(other).toBeFocused();
  });

  for (const [name, label, how] of [
    ['sicherheit', 'Video abspielen: Sicherheit', 'click'],
    ['gemeinschaft', 'Video abspielen: Gemeinschaft', 'keyboard'],
  ] as const) {
    test(`the ${name} video waits with a play button, plays with controls after a ${how} and returns to the start at the end`, async ({ page }) => {
      await openHydrated(page, '/');
      const video = page.locator(`video[src="/media/video/${name}.mp4"]`);
      const start = main(page).getByRole('button', { name: label });
      await start.scrollIntoViewIfNeeded();
      await expect(start).toBeVisible();
      await expect(video).not.toHaveAttribute('controls');
      if (how === 'click') await start.click();
      else {
        await start.focus();
        await page.keyboard.press('Enter');
      }
      await expect(video).toHaveAttribute('controls');
      await expect(start).toBeHidden();
      await expect(video).toBeFocused();
      await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0.2);
      expect(await analyticsEvents(page, 'video')).toEqual([{ event: 'video', name }]);

      await video.evaluate((element: HTMLVideoElement) => {
        element.pause();
      });
      await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
      await expect(video).toHaveAttribute('controls');

      await video.evaluate(async (element: HTMLVideoElement) => {
        element.currentTime = element.duration - 0.3;
        await element.play();
      });
      await expect(start).toBeVisible({ timeout: 5_000 });
      await expect(video).not.toHaveAttribute('controls');
      expect(await video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBe(0);
    });
  }

  test('the press strip names each logo once, hides the copies and pauses on hover, on focus and with its button', async ({ page }) => {
    await openHydrated(page, '/');
    const strip = page.getByRole('group', { name: 'Bekannt aus' });
    await expect(strip.getByRole('img')).toHaveCount(4);
    await expect(strip.getByRole('img', { name: 'Talbrücker Tageblatt' })).toHaveCount(1);
    await expect(strip.locator('ul[aria-hidden="true"] img[alt=""]')).toHaveCount(12);

    const track = strip.locator('ul').first().locator('..');
    const state = () => track.evaluate((element) => getComputedStyle(element).animationPlayState);
    await expect.poll(state).toBe('running');
    await strip.hover();
    await expect.poll(state).toBe('paused');
    await page.mouse.move(0, 0);
    await expect.poll(state).toBe('running');

    await strip.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(strip).toBeFocused();
    await expect.poll(state).toBe('paused');

    await page.keyboard.press('Tab');
    const pause = main(page).getByRole('button', { name: 'Laufband anhalten' });
    await expect(pause).toBeFocused();
    await expect.poll(state).toBe('running');
    await page.keyboard.press('Enter');
    await expect(main(page).getByRole('button', { name: 'Laufband fortsetzen' })).toBeFocused();
    await expect.poll(state).toBe('paused');
    await page.keyboard.press('Enter');
    await expect.poll(state).toBe('running');
  });

  test('the press strip stands still under reduced motion, without the copies and the button', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHydrated(page, '/');
    const strip = page.getByRole('group', { name: 'Bekannt aus' });
    const track = strip.locator('ul').first().locator('..');
    expect(await track.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
    await expect(strip.locator('ul[aria-hidden="true"]').first()).toBeHidden();
    await expect(main(page).getByRole('button', { name: 'Laufband anhalten' })).toBeHidden();
    await expect(strip.getByRole('img')).toHaveCount(4);
  });

  test('the carousel moves one picture at a time with its buttons and the arrow keys, wraps around and announces the position', async ({ page }) => {
    // The page's clock runs as usual but can be moved on at the end, past any timer it set.
    await page.clock.install();
    await openHydrated(page, '/');
    const carousel = page.getByRole('region', { name: 'Bilder vom Bildschirm' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'Karussell');
    const slides = carousel.locator('[aria-roledescription="Bild"]');
    await expect(slides).toHaveCount(7);
    await expect(slides.nth(2)).toHaveAttribute('aria-label', '3 von 7');
    const position = carousel.getByText(/^Bild \d von 7$/);
    await expect(position).toHaveAttribute('aria-live', 'polite');
    await expect(position).toHaveText('Bild 1 von 7');

    await carousel.scrollIntoViewIfNeeded();
    await carousel.getByRole('button', { name: 'Nächstes Bild' }).click();
    await expect(position).toHaveText('Bild 2 von 7');
    await expect(slides.nth(1).getByRole('img')).toBeInViewport({ ratio: 0.9 });

    const viewport = carousel.getByRole('group', { name: 'Bilder, mit den Pfeiltasten blättern' });
    await viewport.focus();
    await page.keyboard.press('ArrowRight');
    await expect(position).toHaveText('Bild 3 von 7');
    await expect(slides.nth(2).getByRole('img')).toBeInViewport({ ratio: 0.9 });
    await expect(slides.nth(2)).toContainText('Die Erinnerung an die Tabletten kommt pünktlich.');
    await page.keyboard.press('End');
    await expect(position).toHaveText('Bild 7 von 7');
    await page.keyboard.press('ArrowRight');
    await expect(position).toHaveText('Bild 1 von 7');
    await page.keyboard.press('ArrowLeft');
    await expect(position).toHaveText('Bild 7 von 7');
    await carousel.getByRole('button', { name: 'Vorheriges Bild' }).click();
    await expect(position).toHaveText('Bild 6 von 7');
    await expect(slides.nth(5).getByRole('img')).toBeInViewport({ ratio: 0.9 });
    // It never moves by itself: a minute later, by the page's clock, it is where it was.
    await page.clock.fastForward('01:00');
    await nextFrames(page);
    expect(await position.textContent()).toBe('Bild 6 von 7');
  });

  test('desktop visitors get the callback scheduling link', async ({ page }) => {
    await openHydrated(page, '/');
    await expect(main(page).getByRole('link', { name: 'Lass dich beraten!', exact: true })).toHaveAttribute('href', brand.links.callbackScheduling);
    await expect(main(page).getByRole('link', { name: /Jetzt anrufen/ })).toHaveCount(0);
  });

  test('the live demo invitation leads to /live-demo', async ({ page }) => {
    await openHydrated(page, '/');
    await main(page).getByRole('link', { name: 'Zur Live-Demo' }).click();
    await expect(page).toHaveURL(/\/live-demo$/);
    expect(await analyticsEvents(page, 'demo')).toHaveLength(1);
  });

  test('a testimonial interview opens in a dialog with captions and closes back to none', async ({ page }) => {
    await openHydrated(page, '/');
    const watch = main(page).getByRole('button', { name: 'Interview ansehen – Hildegard K., 91' });
    await watch.click();
    const dialog = page.getByRole('dialog', { name: 'Interview mit Hildegard K., 91' });
    await expect(dialog).toBeVisible();
    const video = dialog.locator('video');
    await expect(video).toHaveAttribute('src', '/media/video/interview-user.mp4');
    await expect(video).toHaveAttribute('poster', '/media/video/interview-user-poster.webp');
    await expect(video).toHaveAttribute('controls');
    await expect(video).toBeFocused();
    await expect(video.locator('track[kind="captions"]')).toHaveCount(2);
    await expect(video.locator('track[srclang="de"]')).toHaveAttribute('default');
    await expect(video.locator('track[srclang="en"]')).toHaveAttribute('src', '/media/video/interview-user.en.vtt');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.locator('video[src*="interview-"]')).toHaveCount(0);
    await expect(watch).toBeFocused();

    const other = main(page).getByRole('button', { name: 'Interview ansehen – Claudia M.' });
    await other.click();
    const second = page.getByRole('dialog', { name: 'Interview mit Claudia M.' });
    await expect(second.locator('video')).toHaveAttribute('src', '/media/video/interview-relative.mp4');
    await second.getByRole('button', { name: 'Interview schließen' }).click();
    await expect(second).toBeHidden();
  });

  for (const [hash, id] of [
    ['#vernetzen', 'vernetzen'],
    ['#gl%C3%BCcklicher', 'glücklicher'],
  ] as const) {
    test(`/${hash} scrolls to its section`, async ({ page }) => {
      await openHydrated(page, `/${hash}`);
      await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
    });
  }

  test('every part of the page is reachable with the Tab key', async ({ page }) => {
    test.setTimeout(120_000);
    await openHydrated(page, '/');
    await page.evaluate(() => {
      const reached: string[] = [];
      (window as unknown as { reached: string[] }).reached = reached;
      // In the capture phase: React stops a focus event at its root while the section it lands in is
      // not hydrated yet (it replays it there once it is), so a listener on the way up would miss it.
      document.addEventListener(
        'focusin',
        (event) => {
          const element = event.target as HTMLElement;
          reached.push((element.getAttribute('aria-label') ?? element.innerText ?? '').replace(/\s+/g, ' ').trim());
        },
        true,
      );
    });
    for (let step = 0; step < 140; step += 1) await page.keyboard.press('Tab');
    const reached = await page.evaluate(() => (window as unknown as { reached: string[] }).reached);
    for (const expected of [
      'Video anhalten',
      'Laufband anhalten',
      'Gesundheits-Check-in',
      'Video abspielen: Sicherheit',
      'Plaudern',
      'Video abspielen: Gemeinschaft',
      'Nachrichten vorlesen',
      'Vorheriges Bild',
      'Nächstes Bild',
      'Lass dich beraten!',
      'Zur Live-Demo',
      'Interview ansehen – Thomas B., Pflegedienstleitung',
      `Datenschutzhinweise zu ${brand.name} lesen`,
      'Mehr über die App',
      `Wie bediene ich ${brand.name}?`,
      'Was steht im Infopaket?',
      'Alle Fragen und Antworten',
    ]) {
      expect(reached, expected).toContain(expected);
    }
  });
});

test.describe('the home page on a phone', () => {
  test.use({
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
  });

  test('gets a link that dials the support number and counts it as a phone contact', async ({ page }) => {
    await openHydrated(page, '/');
    // The section knows the phone once it is live, which it is by the time the visitor gets there.
    await main(page).getByRole('heading', { name: 'Fragen? Wir beraten dich gern persönlich' }).scrollIntoViewIfNeeded();
    const call = main(page).getByRole('link', { name: `Jetzt anrufen: ${brand.support.phone}` });
    await expect(call).toHaveAttribute('href', brand.support.phoneHref);
    await expect(main(page).getByRole('link', { name: 'Lass dich beraten!' })).toHaveCount(0);
    // The browser would hand the number to the phone app; the test only needs the click.
    await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault(), { once: true }));
    await call.click();
    expect(await analyticsEvents(page, 'contact')).toEqual([{ event: 'contact', method: 'phone' }]);
  });

  test('passes axe with the phone layout', async ({ page }) => {
    await openHydrated(page, '/');
    await scrollThrough(page);
    await expectNoSeriousAxeFindings(page);
  });
});

test('the FAQ at the end of the home page opens and closes and tracks the question', async ({ page }) => {
  await openHydrated(page, '/');
  const faq = page.locator('[id="faq"]');
  const item = faq.locator('details', { has: page.locator('summary', { hasText: 'Brauche ich WLAN oder einen Internetanschluss?' }) });
  const question = item.locator('summary');
  await question.scrollIntoViewIfNeeded();
  await question.click();
  await expect(item).toHaveAttribute('open');
  await expect(item).toContainText('SIM-Karte');
  // `toggle` comes in a task of its own after the click.
  await expect.poll(() => analyticsEvents(page, 'faq')).toEqual([{ event: 'faq', question: 'Brauche ich WLAN oder einen Internetanschluss?' }]);
  await question.click();
  await expect(item).not.toHaveAttribute('open');
});

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 390, height: 844 },
]) {
  test(`a jump to the end of the home page leaves the footer where it landed (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openHydrated(page, '/');
    // Like the End key or a fling: the sections next to the footer are drawn for the first time.
    // One evaluate, not `nextFrames`: the first position must be read before any frame is drawn.
    const [landed, settled] = await page.evaluate(async () => {
      const footer = document.querySelector('footer')!;
      window.scrollTo(0, document.documentElement.scrollHeight);
      const top = () => Math.round(footer.getBoundingClientRect().top);
      const first = top();
      for (let frame = 0; frame < 4; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
      return [first, top()];
    });
    expect(settled).toBe(landed);
  });
}
