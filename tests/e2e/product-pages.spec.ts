import type { Page } from '@playwright/test';
import { brand } from '../../src/config/brand';
import { analyticsEvents, expect, expectNoSeriousAxeFindings, openHydrated, stayOnPage, test } from '../support/fixtures';

/** The product pages this spec is about. */
const productPages = [
  '/app',
  '/relatives',
  '/live-demo',
  '/infopaket',
  '/setup-anleitung',
  '/success',
  '/successful-double-opt-in',
  '/team',
  '/video',
  '/callbackform',
];

const eventNames = async (page: Page) => (await analyticsEvents(page)).map((entry) => entry.event);

for (const path of productPages) {
  // Light mode at the default size passes axe in the route walk (tests/e2e/route-walk.spec.ts).
  test(`${path} has one h1, headings in order and described, sized, lazy pictures`, async ({ page }) => {
    await openHydrated(page, path);
    const levels = await page
      .locator('main')
      .evaluate((main) => [...main.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => Number(heading.tagName[1])));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    for (const [index, level] of levels.entries())
      if (index > 0) expect(level, `heading ${index + 1} of ${levels.join(',')}`).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1);

    const images = await page.locator('main img').evaluateAll((elements) =>
      elements.map((img) => ({
        src: img.getAttribute('src'),
        alt: img.getAttribute('alt'),
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        loading: img.getAttribute('loading'),
      })),
    );
    for (const image of images) {
      expect(image.alt?.length, `alt of ${image.src}`).toBeGreaterThan(20);
      expect(image.width && image.height, `size of ${image.src}`).toBeTruthy();
      expect(image.loading, `loading of ${image.src}`).toBe('lazy');
      expect(image.src).toMatch(/^\/media\//);
    }
  });

  test(`${path} passes axe in dark mode and its buttons are at least 44 px tall`, async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('lumi:color-scheme', '"dark"'));
    await openHydrated(page, path);
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expectNoSeriousAxeFindings(page);
    const small = await page.locator('main').evaluate((main) =>
      [...main.querySelectorAll<HTMLElement>('button, a.mantine-Button-root, input:not([type=hidden]):not([tabindex="-1"]), select')]
        .filter((element) => element.offsetParent !== null)
        .filter((element) => !(element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')))
        .map((element) => ({ name: element.textContent?.trim() || element.getAttribute('name'), height: element.getBoundingClientRect().height }))
        .filter(({ height }) => height < 44),
    );
    expect(small).toEqual([]);
  });

  test(`${path} reads completely in English, without a missing text`, async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('lumi:language', '"en"'));
    await openHydrated(page, path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const text = await page.locator('main').innerText();
    // A missing translation shows up as its key, such as "features.items.call.title".
    expect(text).not.toMatch(/\b[a-z]+(?:\.[a-zA-Z]+){2,}\b/);
    expect(text).not.toMatch(/\{\{|\}\}/);
    expect(text).not.toMatch(/\b(?:und|für|der|die|das|mit|nicht)\b/);
    await expectNoSeriousAxeFindings(page);
  });
}

test('/live-demo counts the invitation as opened and the demo link as followed', async ({ page }) => {
  await openHydrated(page, '/live-demo');
  await expect.poll(() => eventNames(page)).toContain('live_demo_open');
  expect((await eventNames(page)).filter((name) => name === 'live_demo_sent')).toEqual([]);

  const demo = page.getByRole('main').getByRole('link', { name: 'Online-Demo starten' }).first();
  await expect(demo).toHaveAttribute('href', brand.links.demo);
  await stayOnPage(page);
  await demo.click();
  const sent = await analyticsEvents(page, 'live_demo_sent');
  // No personal data on this event: the visitor typed nothing.
  expect(sent).toEqual([{ event: 'live_demo_sent', user_data: {} }]);
});

test('/app links to the app login and counts it as go_to_app', async ({ page }) => {
  await openHydrated(page, '/app');
  const login = page.getByRole('main').getByRole('link', { name: 'Zur App-Anmeldung' });
  await expect(login).toHaveAttribute('href', brand.links.userLogin);
  await stayOnPage(page);
  await login.click();
  expect(await eventNames(page)).toContain('go_to_app');
});

test("/app explains the invitation code, the admin's confirmation and who may call", async ({ page }) => {
  await openHydrated(page, '/app');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'So holst du die Familie dazu' })).toBeVisible();
  const steps = main.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(steps.filter({ hasText: 'Neue Mitglieder bestätigen' })).toHaveCount(1);
  await expect(steps.filter({ hasText: 'Festlegen, wer anrufen darf' })).toHaveCount(1);
  await expect(main.getByText('Ohne den passenden Einladungscode eurer Familie kann niemand beitreten.')).toBeVisible();
});

test('/success walks through e-mail, app registration and unpacking, with the app login as a way in', async ({ page }) => {
  await openHydrated(page, '/success');
  const steps = page.getByRole('main').getByRole('list').first().getByRole('heading', { level: 3 });
  await expect(steps).toHaveText(['Öffne die E-Mail auf deinem Smartphone', 'Folge dem Link und registriere dich in der App', 'Pack Lumi aus und leg los']);
  await stayOnPage(page);
  await page.getByRole('main').getByRole('link', { name: 'Zur App-Anmeldung' }).click();
  expect(await eventNames(page)).toContain('go_to_app');
});

test('/setup-anleitung gives the support hours from the brand config and, on a desktop, the advice scheduling, and counts the contact', async ({ page }) => {
  await openHydrated(page, '/setup-anleitung');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 3 })).toContainText([
    'Auspacken und aufstellen',
    'Einstecken',
    'Einschalten',
    'Mit dem Internet verbinden: SIM-Karte oder WLAN',
    'Der erste Sprachbefehl',
    'Die App verbinden',
  ]);
  const { from, to } = brand.support.hours;
  await expect(main.getByText(`Wir sind montags bis freitags von ${from} bis ${to} Uhr für dich da.`)).toBeVisible();
  const advice = main.getByRole('link', { name: 'Lass dich beraten!' });
  await expect(advice).toHaveAttribute('href', brand.links.callbackScheduling);
  await stayOnPage(page);
  await advice.click();
  expect(await analyticsEvents(page)).toContainEqual({ event: 'contact', method: 'phone' });
});

test('/relatives says plainly that the product is no emergency call system', async ({ page }) => {
  await openHydrated(page, '/relatives');
  const notice = page.getByRole('region', { name: 'Wichtig: Lumi ersetzt keinen Hausnotruf' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('112');
});

test('/infopaket lists the contents above the unchanged order form and tracks the page view once', async ({ page }) => {
  await openHydrated(page, '/infopaket');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'Das steckt im Infopaket' })).toBeVisible();
  await expect(main.getByRole('form', { name: 'Infopaket bestellen' })).toBeVisible();
  await main.getByRole('link', { name: 'Direkt zum Formular' }).click();
  await expect(page).toHaveURL(/#formular$/);
  await expect(main.getByRole('heading', { level: 2, name: 'Deine Angaben' })).toBeInViewport();
  expect((await eventNames(page)).filter((name) => name === 'info_package_page')).toHaveLength(1);
});

test('/team shows a made-up team without photos and says so', async ({ page }) => {
  await openHydrated(page, '/team');
  const main = page.getByRole('main');
  await expect(main.getByText(/Das Team auf dieser Seite ist frei erfunden/)).toBeVisible();
  await expect(main.getByRole('heading', { level: 3, name: 'Erika Beispiel' })).toBeVisible();
  await expect(main.locator('img')).toHaveCount(0);
});

test('/video keeps its one device video and lists what it shows', async ({ page }) => {
  await openHydrated(page, '/video');
  await expect(page.locator('main video')).toHaveCount(1);
  await expect(page.getByRole('main').getByRole('heading', { level: 4 })).toHaveText(['Guten Morgen', 'Videoanruf mit dem Enkelkind', 'Erinnerung um 9 Uhr']);
});
