import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousAxeFindings, openHydrated, test } from '../support/fixtures';
import type { SubmissionKind } from '../../server/db/schema';
import { uniqueEmail } from '../support/mocks';
import { waitForOutboxSettled, waitForServiceWorker } from '../support/pwa';
import { apiOrigin, journeyPostLimit, mailsTo, nextSiteApiAnswer, storedSubmissions } from '../support/site-api';
import { allPagePaths, sitePages, type LayoutName } from '../../src/config/routes';

/**
 * Selling a subscription lawfully in Germany: "Verträge hier kündigen" (§ 312k BGB), "Vertrag
 * widerrufen" with its confirmation step, and the accessibility statement with its barrier
 * report (BFSG). The order button and the checkout's key facts have journeys of their own.
 */

const english = async (page: Page) => page.addInitScript(() => window.localStorage.setItem('lumi:language', '"en"'));

const footerLinks = {
  de: [
    { name: 'Verträge hier kündigen', href: '/vertraege-kuendigen' },
    { name: 'Vertrag widerrufen', href: '/vertrag-widerrufen' },
    { name: 'Barrierefreiheit', href: '/barrierefreiheit' },
  ],
  en: [
    { name: 'Cancel contracts here', href: '/vertraege-kuendigen' },
    { name: 'Withdraw from contract', href: '/vertrag-widerrufen' },
    { name: 'Accessibility', href: '/barrierefreiheit' },
  ],
} as const;

/** One page of each layout, and the unknown path for the not-found layout. */
function pagePerLayout(): Array<{ layout: LayoutName; path: string }> {
  const byLayout = new Map<LayoutName, string>();
  for (const page of sitePages()) if (!byLayout.has(page.layout)) byLayout.set(page.layout, page.path);
  byLayout.set('notFound', '/diese-seite-gibt-es-nicht');
  return [...byLayout].map(([layout, path]) => ({ layout, path }));
}

async function expectFooterLinks(page: Page, language: 'de' | 'en') {
  const footer = page.getByRole('contentinfo');
  for (const { name, href } of footerLinks[language]) await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
}

test.describe('the footer', () => {
  test('of every prerendered route and of the not-found page carries the three links, with exactly these words', async ({ request }) => {
    const anchors = footerLinks.de.map(({ name, href }) => new RegExp(`<a[^>]*href="${href}"[^>]*>${name}</a>`));
    for (const path of [...allPagePaths(), '/diese-seite-gibt-es-nicht']) {
      const html = await (await request.get(path)).text();
      const footer = html.slice(html.indexOf('<footer'));
      for (const anchor of anchors) expect(footer, `${path}: ${String(anchor)}`).toMatch(anchor);
    }
  });

  for (const { layout, path } of pagePerLayout()) {
    test(`in the ${layout} layout (${path}) leads to cancelling, withdrawing and the accessibility statement, in German and English`, async ({ page }) => {
      await openHydrated(page, path);
      await expectFooterLinks(page, 'de');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Verträge hier kündigen' }).click();
      await expect(page).toHaveURL(/\/vertraege-kuendigen$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vertrag kündigen');

      await english(page);
      await openHydrated(page, path);
      await expectFooterLinks(page, 'en');
    });
  }
});

// ---- Cancellation ----

const cancellationForm = (page: Page) => page.getByRole('form', { name: /^(Kündigung|Cancellation)$/ });

interface CancellationInput {
  email: string;
  reference?: string;
  address?: { street: string; postalCode: string; city: string };
}

async function fillCancellation(form: Locator, { email, reference, address }: CancellationInput, language: 'de' | 'en' = 'de') {
  const label =
    language === 'de'
      ? {
          name: 'Vor- und Nachname',
          email: 'E-Mail-Adresse',
          reference: 'Kunden- oder Bestellnummer',
          street: 'Straße und Hausnummer',
          postalCode: 'Postleitzahl',
          city: 'Ort',
        }
      : {
          name: 'First and last name',
          email: 'E-mail address',
          reference: 'Customer or order number',
          street: 'Street and house number',
          postalCode: 'Postal code',
          city: 'Town or city',
        };
  await form.getByRole('textbox', { name: label.name, exact: true }).fill('Anna Muster');
  await form.getByRole('textbox', { name: label.email, exact: true }).fill(email);
  if (reference) await form.getByRole('textbox', { name: label.reference, exact: true }).fill(reference);
  if (address) {
    await form.getByRole('textbox', { name: label.street, exact: true }).fill(address.street);
    await form.getByRole('textbox', { name: label.postalCode, exact: true }).fill(address.postalCode);
    await form.getByRole('textbox', { name: label.city, exact: true }).fill(address.city);
  }
}

/** The site API's answer to the page's next post of `path`: its receipt, with how it was asked and answered. */
async function nextReceipt(page: Page, path: string): Promise<{ id: string; receivedAt: string; status: number; contentType: string | null }> {
  const answer = await nextSiteApiAnswer(page, path);
  const receipt = (await answer.json()) as { id: string; receivedAt: string };
  return { ...receipt, status: answer.status(), contentType: await answer.request().headerValue('content-type') };
}

/** The receipt shows the endpoint's time of receipt, as the visitor's browser writes date and time. */
async function expectReceiptTime(page: Page, receivedAt: string, language: 'de' | 'en') {
  const time = page.getByTestId('received-at');
  await expect(time).toHaveAttribute('datetime', receivedAt);
  const written = await page.evaluate(([iso, locale]) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'medium' }).format(Date.parse(iso)), [
    receivedAt,
    language === 'de' ? 'de-DE' : 'en-GB',
  ] as const);
  await expect(time).toHaveText(written);
}

/** The summary's value of one field. */
const summaryValue = (page: Page, field: string) => page.getByTestId('sent-summary').locator(`[data-field="${field}"] dd`);

const storedWith = (request: APIRequestContext, kind: SubmissionKind, email: string) => storedSubmissions(request, kind, 'email', email);

async function exactlyOne(request: APIRequestContext, kind: SubmissionKind, email: string) {
  await expect.poll(async () => (await storedWith(request, kind, email)).length, { timeout: 30_000 }).toBe(1);
  const [entry] = await storedWith(request, kind, email);
  return entry!;
}

test.describe('Verträge hier kündigen', () => {
  test('a cancellation sent online arrives with exactly the fields shown, the receipt shows the time the API received it, and the e-mail confirms it', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('kuendigung');
    await openHydrated(page, '/vertraege-kuendigen');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vertrag kündigen');
    const form = cancellationForm(page);
    await fillCancellation(form, { email, reference: 'L-2026-0042' });
    await expect(form.getByRole('radio', { name: /Ordentliche Kündigung/ })).toBeChecked();
    await expect(form.getByRole('radio', { name: 'Zum nächstmöglichen Zeitpunkt' })).toBeChecked();
    const receipt = nextReceipt(page, '/cancellation');
    await form.getByRole('button', { name: 'Jetzt kündigen' }).click();

    const heading = page.getByRole('heading', { name: 'Deine Kündigung ist bei uns eingegangen' });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
    const { id, receivedAt, status, contentType } = await receipt;
    expect(status).toBe(201);
    expect(contentType).toBe('application/json');
    await expectReceiptTime(page, receivedAt, 'de');
    await expect(page.getByTestId('receipt-id')).toHaveText(id);
    await expect(
      page.getByText(`Eine Bestätigung mit diesem Inhalt und dem Zeitpunkt des Eingangs schicken wir dir per E-Mail an ${email}.`, { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Bestätigung drucken oder als PDF speichern' })).toBeVisible();

    const entry = await exactlyOne(request, 'cancellation', email);
    expect(entry.id).toBe(id);
    expect(entry.receivedAt).toBe(receivedAt);
    const sent = { name: 'Anna Muster', email, contractReference: 'L-2026-0042', kind: 'ordinary', effective: 'earliest', locale: 'de' };
    expect(entry.fields).toEqual(sent);
    await expect(summaryValue(page, 'name')).toHaveText(sent.name);
    await expect(summaryValue(page, 'email')).toHaveText(sent.email);
    await expect(summaryValue(page, 'contractReference')).toHaveText(sent.contractReference);
    await expect(summaryValue(page, 'kind')).toHaveText('ordentlich');
    await expect(summaryValue(page, 'effective')).toHaveText('zum nächstmöglichen Zeitpunkt');
    await expect(page.getByTestId('sent-summary').locator('dt')).toHaveCount(5);
    await expectNoSeriousAxeFindings(page);

    // The confirmation by e-mail, sent once, with the receipt's number and time and what was received.
    await expect
      .poll(async () => (await exactlyOne(request, 'cancellation', email)).effects)
      .toEqual([{ id: expect.any(String), action: 'mail-receipt', done: true, failed: false, held: false, attempts: 1, lastError: null }]);
    const [mail, ...moreMails] = mailsTo(email);
    expect(moreMails).toEqual([]);
    expect(mail).toContain(`Eingangsnummer: ${id}`);
    expect(mail).toContain(`(${receivedAt})`);
    expect(mail).toContain('L-2026-0042');
  });

  test('in English: an extraordinary cancellation by postal address on a chosen date, after its reason was asked for', async ({ page, request }) => {
    await english(page);
    const email = uniqueEmail('cancellation.en');
    await openHydrated(page, '/vertraege-kuendigen');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cancel your contract');
    const form = cancellationForm(page);
    await fillCancellation(form, { email, address: { street: 'Hauptstraße 1', postalCode: '10115', city: 'Berlin' } }, 'en');
    await form.getByRole('radio', { name: /Extraordinary cancellation/ }).check();
    await form.getByRole('radio', { name: 'On a date of my choice' }).check();
    await form.getByRole('textbox', { name: 'Preferred date', exact: true }).fill('31.12.2099');
    await form.getByRole('button', { name: 'Cancel now' }).click();

    // Bad input: the reason is missing. A clear message at the field, and nothing is sent.
    const reason = form.getByRole('textbox', { name: 'Reason for the extraordinary cancellation' });
    await expect(form.getByText('Please say briefly why you are cancelling without notice.')).toBeVisible();
    await expect(reason).toBeFocused();
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(await storedWith(request, 'cancellation', email)).toEqual([]);

    await reason.fill('Moving into a care home');
    const receipt = nextReceipt(page, '/cancellation');
    await form.getByRole('button', { name: 'Cancel now' }).click();
    await expect(page.getByRole('heading', { name: 'Your cancellation has reached us' })).toBeVisible();
    await expectReceiptTime(page, (await receipt).receivedAt, 'en');
    const entry = await exactlyOne(request, 'cancellation', email);
    expect(entry.fields).toEqual({
      name: 'Anna Muster',
      email,
      street: 'Hauptstraße 1',
      postalCode: '10115',
      city: 'Berlin',
      kind: 'extraordinary',
      reason: 'Moving into a care home',
      effective: '2099-12-31',
      locale: 'en',
    });
    await expect(summaryValue(page, 'effective')).toHaveText('31.12.2099');
  });

  test('bad input gets a clear message at the field and sends nothing', async ({ page, request }) => {
    const email = uniqueEmail('kuendigung.bad');
    await openHydrated(page, '/vertraege-kuendigen');
    const form = cancellationForm(page);
    await form.getByRole('button', { name: 'Jetzt kündigen' }).click();
    await expect(form.getByText('Vor- und Nachname ist ein Pflichtfeld.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Vor- und Nachname' })).toBeFocused();

    // Name and e-mail, but nothing that identifies the contract.
    await fillCancellation(form, { email });
    await form.getByRole('button', { name: 'Jetzt kündigen' }).click();
    await expect(form.getByText(/Bitte gib deine Kunden- oder Bestellnummer an/)).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Kunden- oder Bestellnummer' })).toBeFocused();

    // A started address names what is missing; a date in the past is refused.
    await form.getByRole('textbox', { name: 'Straße und Hausnummer' }).fill('Hauptstraße 1');
    await form.getByRole('textbox', { name: 'Postleitzahl' }).fill('1011');
    await form.getByRole('radio', { name: 'Zu einem bestimmten Datum' }).check();
    await form.getByRole('textbox', { name: 'Gewünschtes Datum' }).fill('01.01.2020');
    await form.getByRole('button', { name: 'Jetzt kündigen' }).click();
    await expect(form.getByText('Bitte gib eine Postleitzahl mit fünf Ziffern ein, zum Beispiel 10115.')).toBeVisible();
    await form.getByRole('textbox', { name: 'Postleitzahl' }).fill('10115');
    await form.getByRole('button', { name: 'Jetzt kündigen' }).click();
    await expect(form.getByText('Bitte ergänze die Anschrift: Wir brauchen Straße, Postleitzahl und Ort.')).toBeVisible();
    await expect(form.getByText('Dieses Datum liegt in der Vergangenheit. Bitte wähle heute oder einen späteren Tag.')).toBeVisible();

    expect(await storedWith(request, 'cancellation', email)).toEqual([]);
    await expect(page.getByRole('heading', { name: /eingegangen/ })).toHaveCount(0);
  });
});

test('without JavaScript a cancellation posts itself to the site API, which stores it and leads to the receipt page', async ({
  browser,
  baseURL,
  request,
  problems,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  problems.watch(context);
  const page = await context.newPage();
  const email = uniqueEmail('kuendigung.ohne-skript');
  await page.goto('/vertraege-kuendigen');
  const form = cancellationForm(page);
  await fillCancellation(form, { email, reference: 'L-2026-0777' });
  await form.getByRole('button', { name: 'Jetzt kündigen' }).click();

  await expect(page).toHaveURL(new RegExp(`^${baseURL}/eingangsbestaetigung\\?kind=cancellation&id=kd_[0-9a-f]{32}&receivedAt=`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Eingangsbestätigung');
  const entry = await exactlyOne(request, 'cancellation', email);
  expect(new URL(page.url()).searchParams.get('id')).toBe(entry.id);
  expect(entry.fields).toMatchObject({ name: 'Anna Muster', email, contractReference: 'L-2026-0777', kind: 'ordinary', effective: 'earliest' });
  await context.close();
});

test.describe('a cancellation made offline', () => {
  // The outbox is delivered by the page and by the service worker alike: this journey keeps it.
  test.use({ serviceWorkers: 'allow' });

  test('is kept on the device, says it is not sent yet, and shows the receipt once delivered, exactly once', async ({ page, context, request, problems }) => {
    problems.allow(/net::ERR_INTERNET_DISCONNECTED/);
    const email = uniqueEmail('kuendigung.offline');
    await openHydrated(page, '/vertraege-kuendigen');
    await waitForServiceWorker(page);
    await context.setOffline(true);
    const form = cancellationForm(page);
    await fillCancellation(form, { email, reference: 'L-2026-0099' });
    await form.getByRole('button', { name: 'Jetzt kündigen' }).click();

    await expect(page.getByRole('heading', { name: 'Noch nicht gesendet – auf diesem Gerät gespeichert' })).toBeVisible();
    await expect(page.getByText(/Deine Erklärung ist noch nicht bei uns eingegangen/)).toBeVisible();
    await expect(page.getByRole('heading', { name: /eingegangen/ })).toHaveCount(0);
    await expect(page.getByTestId('received-at')).toHaveCount(0);
    expect(await storedWith(request, 'cancellation', email)).toEqual([]);

    const receipt = nextReceipt(page, '/cancellation').catch(() => undefined);
    await context.setOffline(false);
    await expect(page.getByRole('heading', { name: 'Deine Kündigung ist bei uns eingegangen' })).toBeVisible({ timeout: 30_000 });
    const entry = await exactlyOne(request, 'cancellation', email);
    expect(entry.fields).toEqual({ name: 'Anna Muster', email, contractReference: 'L-2026-0099', kind: 'ordinary', effective: 'earliest', locale: 'de' });
    // The worker may have delivered it: then the page knows the receipt from the stored answer.
    const answered = await receipt;
    if (answered) await expect(page.getByTestId('received-at')).toHaveAttribute('datetime', answered.receivedAt);
    else await expect(page.getByTestId('received-at')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
    await waitForOutboxSettled(page);
    expect(await storedWith(request, 'cancellation', email)).toHaveLength(1);
  });
});

test('a cancellation sent past the limit of posts (429) waits as long as the service asks, then arrives exactly once with one receipt mail', async ({
  page,
  request,
  problems,
}) => {
  problems.allow(/status of 429/);
  const email = uniqueEmail('kuendigung.limit');
  // This visitor's address, as the proxy in front of the service names it: a client of its own.
  const client = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
  await page.route(`${apiOrigin}/**`, (route) => route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': client } }));
  // Someone behind the same address has used up this window's posts.
  for (let index = 0; index < journeyPostLimit.posts; index += 1)
    await request.post(`${apiOrigin}/accessibility-feedback`, { headers: { 'x-forwarded-for': client }, data: {} });

  await openHydrated(page, '/vertraege-kuendigen');
  const form = cancellationForm(page);
  await fillCancellation(form, { email, reference: 'L-2026-0429' });
  const refused = nextSiteApiAnswer(page, '/cancellation');
  await form.getByRole('button', { name: 'Jetzt kündigen' }).click();
  const first = await refused;
  expect(first.status()).toBe(429);
  const waitSeconds = Number(await first.headerValue('retry-after'));
  expect(waitSeconds).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { name: 'Noch nicht gesendet – auf diesem Gerät gespeichert' })).toBeVisible();
  expect(await storedWith(request, 'cancellation', email)).toEqual([]);

  const accepted = nextSiteApiAnswer(page, '/cancellation');
  await expect(page.getByRole('heading', { name: 'Deine Kündigung ist bei uns eingegangen' })).toBeVisible({ timeout: 45_000 });
  const second = await accepted;
  expect(second.status()).toBe(201);
  // Not sent again before the service said it may be.
  expect(second.request().timing().startTime - first.request().timing().startTime).toBeGreaterThanOrEqual(waitSeconds * 1000 - 1000);
  await exactlyOne(request, 'cancellation', email);
  await expect.poll(() => mailsTo(email).length, { timeout: 15_000 }).toBe(1);
  await waitForOutboxSettled(page);
  expect(await storedWith(request, 'cancellation', email)).toHaveLength(1);
  expect(mailsTo(email)).toHaveLength(1);
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('after one visit, cancelling, withdrawing, the statement and the receipt page open without a connection', async ({ page, context }) => {
    await openHydrated(page, '/');
    await waitForServiceWorker(page);
    await context.setOffline(true);
    // Through the footer, as a visitor goes: the pages' code and copy come from the precache.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Verträge hier kündigen' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vertrag kündigen');
    await expect(cancellationForm(page).getByRole('button', { name: 'Jetzt kündigen' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Vertrag widerrufen' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vertrag widerrufen');
    // By address, never visited.
    await page.goto('/barrierefreiheit');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Erklärung zur Barrierefreiheit');
    await page.goto('/eingangsbestaetigung?kind=withdrawal&id=withdrawal-1&receivedAt=2026-11-28T10%3A00%3A00.000Z');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Eingangsbestätigung');
    await expect(page.getByRole('heading', { name: 'Dein Widerruf ist bei uns eingegangen' })).toBeVisible();
  });
});

// ---- Withdrawal ----

const withdrawalForm = (page: Page) => page.getByRole('form', { name: /^(Widerruf|Withdrawal)$/ });

test.describe('Vertrag widerrufen', () => {
  test('nothing is sent before "Widerruf bestätigen"; then it arrives with exactly the fields shown, and the receipt follows', async ({ page, request }) => {
    const email = uniqueEmail('widerruf');
    await openHydrated(page, '/vertrag-widerrufen');
    const form = withdrawalForm(page);
    await form.getByRole('textbox', { name: 'Vor- und Nachname' }).fill('Anna Muster');
    await form.getByRole('textbox', { name: 'E-Mail-Adresse', exact: true }).fill(email);
    await form.getByRole('textbox', { name: 'Bestellnummer oder E-Mail-Adresse der Bestellung' }).fill('L-2026-0042');
    await form.getByRole('textbox', { name: 'Welchen Vertrag möchtest du widerrufen?' }).fill('Abo Erweitert, bestellt am 20.11.2026');
    // With the keyboard: the step's button is the next stop after the last input.
    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: 'Weiter zur Prüfung' })).toBeFocused();
    await page.keyboard.press('Enter');

    const confirmHeading = page.getByRole('heading', { name: 'Schritt 2 von 2: Bitte prüfen und bestätigen' });
    await expect(confirmHeading).toBeFocused();
    await expect(summaryValue(page, 'contract')).toHaveText('Abo Erweitert, bestellt am 20.11.2026');
    await expect(summaryValue(page, 'orderReference')).toHaveText('L-2026-0042');
    expect(await storedWith(request, 'withdrawal', email)).toEqual([]);
    await expectNoSeriousAxeFindings(page);

    // Back to change something: what was typed is still there, and still nothing went out.
    await page.getByRole('button', { name: 'Zurück und ändern' }).click();
    await expect(withdrawalForm(page).getByRole('textbox', { name: 'Bestellnummer oder E-Mail-Adresse der Bestellung' })).toHaveValue('L-2026-0042');
    await withdrawalForm(page).getByRole('textbox', { name: 'Bestellnummer oder E-Mail-Adresse der Bestellung' }).fill('L-2026-0043');
    await withdrawalForm(page).getByRole('button', { name: 'Weiter zur Prüfung' }).click();
    await expect(summaryValue(page, 'orderReference')).toHaveText('L-2026-0043');
    expect(await storedWith(request, 'withdrawal', email)).toEqual([]);

    const receipt = nextReceipt(page, '/withdrawal');
    await page.getByRole('button', { name: 'Widerruf bestätigen' }).click();
    await expect(page.getByRole('heading', { name: 'Dein Widerruf ist bei uns eingegangen' })).toBeFocused();
    await expectReceiptTime(page, (await receipt).receivedAt, 'de');
    const entry = await exactlyOne(request, 'withdrawal', email);
    expect(entry.fields).toEqual({
      name: 'Anna Muster',
      email,
      orderReference: 'L-2026-0043',
      contract: 'Abo Erweitert, bestellt am 20.11.2026',
      locale: 'de',
    });
    await expect(summaryValue(page, 'orderReference')).toHaveText('L-2026-0043');
  });

  test('in English, with bad input first: a clear message, and nothing sent', async ({ page, request }) => {
    await english(page);
    const email = uniqueEmail('withdrawal.en');
    await openHydrated(page, '/vertrag-widerrufen');
    const form = withdrawalForm(page);
    await form.getByRole('textbox', { name: 'First and last name' }).fill('Ben Example');
    await form.getByRole('textbox', { name: 'E-mail address', exact: true }).fill('ben@');
    await form.getByRole('button', { name: 'Continue to check' }).click();
    await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(form.getByText('Please enter the order number – or the e-mail address you ordered with.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm withdrawal' })).toHaveCount(0);

    await form.getByRole('textbox', { name: 'E-mail address', exact: true }).fill(email);
    await form.getByRole('textbox', { name: 'Order number or the e-mail address used for the order' }).fill(email);
    await form.getByRole('textbox', { name: 'Which contract do you want to withdraw from?' }).fill('Basic plan');
    await form.getByRole('button', { name: 'Continue to check' }).click();
    await expect(page.getByRole('heading', { name: 'Step 2 of 2: Please check and confirm' })).toBeVisible();
    expect(await storedWith(request, 'withdrawal', email)).toEqual([]);
    await page.getByRole('button', { name: 'Confirm withdrawal' }).click();
    await expect(page.getByRole('heading', { name: 'Your withdrawal has reached us' })).toBeVisible();
    const entry = await exactlyOne(request, 'withdrawal', email);
    expect(entry.fields).toEqual({ name: 'Ben Example', email, orderReference: email, contract: 'Basic plan', locale: 'en' });
  });
});

// ---- The receipt page ----

test('the receipt page reached by its address (the no-JS redirect) shows the time of receipt and the number', async ({ page }) => {
  const receivedAt = '2026-11-28T09:15:30.000Z';
  await openHydrated(page, `/eingangsbestaetigung?kind=cancellation&id=cancellation-77&receivedAt=${encodeURIComponent(receivedAt)}`);
  await expect(page.getByRole('heading', { name: 'Deine Kündigung ist bei uns eingegangen' })).toBeVisible();
  await expectReceiptTime(page, receivedAt, 'de');
  await expect(page.getByTestId('receipt-id')).toHaveText('cancellation-77');
  await expectNoSeriousAxeFindings(page);
});

// ---- Accessibility statement and barrier report ----

test.describe('Barrierefreiheit', () => {
  const reportForm = (page: Page) => page.getByRole('form', { name: /^(Barriere melden|Report a barrier)$/ });

  test('the statement names the standard, the checks, its limits, the review date and the authority; a barrier report arrives', async ({ page, request }) => {
    await openHydrated(page, '/barrierefreiheit');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Erklärung zur Barrierefreiheit');
    await expect(main).toContainText('WCAG) 2.2 auf der Stufe AA');
    await expect(main).toContainText('EN 301 549');
    await expect(main).toContainText('320 Pixeln');
    await expect(main).toContainText('32 Pixel');
    await expect(main.getByRole('heading', { name: 'Bekannte Einschränkungen' })).toBeVisible();
    await expect(main).toContainText('Samstag, 28. November 2026');
    await expect(main).toContainText('Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF)');
    await expect(main).toContainText('Magdeburg');
    await expect(main.getByRole('link', { name: 'support@lumi.example' })).toBeVisible();

    const problem = `Fokus unsichtbar ${uniqueEmail('barriere')}`;
    const form = reportForm(page);
    // Bad input: where is missing. A clear message, and nothing is sent.
    await form.getByRole('textbox', { name: 'Was funktioniert nicht?' }).fill(problem);
    await form.getByRole('button', { name: 'Barriere melden' }).click();
    await expect(form.getByText('Bitte gib an, wo auf der Website die Barriere ist – eine Adresse oder eine kurze Beschreibung genügt.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Wo auf der Website?' })).toBeFocused();
    expect(await storedSubmissions(request, 'accessibility-feedback', 'problem', problem)).toEqual([]);

    await form.getByRole('textbox', { name: 'Wo auf der Website?' }).fill('/shop, Tarifauswahl');
    const answer = nextSiteApiAnswer(page, '/accessibility-feedback');
    await form.getByRole('button', { name: 'Barriere melden' }).click();
    await expect(page.getByRole('heading', { name: 'Danke für deine Meldung' })).toBeFocused();
    await expect.poll(async () => (await storedSubmissions(request, 'accessibility-feedback', 'problem', problem)).length).toBe(1);
    const [entry] = await storedSubmissions(request, 'accessibility-feedback', 'problem', problem);
    expect(entry?.fields).toEqual({ problem, location: '/shop, Tarifauswahl', locale: 'de' });
    expect((await answer).status()).toBe(201);
    await expectNoSeriousAxeFindings(page);
  });

  test('in English, with a contact for the answer', async ({ page, request }) => {
    await english(page);
    const email = uniqueEmail('barrier.en');
    await openHydrated(page, '/barrierefreiheit');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accessibility statement');
    const form = reportForm(page);
    await form.getByRole('button', { name: 'Report barrier' }).click();
    await expect(form.getByText('Please describe briefly what does not work.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'What does not work?' })).toBeFocused();

    await form.getByRole('textbox', { name: 'What does not work?' }).fill('The video has no captions');
    await form.getByRole('textbox', { name: 'Where on the website?' }).fill('/video');
    await form.getByRole('textbox', { name: 'Your name (optional)' }).fill('Ben');
    await form.getByRole('textbox', { name: 'E-mail address for an answer (optional)' }).fill(email.replace('@', ' at '));
    await form.getByRole('button', { name: 'Report barrier' }).click();
    await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
    expect(await storedWith(request, 'accessibility-feedback', email)).toEqual([]);

    await form.getByRole('textbox', { name: 'E-mail address for an answer (optional)' }).fill(email);
    await form.getByRole('button', { name: 'Report barrier' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for your report' })).toBeVisible();
    await expect(page.getByText(`We will answer you at ${email}.`)).toBeVisible();
    const entry = await exactlyOne(request, 'accessibility-feedback', email);
    expect(entry.fields).toEqual({ problem: 'The video has no captions', location: '/video', name: 'Ben', email, locale: 'en' });
    await expectNoSeriousAxeFindings(page);
  });
});

test('no analytics event carries anything typed into these forms', async ({ page, request }) => {
  const email = uniqueEmail('kuendigung.events');
  await openHydrated(page, '/vertraege-kuendigen');
  await fillCancellation(cancellationForm(page), { email, reference: 'L-2026-0123' });
  await cancellationForm(page).getByRole('button', { name: 'Jetzt kündigen' }).click();
  await expect(page.getByRole('heading', { name: 'Deine Kündigung ist bei uns eingegangen' })).toBeVisible();
  await exactlyOne(request, 'cancellation', email);
  const dataLayer = JSON.stringify(await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []));
  for (const typed of [email, 'Anna Muster', 'L-2026-0123']) expect(dataLayer).not.toContain(typed);
});
