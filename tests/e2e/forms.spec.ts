import type { Locator, Page } from '@playwright/test';
import { expect, openHydrated, test, waitForHydration } from '../support/fixtures';
import { crmSubmissions, uniqueEmail as uniqueAddress } from '../support/mocks';
import { waitForServiceWorker } from '../support/pwa';
import { storedSubmissions } from '../support/site-api';

/**
 * Nothing typed is ever lost: what a visitor types into a prerendered form on a slow phone before
 * the page is live arrives with the submission, and no notice lies over a control in use.
 */

const uniqueEmail = (label: string) => uniqueAddress(`early.${label}`);

/**
 * Opens a page on an emulated slow phone (CPU 4×) and holds its modules back until `type` has
 * run: the visitor types into the first paint, before the app is live, as on a cheap phone.
 */
async function typeBeforeLive(page: Page, path: string, type: () => Promise<void>) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let release: () => void = () => {};
  const typed = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await typed;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  await type();
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  release();
  await waitForHydration(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
}

const textbox = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true });

test('the info package form keeps what was typed before the page was live, and sends it', async ({ page }) => {
  const email = uniqueEmail('infopaket');
  const form = page.getByRole('main').getByRole('form', { name: 'Infopaket bestellen' });
  await typeBeforeLive(page, '/infopaket', async () => {
    await textbox(form, 'Vorname').pressSequentially('Frieda');
    await textbox(form, 'Nachname').pressSequentially('Frühaufsteherin');
    await textbox(form, 'E-Mail-Adresse').pressSequentially(email);
    await form.getByRole('radio', { name: 'Für eine angehörige Person' }).check();
    await form.getByRole('checkbox', { name: /Ich bin einverstanden/ }).check();
  });
  await form.getByRole('button', { name: 'Infopaket anfordern' }).click();
  await expect(page.getByRole('heading', { name: 'Fast geschafft – nur noch ein Schritt' })).toBeVisible();
  const [sent] = await crmSubmissions(page.request, email);
  expect(sent?.fields).toMatchObject({ VORNAME: 'Frieda', NACHNAME: 'Frühaufsteherin', QUESTION_ROLE: '2', OPT_IN: '1' });
});

test('the callback form keeps what was typed before the page was live, and sends it', async ({ page }) => {
  const form = page.getByRole('form', { name: 'Rückruf anfordern' });
  const phone = `030 ${Math.floor(1_000_000 + Math.random() * 8_999_999)}`;
  await typeBeforeLive(page, '/callbackform', async () => {
    await textbox(form, 'Dein Name (freiwillig)').pressSequentially('Frieda Früh');
    await textbox(form, 'Telefonnummer').pressSequentially(phone);
    await form.getByRole('checkbox', { name: /einverstanden/ }).check();
  });
  await form.getByRole('button', { name: 'Rückruf anfordern' }).click();
  await expect(page.getByRole('heading', { name: /Danke/ })).toBeVisible();
  const [sent] = await storedSubmissions(page.request, 'callback', 'phone', phone);
  expect(sent?.fields).toMatchObject({ name: 'Frieda Früh', phone, consent: 'yes' });
});

test("the checkout's address step keeps what was typed before the page was live, and the pre-order carries it", async ({ page }) => {
  const email = uniqueEmail('address');
  await page.addInitScript(() => {
    if (!window.sessionStorage.getItem('lumi:checkout')) window.sessionStorage.setItem('lumi:checkout', JSON.stringify({ plan: 'basis' }));
  });
  const form = page.getByRole('form', { name: 'Lieferadresse' });
  await typeBeforeLive(page, '/checkout/address?plan=basis', async () => {
    await textbox(form, 'Vorname').pressSequentially('Frieda');
    await textbox(form, 'Nachname').pressSequentially('Früh');
    await textbox(form, 'E-Mail-Adresse').pressSequentially(email);
    await textbox(form, 'Telefonnummer').pressSequentially('030 1234567');
    await textbox(form, 'Straße und Hausnummer').pressSequentially('Morgenweg 5');
    await textbox(form, 'Postleitzahl').pressSequentially('10115');
    await textbox(form, 'Ort').pressSequentially('Berlin');
  });
  await form.getByRole('button', { name: 'Weiter zur Zahlung' }).click();
  await page.getByRole('radio', { name: 'PayPal' }).check();
  await page.getByRole('button', { name: 'Zahlungspflichtig vorbestellen und weiter zu PayPal', exact: true }).click();
  await expect(page).toHaveURL(/\/paypal\/checkoutnow\?token=/);
  expect((await storedSubmissions(page.request, 'order', 'email', email))[0]?.fields).toMatchObject({
    firstName: 'Frieda',
    lastName: 'Früh',
    phone: '030 1234567',
    street: 'Morgenweg 5',
    postalCode: '10115',
    city: 'Berlin',
  });
});

test.describe('with the service worker', () => {
  // The order is saved offline and delivered later, by the page or by the worker; while the
  // connection is off, the requests that cannot go out are reported, as expected.
  test.use({ serviceWorkers: 'allow', allowedProblems: [/net::ERR_INTERNET_DISCONNECTED/] });

  test('a delivered-notice never lies over the form: OPT_IN at the bottom of the viewport can be ticked', async ({ page, context }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const form = page.getByRole('main').getByRole('form', { name: 'Infopaket bestellen' });
    await openHydrated(page, '/infopaket');
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await textbox(form, 'Vorname').fill('Nora');
    await textbox(form, 'Nachname').fill('Notiz');
    await textbox(form, 'E-Mail-Adresse').fill(uniqueEmail('notice'));
    await form.getByRole('radio', { name: 'Für mich selbst' }).check();
    await form.getByRole('checkbox', { name: /Ich bin einverstanden/ }).check();
    await form.getByRole('button', { name: 'Infopaket anfordern' }).click();
    await expect(page.getByRole('heading', { name: 'Gespeichert – wird gesendet, sobald du wieder online bist' })).toBeVisible();

    // A new page view: the site-wide notice speaks for the saved order, and says when it arrived.
    await page.reload();
    await waitForHydration(page);
    await context.setOffline(false);
    const notice = page.getByRole('region', { name: 'Gespeicherte Anfragen' }).getByRole('status');
    await expect(notice).toContainText('ist angekommen', { timeout: 30_000 });

    // The consent box of a fresh order, scrolled to the very bottom of the window.
    const box = form.getByRole('checkbox', { name: /Ich bin einverstanden/ });
    await box.evaluate((element) => {
      const { bottom } = element.getBoundingClientRect();
      window.scrollBy(0, bottom - window.innerHeight + 2);
    });
    const { x, y, width, height } = (await box.boundingBox())!;
    expect(y + height).toBeGreaterThan(900 - 12);
    // What is at that spot is the box itself, not a notice lying over it.
    const hit = await page.evaluate(
      ([left, top]) => document.elementFromPoint(left!, top!)?.closest('[role="region"], input')?.tagName,
      [x + width / 2, y + height / 2],
    );
    expect(hit).toBe('INPUT');
    await page.mouse.click(x + width / 2, y + height / 2);
    await expect(box).toBeChecked();
  });
});
