import type { BrowserContext, Page } from '@playwright/test';
import { consentRecordJson, expect, expectNoSeriousAxeFindings, openHydrated, test, waitForHydration } from '../support/fixtures';
import { crmSubmissions, mockOrigin, uniqueEmail } from '../support/mocks';

/**
 * The consent dialog as a new visitor meets it: nothing optional is stored or loaded before a
 * decision, each answer does what it says, and a withdrawal deletes at once. The build under test
 * has the stand-in tag manager (`GTM-TEST123` from the mock server) configured.
 */

// A new visitor: no decision yet, and real experiment assignments.
test.use({ consent: null, forceControl: false });

const containerId = 'GTM-TEST123';
const clickIds = ['gclid', 'fbclid', 'mellitbclid', 'melliobclid'];

type DataLayerEntry = Record<string, unknown>;

const consentDialog = (page: Page) => page.getByRole('dialog', { name: 'Deine Privatsphäre' });

/** Every `gtm.js` this page asked for, from the moment the listener is on. */
function recordContainerRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/gtm.js')) requested.push(request.url());
  });
  return requested;
}

/** What the page keeps beyond the necessary: storage keys other than the consent record, and cookies. */
async function optionalData(page: Page, context: BrowserContext) {
  const keys = await page.evaluate(() => ({ local: Object.keys(window.localStorage), session: Object.keys(window.sessionStorage) }));
  return {
    local: keys.local.filter((key) => key !== 'lumi:consent'),
    // Scroll positions are necessary; nothing else belongs in this tab's storage.
    session: keys.session.filter((key) => key !== 'lumi:scroll-positions'),
    cookies: (await context.cookies()).map((cookie) => cookie.name),
  };
}

const nothingOptional = { local: [], session: [], cookies: [] };

/** The gtag commands in the data layer, as `consent default` / `consent update` strings, in order. */
async function consentCommands(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (window.dataLayer ?? [])
      .filter((entry) => Object.prototype.toString.call(entry) === '[object Arguments]')
      .map((entry) => {
        const command = entry as IArguments;
        return `${String(command[0])} ${String(command[1])}`;
      }),
  );
}

test.describe('a first visit', () => {
  test('shows the dialog at the first paint, stores nothing optional and loads no tag manager', async ({ page, context }) => {
    const containers = recordContainerRequests(page);
    await page.goto('/?utm_source=news&gclid=abc');
    // Before the app is live: the prerendered dialog, shown by the before-paint script.
    await expect(consentDialog(page)).toBeVisible();
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Deine Privatsphäre' })).toBeFocused();
    await page.waitForLoadState('networkidle');

    expect(await optionalData(page, context)).toEqual(nothingOptional);
    expect(containers).toEqual([]);
    const first = await page.evaluate(() => {
      const entry = window.dataLayer?.[0] as IArguments | undefined;
      return entry ? Array.from(entry) : [];
    });
    expect(first).toEqual([
      'consent',
      'default',
      { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', wait_for_update: 500 },
    ]);
  });

  test('answers a tap before the app has started', async ({ page, problems }) => {
    // The module scripts never arrive: only the prerendered page and its before-paint script run.
    problems.allow(/Failed to load resource: net::ERR_FAILED/);
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto('/');
    await consentDialog(page).getByRole('button', { name: 'Nur notwendige' }).click();
    await expect(consentDialog(page)).toBeHidden();
    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('lumi:consent') ?? 'null') as unknown);
    expect(stored).toMatchObject({ version: 2, categories: { necessary: true, statistics: false, marketing: false } });
  });

  test('"Nur notwendige" stores nothing optional, and the info package still carries the campaign', async ({ page, context }) => {
    const containers = recordContainerRequests(page);
    await openHydrated(page, '/?utm_source=news&gclid=abc');
    await consentDialog(page).getByRole('button', { name: 'Nur notwendige' }).click();
    await expect(consentDialog(page)).toBeHidden();
    expect(await consentCommands(page)).toEqual(['consent default', 'consent update']);

    await page.getByRole('banner').getByRole('link', { name: 'Infopaket', exact: true }).click();
    const email = uniqueEmail('consent');
    const form = page.getByRole('dialog', { name: 'Kostenloses Infopaket bestellen' });
    await form.getByRole('textbox', { name: 'Vorname' }).fill('Anna');
    await form.getByRole('textbox', { name: 'Nachname' }).fill('Muster');
    await form.getByRole('textbox', { name: 'E-Mail-Adresse', exact: true }).fill(email);
    await form.getByRole('radio', { name: 'Für mich selbst' }).check();
    await form.getByRole('checkbox', { name: /Ich bin einverstanden/ }).check();
    await form.getByRole('button', { name: 'Infopaket anfordern' }).click();
    await expect(page.getByRole('heading', { name: 'Fast geschafft – nur noch ein Schritt' })).toBeVisible();

    const [sent] = await crmSubmissions(page.request, email);
    expect(sent?.fields).toMatchObject({ UTM_SOURCE: 'news', GCLID: 'abc' });
    // Only the outbox (what the visitor asked to send) may touch IndexedDB; nothing else was kept.
    expect(await optionalData(page, context)).toEqual(nothingOptional);
    expect(containers).toEqual([]);
  });

  test('"Alle akzeptieren" sends the update after the default, loads the container once and keeps the click id for 7 days', async ({ page, context }) => {
    const containers = recordContainerRequests(page);
    await openHydrated(page, '/?gclid=abc');
    await consentDialog(page).getByRole('button', { name: 'Alle akzeptieren' }).click();
    await expect(consentDialog(page)).toBeHidden();

    await expect.poll(() => containers).toEqual([`${mockOrigin}/gtm.js?id=${containerId}`]);
    expect(await consentCommands(page)).toEqual(['consent default', 'consent update']);
    const update = await page.evaluate(() => Array.from((window.dataLayer ?? []).find((entry) => (entry as IArguments)[1] === 'update') as IArguments));
    expect(update[2]).toEqual({ ad_storage: 'granted', analytics_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' });
    await expect.poll(() => page.evaluate(() => (window as unknown as { lumiMockContainer?: string }).lumiMockContainer)).toBe(containerId);

    await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'gclid')?.value).toBe('abc');
    const cookie = (await context.cookies()).find(({ name }) => name === 'gclid');
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 604_800 - 60);
    expect(cookie?.expires).toBeLessThan(Date.now() / 1000 + 604_800 + 60);
    expect(await page.evaluate(() => window.localStorage.getItem('gclid'))).toBe('abc');
  });

  test('settings: ticking statistics only grants statistics', async ({ page }) => {
    await openHydrated(page, '/');
    const dialog = consentDialog(page);
    await dialog.getByRole('button', { name: 'Einstellungen' }).click();
    await expect(dialog.getByRole('heading', { name: 'Einstellungen' })).toBeFocused();
    await expect(dialog.getByRole('checkbox', { name: /Notwendig/ })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: /Notwendig/ })).toBeDisabled();
    await expect(dialog.getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked();
    await dialog.getByRole('checkbox', { name: 'Statistik und Tests' }).check();
    await dialog.getByRole('button', { name: 'Auswahl speichern' }).click();
    await expect(dialog).toBeHidden();
    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('lumi:consent') ?? 'null') as unknown);
    expect(stored).toMatchObject({ categories: { statistics: true, marketing: false } });
    const update = await page.evaluate(() => Array.from((window.dataLayer ?? []).find((entry) => (entry as IArguments)[1] === 'update') as IArguments));
    expect(update[2]).toEqual({ ad_storage: 'denied', analytics_storage: 'granted', ad_user_data: 'denied', ad_personalization: 'denied' });
  });
});

test.describe('a visitor who decided', () => {
  test('never sees the dialog, and the container loads at start of every page', async ({ page, context }) => {
    await context.addInitScript(
      (record) => {
        if (!window.localStorage.getItem('lumi:consent')) window.localStorage.setItem('lumi:consent', record);
        // Watches every frame from the first one: a dialog that showed even once would be caught.
        const seen = { shown: false };
        (window as unknown as { consentDialogSeen: typeof seen }).consentDialogSeen = seen;
        const watch = () => {
          const dialog = document.getElementById('consent-dialog');
          if (dialog && getComputedStyle(dialog).display !== 'none') seen.shown = true;
          requestAnimationFrame(watch);
        };
        requestAnimationFrame(watch);
      },
      consentRecordJson({ statistics: true, marketing: true }),
    );
    const containers = recordContainerRequests(page);
    for (const path of ['/', '/blog']) {
      await openHydrated(page, path);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as unknown as { consentDialogSeen: { shown: boolean } }).consentDialogSeen.shown)).toBe(false);
      await expect(consentDialog(page)).toBeHidden();
    }
    expect(containers).toEqual([`${mockOrigin}/gtm.js?id=${containerId}`, `${mockOrigin}/gtm.js?id=${containerId}`]);
    expect(await consentCommands(page)).toEqual(['consent default', 'consent update']);
  });

  test('withdraws in the footer: the data goes at once, and no container loads on the next page', async ({ page, context }) => {
    const containers = recordContainerRequests(page);
    await openHydrated(page, '/?utm_source=news&gclid=abc');
    await consentDialog(page).getByRole('button', { name: 'Alle akzeptieren' }).click();
    await expect.poll(async () => (await optionalData(page, context)).cookies).toContain('gclid');
    await openHydrated(page, '/blog');
    expect((await optionalData(page, context)).local).toEqual(expect.arrayContaining(['utm_source', 'gclid', 'lumi:visitor-id']));
    // The tag manager is asked for after the page is live, not with it.
    await expect.poll(() => containers.length).toBe(2);

    const footerEntry = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' });
    await footerEntry.click();
    await expect(consentDialog(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Deine Privatsphäre' })).toBeFocused();
    await consentDialog(page).getByRole('button', { name: 'Nur notwendige' }).click();
    await expect(consentDialog(page)).toBeHidden();
    await expect(footerEntry).toBeFocused();
    expect(await optionalData(page, context)).toEqual(nothingOptional);
    expect(await consentCommands(page)).toEqual(['consent default', 'consent update', 'consent update']);

    await openHydrated(page, '/team');
    await page.waitForLoadState('networkidle');
    expect(containers).toHaveLength(2);
    expect(await optionalData(page, context)).toEqual(nothingOptional);
  });

  test('closes the reopened dialog with Escape and keeps the decision', async ({ page, context }) => {
    await context.addInitScript((record) => window.localStorage.setItem('lumi:consent', record), consentRecordJson({ statistics: false, marketing: false }));
    await openHydrated(page, '/faq');
    const footerEntry = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' });
    await footerEntry.click();
    await expect(consentDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(consentDialog(page)).toBeHidden();
    await expect(footerEntry).toBeFocused();
  });

  test('a record of an older dialog text asks again', async ({ page, context }) => {
    const old = JSON.stringify({ version: 0, decidedAt: new Date().toISOString(), categories: { necessary: true, statistics: true, marketing: true } });
    await context.addInitScript((record) => window.localStorage.setItem('lumi:consent', record), old);
    const containers = recordContainerRequests(page);
    await openHydrated(page, '/');
    await expect(consentDialog(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(containers).toEqual([]);
  });
});

test.describe('experiments and consent', () => {
  const visitors = 10;
  // Ten fresh browser contexts, each a cold start of the page: on a loaded 2-core machine that
  // takes longer than one ordinary journey's minute.
  test.describe.configure({ timeout: 150_000 });

  test(`${visitors} new visitors to /shop without consent all see /shop and store nothing`, async ({ browser, problems }) => {
    for (let index = 0; index < visitors; index += 1) {
      const context = await browser.newContext();
      problems.watch(context);
      const page = await context.newPage();
      await openHydrated(page, '/shop');
      await page.waitForFunction(() => document.documentElement.dataset.experiments === 'ready');
      expect(new URL(page.url()).pathname).toBe('/shop');
      expect(await optionalData(page, context)).toEqual(nothingOptional);
      expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
      const exposures = await page.evaluate(() => (window.dataLayer ?? []).filter((entry) => (entry as DataLayerEntry).event === 'experiment_viewed'));
      expect(exposures).toEqual([]);
      await context.close();
    }
  });

  test(`${visitors} new visitors to /shop with consent are spread over the variants and each is exposed once`, async ({ browser, problems }) => {
    const seen = new Set<string>();
    for (let index = 0; index < visitors; index += 1) {
      const context = await browser.newContext();
      problems.watch(context);
      // The tab first, then the script: it runs from the site's first page on, not in the blank tab, which has no storage.
      const page = await context.newPage();
      await context.addInitScript(
        (record) => {
          if (!window.localStorage.getItem('lumi:consent')) window.localStorage.setItem('lumi:consent', record);
        },
        consentRecordJson({ statistics: true, marketing: false }),
      );
      await openHydrated(page, '/shop');
      await page.waitForFunction(() => document.documentElement.dataset.experiments === 'ready');
      const path = new URL(page.url()).pathname;
      seen.add(path);
      const exposures = await page.evaluate(() =>
        (window.dataLayer ?? []).filter(
          (entry) => (entry as DataLayerEntry).event === 'experiment_viewed' && (entry as DataLayerEntry).experiment_id === 'shop-page',
        ),
      );
      expect(exposures).toHaveLength(1);
      expect(await page.evaluate(() => window.localStorage.getItem('lumi:visitor-id'))).toMatch(/^[A-Za-z0-9-]{8,64}$/);
      await context.close();
    }
    // Three variations at a third each: ten visitors all in one would happen once in 20 000 runs.
    expect(seen.size).toBeGreaterThan(1);
    for (const path of seen) expect(['/shop', '/shop-old', '/shop-not-so-old']).toContain(path);
  });

  test('consent given on a page takes effect from the next page view, without switching the page being read', async ({ page }) => {
    await openHydrated(page, '/blog');
    await consentDialog(page).getByRole('button', { name: 'Alle akzeptieren' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    expect(await page.evaluate(() => window.localStorage.getItem('lumi:visitor-id'))).toBeNull();
    await page.getByRole('banner').getByRole('link', { name: 'Shop', exact: true }).first().click();
    await expect(page).toHaveURL(/\/shop(-old|-not-so-old)?$/);
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('lumi:visitor-id'))).toMatch(/^[A-Za-z0-9-]{8,64}$/);
  });
});

test.describe('the dialog for every visitor', () => {
  for (const [width, height] of [
    [390, 844],
    [1280, 900],
  ] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      test(`passes axe and has 44 px targets at ${width} px in ${scheme} mode, first layer and settings`, async ({ page }) => {
        await page.setViewportSize({ width, height });
        await page.addInitScript((value) => window.localStorage.setItem('lumi:color-scheme', JSON.stringify(value)), scheme);
        await openHydrated(page, '/');
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
        const dialog = consentDialog(page);
        for (const layer of ['first', 'settings'] as const) {
          if (layer === 'settings') await dialog.getByRole('button', { name: 'Einstellungen' }).click();
          await expectNoSeriousAxeFindings(page, { include: '#consent-dialog', label: `the ${layer} layer` });
          const small = await page.evaluate(() =>
            [...document.querySelectorAll('#consent-dialog button, #consent-dialog a, #consent-dialog summary, #consent-dialog label')]
              .filter((element) => (element as HTMLElement).offsetParent !== null)
              .map((element) => ({ text: element.textContent?.trim().slice(0, 30), box: element.getBoundingClientRect() }))
              .filter(({ box }) => box.height < 44 || box.width < 44)
              .map(({ text, box }) => `${text}: ${Math.round(box.width)}×${Math.round(box.height)}`),
          );
          expect(small).toEqual([]);
        }
      });
    }
  }

  test('the two answers have the same size and weight', async ({ page }) => {
    await openHydrated(page, '/');
    const dialog = consentDialog(page);
    const look = (name: string) =>
      dialog.getByRole('button', { name }).evaluate((button) => {
        const style = getComputedStyle(button);
        const box = button.getBoundingClientRect();
        return {
          width: Math.round(box.width),
          height: Math.round(box.height),
          weight: style.fontWeight,
          size: style.fontSize,
          background: style.backgroundColor,
        };
      });
    expect(await look('Alle akzeptieren')).toEqual(await look('Nur notwendige'));
  });

  test('is reached first with the keyboard and answered with Enter', async ({ page }) => {
    await openHydrated(page, '/');
    await page.keyboard.press('Tab');
    await expect(consentDialog(page).getByRole('button', { name: 'Alle akzeptieren' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(consentDialog(page).getByRole('button', { name: 'Nur notwendige' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(consentDialog(page)).toBeHidden();
  });

  test('is there on the not-found page too, and fits 320 px without scrolling sideways', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/no-such-page');
    await expect(consentDialog(page)).toBeVisible();
    expect(await page.evaluate(() => document.getElementById('consent-dialog')!.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  });

  test('speaks English after a switch to English', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('lumi:language', '"en"'));
    await openHydrated(page, '/');
    const dialog = page.getByRole('dialog', { name: 'Your privacy' });
    await expect(dialog.getByRole('button', { name: 'Accept all' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Only necessary' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Settings' }).click();
    await expect(dialog.getByRole('checkbox', { name: 'Statistics and tests' })).toBeVisible();
  });
});

test('the footer entry is on every layout', async ({ page, context }) => {
  await context.addInitScript((record) => window.localStorage.setItem('lumi:consent', record), consentRecordJson({ statistics: false, marketing: false }));
  for (const path of ['/', '/checkout?plan=basis', '/test-user', '/lp-old', '/no-such-page']) {
    await page.goto(path);
    await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' })).toBeVisible();
  }
  for (const name of clickIds) expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain(name);
});
