import { createHash, randomInt } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { analyticsEvents, expect, expectNoSeriousAxeFindings, openHydrated, test } from '../support/fixtures';
import { crmCallbacks } from '../support/mocks';
import { waitForOutboxSettled, waitForServiceWorker } from '../support/pwa';
import { nextSiteApiAnswer, storedSubmissions } from '../support/site-api';

const queuedHeading = 'Gespeichert – wird gesendet, sobald du wieder online bist';
const sentHeading = 'Danke! Wir rufen dich an';

/** The site API's database and the CRM mock's log are shared by parallel workers: each test calls with its own number. */
const uniquePhone = () => `030 ${randomInt(1_000_000, 9_999_999)}`;

const submissionsFor = (request: APIRequestContext, phone: string) => storedSubmissions(request, 'callback', 'phone', phone);

const callbackForm = (page: Page) => page.getByRole('main').getByRole('form', { name: 'Rückruf anfordern' });
const timeField = (form: Locator) => form.getByRole('textbox', { name: 'Uhrzeit (freiwillig)' });

async function fillIn(form: Locator, { phone, time = '10:30', day = 'Donnerstag' }: { phone: string; time?: string; day?: string }) {
  await form.getByRole('textbox', { name: 'Dein Name (freiwillig)' }).fill('Greta Rückruf');
  await form.getByRole('textbox', { name: 'Telefonnummer' }).fill(phone);
  await form.getByRole('combobox', { name: 'An welchem Tag passt es dir am besten?' }).selectOption({ label: day });
  await timeField(form).fill(time);
  // Leaving the time shows its message, if any, before the next click lands.
  await timeField(form).press('Tab');
  await form.getByRole('checkbox', { name: /Ich bin einverstanden/ }).check();
}

const send = (form: Locator) => form.getByRole('button', { name: 'Rückruf anfordern' }).click();

// Hashed contact details (and the info package's e-mail) reach the data layer with marketing consent only.
test.describe('a visitor who allowed marketing', () => {
  test.use({ consent: { statistics: true, marketing: true } });

  test('a callback request reaches the site API as JSON, is stored and forwarded to the CRM once, confirmed on the page and counted as callback_sent', async ({
    page,
    request,
  }) => {
    const phone = uniquePhone();
    await openHydrated(page, '/callbackform');
    await expect.poll(async () => (await analyticsEvents(page, 'callback_open')).length).toBe(1);

    const form = callbackForm(page);
    await fillIn(form, { phone });
    const answer = nextSiteApiAnswer(page, '/callback');
    await send(form);

    const heading = page.getByRole('heading', { name: sentHeading });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
    await expect(page.getByText(`Wir melden uns am Donnerstag gegen 10:30 Uhr unter der Nummer ${phone}.`)).toBeVisible();

    const answered = await answer;
    expect(answered.status()).toBe(201);
    expect(await answered.request().headerValue('content-type')).toContain('application/json');
    const [stored, ...more] = await submissionsFor(request, phone);
    expect(more).toEqual([]);
    expect(stored?.fields).toEqual({ name: 'Greta Rückruf', phone, day: 'thu', time: '10:30', consent: 'yes', locale: 'de' });

    // The service forwards the lead to the CRM from its outbox; once that is done, the CRM has it once.
    await expect
      .poll(async () => (await submissionsFor(request, phone))[0]?.effects)
      .toEqual([{ id: expect.any(String), action: 'crm-forward', done: true, failed: false, held: false, attempts: 1, lastError: null }]);
    const forwarded = await crmCallbacks(request, phone);
    expect(forwarded).toHaveLength(1);
    expect(forwarded[0]).toMatchObject({
      status: 302,
      fields: {
        SUBMISSION_ID: stored?.id,
        FORM: 'callback',
        NAME: 'Greta Rückruf',
        TELEFON: phone,
        RUECKRUF_TAG: 'thu',
        RUECKRUF_ZEIT: '10:30',
        SPRACHE: 'de',
        OPT_IN: '1',
      },
    });

    const sha256Phone = createHash('sha256').update(phone.replace(/\s/g, '')).digest('hex');
    await expect.poll(() => analyticsEvents(page, 'callback_sent')).toEqual([{ event: 'callback_sent', user_data: { sha256_phone_number: sha256Phone } }]);
  });
});

test('a time outside Monday to Friday 08:00–16:00 is refused with a clear message and nothing is sent', async ({ page, request }) => {
  const phone = uniquePhone();
  await openHydrated(page, '/callbackform');
  const form = callbackForm(page);

  // Only weekdays are offered at all.
  const days = await form.getByRole('combobox', { name: 'An welchem Tag passt es dir am besten?' }).locator('option').allTextContents();
  expect(days).toEqual(['Egal – an jedem Werktag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag']);

  await fillIn(form, { phone, time: '18:30' });
  await send(form);
  const outside = 'Wir rufen montags bis freitags zwischen 08:00 und 16:00 Uhr an. Bitte wähle eine Uhrzeit in diesem Zeitraum.';
  await expect(form.getByText(outside)).toBeVisible();
  await expect(form.getByText('Das Formular ist unvollständig.')).toBeVisible();
  await expect(timeField(form)).toHaveAttribute('aria-invalid', 'true');
  await expect(timeField(form)).toBeFocused();

  // Before opening time as well, and text that is no time at all.
  await timeField(form).fill('7:30');
  await timeField(form).blur();
  await expect(form.getByText(outside)).toBeVisible();
  await timeField(form).fill('abends');
  await timeField(form).blur();
  await expect(form.getByText('Bitte gib eine Uhrzeit ein, zum Beispiel 10:30 oder 14 Uhr.')).toBeVisible();

  await expectNoSeriousAxeFindings(page, { include: 'main form' });

  // Nothing went out while the time was wrong.
  expect(await submissionsFor(request, phone)).toEqual([]);
  expect(await analyticsEvents(page, 'callback_sent')).toEqual([]);

  // Put right, it goes through.
  await timeField(form).fill('15:45');
  await send(form);
  await expect(page.getByRole('heading', { name: sentHeading })).toBeVisible();
  expect((await submissionsFor(request, phone)).map((entry) => entry.fields?.time)).toEqual(['15:45']);
});

test.describe('with the service worker', () => {
  // Saved offline, the request is delivered later by the page or by the worker; while the
  // connection is off, the requests that cannot go out are reported, as expected.
  test.use({ serviceWorkers: 'allow', allowedProblems: [/net::ERR_INTERNET_DISCONNECTED/] });

  test('a callback requested offline is saved, goes out once when the connection is back, and the page says so', async ({ page, context, request }) => {
    const phone = uniquePhone();
    await openHydrated(page, '/callbackform');
    await waitForServiceWorker(page);
    await context.setOffline(true);

    const form = callbackForm(page);
    await fillIn(form, { phone, day: 'Egal – an jedem Werktag', time: '' });
    await send(form);
    await expect(page.getByRole('heading', { name: queuedHeading })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await submissionsFor(request, phone)).toEqual([]);
    expect(await analyticsEvents(page, 'callback_sent')).toEqual([]);

    await context.setOffline(false);
    await expect(page.getByRole('heading', { name: sentHeading })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(`Wir melden uns an einem der nächsten Werktage zwischen 08:00 und 16:00 Uhr unter der Nummer ${phone}.`)).toBeVisible();
    await expect.poll(async () => (await submissionsFor(request, phone)).length, { timeout: 30_000 }).toBe(1);
    expect((await submissionsFor(request, phone))[0]?.fields).toMatchObject({ name: 'Greta Rückruf', phone, day: 'any', time: '', consent: 'yes' });
    // Background sync, the online event and the page's timer all race for it: still one once they are done.
    await waitForOutboxSettled(page);
    expect(await submissionsFor(request, phone)).toHaveLength(1);
    expect(await analyticsEvents(page, 'callback_sent')).toHaveLength(1);
  });
});

test('without JavaScript the form posts itself to the site API, which stores the request and sends the visitor to the thank-you page', async ({
  browser,
  baseURL,
  request,
  problems,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  problems.watch(context);
  const page = await context.newPage();
  const phone = uniquePhone();
  await page.goto('/callbackform');
  const form = callbackForm(page);
  await form.getByRole('textbox', { name: 'Dein Name (freiwillig)' }).fill('Greta Ohneskript');
  await form.getByRole('textbox', { name: 'Telefonnummer' }).fill(phone);
  await form.getByRole('combobox', { name: 'An welchem Tag passt es dir am besten?' }).selectOption({ label: 'Freitag' });
  await timeField(form).fill('09:15');
  await form.getByRole('checkbox', { name: /Ich bin einverstanden/ }).check();
  await send(form);

  await expect(page).toHaveURL(`${baseURL}/success`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const [stored, ...more] = await submissionsFor(request, phone);
  expect(more).toEqual([]);
  expect(stored?.fields).toMatchObject({ name: 'Greta Ohneskript', phone, day: 'fri', time: '09:15', consent: 'yes' });
  await context.close();
});

test('the callback form speaks English when the visitor reads English', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('lumi:language', '"en"'));
  await openHydrated(page, '/callbackform');
  const form = page.getByRole('main').getByRole('form', { name: 'Request a callback' });
  await form.getByRole('textbox', { name: 'Time (optional)' }).fill('17:00');
  await form.getByRole('textbox', { name: 'Time (optional)' }).blur();
  await expect(form.getByText('We call Monday to Friday between 08:00 and 16:00. Please choose a time within those hours.')).toBeVisible();
});
