import type { Locator, Page } from '@playwright/test';
import { analyticsEvents, expect, expectNoSeriousAxeFindings, openHydrated, test, waitForHydration } from '../support/fixtures';
import { mockOrigin, uniqueEmail as uniqueAddress } from '../support/mocks';
import { apiOrigin, nextSiteApiAnswer, storedSubmissions } from '../support/site-api';

/**
 * The pre-order from the shop's plan through the address and the payment to the site's API, as
 * a visitor goes through it. Nothing is charged: every step says so.
 */

const uniqueEmail = (label: string) => uniqueAddress(`checkout.${label}`);

const ordersFor = (page: Page, email: string) => storedSubmissions(page.request, 'order', 'email', email);

const addressForm = (page: Page) => page.getByRole('form', { name: 'Lieferadresse' });
const sepaForm = (page: Page) => page.getByRole('form', { name: 'Angaben für die Lastschrift' });

const typedAddress = {
  Vorname: 'Erika',
  Nachname: 'Vorbestellt',
  Telefonnummer: '030 555 1234',
  'Straße und Hausnummer': 'Lindenweg 7',
  Postleitzahl: '04109',
  Ort: 'Leipzig',
} as const;

async function fillAddress(form: Locator, email: string) {
  for (const [label, value] of Object.entries(typedAddress)) await form.getByRole('textbox', { name: label }).fill(value);
  await form.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
}

async function toPayment(page: Page, plan: string, email: string) {
  await openHydrated(page, `/checkout?plan=${plan}`);
  await page.getByRole('link', { name: 'Weiter zur Lieferadresse' }).click();
  await expect(page).toHaveURL(/\/checkout\/address\?plan=/);
  await fillAddress(addressForm(page), email);
  await addressForm(page).getByRole('button', { name: 'Weiter zur Zahlung' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment/);
}

// Hashed contact details (and the info package's e-mail) reach the data layer with marketing consent only.
test.describe('a visitor who allowed marketing', () => {
  test.use({ consent: { statistics: true, marketing: true } });

  test('a SEPA pre-order: a wrong IBAN is refused in the form, the right one reaches the API and is kept only masked with a mandate, and checkout and payment_success fire', async ({
    page,
  }) => {
    const email = uniqueEmail('sepa');
    await toPayment(page, 'erweitert', email);
    expect(await analyticsEvents(page, 'checkout')).toHaveLength(1);
    await expect(page.getByText('Das ist eine Vorbestellung')).toBeVisible();

    const form = sepaForm(page);
    await form.getByRole('checkbox', { name: /SEPA-Lastschriftmandat/ }).check();
    await form.getByRole('textbox', { name: 'Kontoinhaberin oder Kontoinhaber' }).fill('Erika Vorbestellt');
    await form.getByRole('textbox', { name: 'IBAN' }).fill('DE00 1234 5678 9000 0000 00');
    await form.getByRole('button', { name: 'Zahlungspflichtig vorbestellen', exact: true }).click();
    await expect(form.getByText('Diese IBAN stimmt nicht. Bitte prüf sie noch einmal, Ziffer für Ziffer.')).toBeVisible();
    expect(await ordersFor(page, email)).toEqual([]);

    await form.getByRole('textbox', { name: 'IBAN' }).fill('DE89 3704 0044 0532 0130 00');
    const answer = nextSiteApiAnswer(page, '/order');
    await form.getByRole('button', { name: 'Zahlungspflichtig vorbestellen', exact: true }).click();
    await expect(page).toHaveURL(/\/success\?.*order=or_[0-9a-f]{32}/);
    await expect(page.getByRole('status').filter({ hasText: 'Deine Vorbestellung ist eingegangen' })).toBeVisible();

    const answered = await answer;
    expect(answered.status()).toBe(201);
    expect(JSON.parse(answered.request().postData() ?? '{}')).toMatchObject({ paymentMethod: 'sepa', iban: 'DE89370400440532013000', mandate: 'yes' });
    const [order, ...more] = await ordersFor(page, email);
    expect(more).toEqual([]);
    expect(page.url()).toContain(`order=${order?.id}`);
    // The IBAN is kept sealed, apart from the other fields: staff see it masked, with the mandate.
    expect(order?.fields).toEqual({
      plan: 'erweitert',
      firstName: 'Erika',
      lastName: 'Vorbestellt',
      email,
      phone: '030 555 1234',
      street: 'Lindenweg 7',
      postalCode: '04109',
      city: 'Leipzig',
      paymentMethod: 'sepa',
      accountHolder: 'Erika Vorbestellt',
      mandate: 'yes',
      locale: 'de',
    });
    expect(order?.iban).toBe('DE89 **** **** 3000');
    expect(order?.mandate).toEqual({
      reference: expect.stringMatching(/^LUMI-\d{8}-[0-9A-F]{10}$/),
      signedOn: order?.receivedAt.slice(0, 10),
      iban: 'DE89 **** **** 3000',
    });
    expect(JSON.stringify(order)).not.toContain('0532013');
    const [success] = await analyticsEvents(page, 'payment_success');
    expect(Object.keys((success?.user_data ?? {}) as object).sort()).toEqual([
      'sha256_email_address',
      'sha256_first_name',
      'sha256_last_name',
      'sha256_phone_number',
    ]);
    // Nothing entered stays in the tab once the pre-order is sent.
    expect(await page.evaluate(() => window.sessionStorage.getItem('lumi:checkout'))).toBeNull();
  });
});

test('a PayPal pre-order goes through the site API to the approval page and comes back to the success page, approved and recorded', async ({ page }) => {
  const email = uniqueEmail('paypal');
  await toPayment(page, 'basis', email);
  await page.getByRole('radio', { name: 'PayPal' }).check();
  // The order's answer names the service's own way to PayPal, which sends the visitor on to PayPal's approval page.
  const viaService = page.waitForRequest((request) => request.isNavigationRequest() && request.url().startsWith(`${apiOrigin}/`));
  await page.getByRole('button', { name: 'Zahlungspflichtig vorbestellen und weiter zu PayPal', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`^${mockOrigin}/paypal/checkoutnow\\?token=MOCK\\d+$`));
  const [order, ...more] = await ordersFor(page, email);
  expect(more).toEqual([]);
  const id = order?.id ?? '';
  expect((await viaService).url()).toBe(`${apiOrigin}/order/${id}/paypal`);
  expect(order?.fields).toMatchObject({ paymentMethod: 'paypal', plan: 'basis' });
  expect(order?.payment).toEqual({ providerOrderId: new URL(page.url()).searchParams.get('token'), outcome: null, returnedAt: null, paypalStatus: null });

  await page.getByRole('link', { name: /Zahlung bestätigen/ }).click();
  await expect(page).toHaveURL(new RegExp(`/success\\?order=${id}&paypal=approved$`));
  expect((await ordersFor(page, email))[0]?.payment).toMatchObject({
    outcome: 'approved',
    paypalStatus: 'APPROVED',
    returnedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
  });
  await expect(page.getByRole('status').filter({ hasText: 'Bei PayPal bestätigt' })).toBeVisible();
  await expect.poll(async () => (await analyticsEvents(page, 'payment_success')).length).toBe(1);
  // Reloading the success page does not count the payment twice.
  await page.reload();
  await waitForHydration(page);
  expect(await analyticsEvents(page, 'payment_success')).toHaveLength(0);
});

/** What the last step must show above its button (§ 312j BGB), in each language. */
const orderStep = {
  de: {
    facts: 'Deine Vorbestellung auf einen Blick',
    buttons: { sepa: 'Zahlungspflichtig vorbestellen', paypal: 'Zahlungspflichtig vorbestellen und weiter zu PayPal' },
    lines: [
      'Tarif: Erweitert – Sprachbegleiter, Angehörigen-App, eigenes Internet per SIM-Karte',
      'Monatlich: €\u00a019,90 inkl. MwSt.',
      'Einmalig: €\u00a0175,00 inkl. MwSt. für das Gerät, nur wenn du es nach den 60 Testtagen behältst',
      'Versandkosten: keine (€\u00a00,00)',
      'Laufzeit: keine Mindestlaufzeit, kündbar mit 14 Tagen Frist zum Ende eines Abrechnungsmonats',
      'Erste Zahlung: nach dem Versand, am Tag nach den 60 Testtagen ab Zustellung',
      'Lieferung: Den Termin bestätigen wir dir per E-Mail; bis dahin ist deine Vorbestellung unverbindlich.',
    ],
  },
  en: {
    facts: 'Your pre-order at a glance',
    buttons: { sepa: 'Pre-order – payment required', paypal: 'Pre-order – payment required, then on to PayPal' },
    lines: [
      "Plan: Advanced – voice companion, relatives' app, own internet via SIM card",
      'Monthly: €\u00a019,90 incl. VAT',
      'One-time: €\u00a0175,00 incl. VAT for the device, only if you keep it after the 60 trial days',
      'Shipping costs: none (€\u00a00,00)',
      "Term: no minimum term; cancel with 14 days' notice to the end of a billing month",
      'First payment: after shipping, on the day after the 60 trial days from delivery',
      'Delivery: We confirm the date by e-mail; until then your pre-order is not binding.',
    ],
  },
} as const;

for (const language of ['de', 'en'] as const) {
  for (const method of ['sepa', 'paypal'] as const) {
    test(`the order step in ${language} with ${method} shows the key facts right above a button that says the pre-order is subject to payment, on one 390 × 844 screen`, async ({
      page,
    }) => {
      const copy = orderStep[language];
      await page.setViewportSize({ width: 390, height: 844 });
      await toPayment(page, 'erweitert', uniqueEmail(`facts-${language}-${method}`));
      if (language === 'en') await page.getByRole('button', { name: 'English', exact: true }).first().click();
      if (method === 'paypal') await page.getByRole('radio', { name: 'PayPal' }).check();

      const facts = page.getByRole('region', { name: copy.facts });
      const button = page.getByRole('main').getByRole('button', { name: copy.buttons[method], exact: true });
      await expect(button).toBeVisible();
      await expect(button).not.toContainText(/kostenlos|gratis|free/i);
      const lines = await facts
        .locator('dl > div')
        .evaluateAll((pairs) => pairs.map((pair) => `${pair.querySelector('dt')?.textContent ?? ''}: ${pair.querySelector('dd')?.textContent ?? ''}`));
      expect(lines).toEqual(copy.lines);

      // A visitor who scrolls down until the button shows sees every fact above it at once.
      await button.evaluate((element) => element.scrollIntoView({ block: 'end' }));
      const [factsBox, buttonBox] = [await facts.boundingBox(), await button.boundingBox()];
      expect(factsBox && buttonBox).toBeTruthy();
      expect(factsBox!.y).toBeGreaterThanOrEqual(0);
      // Layout runs in fractions of a pixel: the button's bottom edge may sit a fraction below.
      expect(buttonBox!.y + buttonBox!.height).toBeLessThanOrEqual(845);
      // Directly above: nothing but the usual gap between the facts and the button.
      const gap = buttonBox!.y - (factsBox!.y + factsBox!.height);
      expect(gap).toBeGreaterThanOrEqual(0);
      expect(gap).toBeLessThan(40);
      await page.screenshot({ path: test.info().outputPath(`order-step-${language}-${method}-390x844.png`) });
    });
  }
}

test('the entries survive a reload, back and forward, and a switch to English', async ({ page }) => {
  const email = uniqueEmail('keep');
  await openHydrated(page, '/checkout/address?plan=alles-dabei');
  await fillAddress(addressForm(page), email);
  await page.reload();
  await waitForHydration(page);
  await expect(addressForm(page).getByRole('textbox', { name: 'Ort' })).toHaveValue('Leipzig');

  await addressForm(page).getByRole('button', { name: 'Weiter zur Zahlung' }).click();
  await sepaForm(page).getByRole('textbox', { name: 'Kontoinhaberin oder Kontoinhaber' }).fill('Erika Vorbestellt');
  await page.goBack();
  await expect(addressForm(page).getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveValue(email);
  await page.goForward();
  await expect(sepaForm(page).getByRole('textbox', { name: 'Kontoinhaberin oder Kontoinhaber' })).toHaveValue('Erika Vorbestellt');

  await page.getByRole('button', { name: 'English', exact: true }).first().click();
  const english = page.getByRole('form', { name: 'Details for the direct debit' });
  await expect(english.getByRole('textbox', { name: 'Account holder' })).toHaveValue('Erika Vorbestellt');
  await expect(page.getByText('This is a pre-order')).toBeVisible();
});

test('a step opened without the steps before it leads back with a clear message', async ({ page }) => {
  await openHydrated(page, '/checkout/address');
  await expect(page.getByText('Zuerst einen Tarif wählen')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zu den Tarifen im Shop' })).toHaveAttribute('href', /\/shop/);

  await openHydrated(page, '/checkout/payment?plan=basis');
  await expect(page.getByText('Zuerst die Lieferadresse angeben')).toBeVisible();
  await page.getByRole('link', { name: 'Zur Lieferadresse' }).click();
  await expect(addressForm(page)).toBeVisible();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the address and payment steps pass axe in ${scheme} mode at 390 px, with 44 px targets`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript((value) => window.localStorage.setItem('lumi:color-scheme', JSON.stringify(value)), scheme);
    await toPayment(page, 'basis', uniqueEmail(`axe-${scheme}`));
    for (const path of ['/checkout/payment', '/checkout/address']) {
      if (path === '/checkout/address') await page.getByRole('link', { name: 'Zurück zur Lieferadresse' }).click();
      await expect(page).toHaveURL(new RegExp(path));
      await expectNoSeriousAxeFindings(page, { include: 'main', label: path });
      const small = await page.evaluate(() =>
        [...document.querySelectorAll('main button, main a, main input:not([type=hidden]):not([tabindex="-1"])')]
          .filter((element) => (element as HTMLElement).offsetParent !== null)
          .map((element) => {
            const target = element.closest('label') ?? element.closest('.mantine-Radio-body, .mantine-Checkbox-body') ?? element;
            const box = target.getBoundingClientRect();
            return { name: element.getAttribute('name') ?? element.textContent?.trim().slice(0, 30), height: box.height };
          })
          .filter(({ height }) => height < 44)
          .map(({ name, height }) => `${name}: ${Math.round(height)}`),
      );
      expect(small).toEqual([]);
    }
  });
}
