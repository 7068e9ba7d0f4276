import { createHash, randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { analyticsEvents, expect, expectNoSeriousAxeFindings, nextFrames, openHydrated, test, untilArrived } from '../support/fixtures';
import { crmSubmissions, infoPackageCrmFields, mockOrigin } from '../support/mocks';

const errorText = 'Deine Anmeldung konnte nicht gespeichert werden. Bitte versuche es erneut.';

const typed = { firstName: 'Anna', lastName: 'Müller', phone: '(030) 123-45 67', street: 'Hauptstraße 1', postalCode: '10115', city: 'Berlin' };

/** Parallel workers share the mock server: every test orders with its own address. */
const uniqueEmail = (label: string) => `Anna.${label}-${randomUUID().slice(0, 8)}@Example.com`;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** As the analytics module normalises: trimmed and lowercased; the phone also without brackets, hyphens and spaces. */
const normalised = (text: string) => text.normalize('NFC').trim().toLowerCase();

const submissionsFor = (page: Page, email: string) => crmSubmissions(page.request, email);

const modal = (page: Page) => page.getByRole('dialog', { name: 'Kostenloses Infopaket bestellen' });
const heroEmail = (page: Page) => page.getByRole('main').getByRole('textbox', { name: 'Deine E-Mail-Adresse' }).first();
const navButton = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Infopaket', exact: true });

/** Types an address into the hero field and submits it: the modal opens with it. */
async function orderFromHero(page: Page, email: string): Promise<Locator> {
  await heroEmail(page).fill(email);
  await page.getByRole('main').getByRole('button', { name: 'Infopaket bestellen' }).first().click();
  const dialog = modal(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'E-Mail-Adresse', exact: true })).toHaveValue(email);
  return dialog;
}

async function fillOrder(form: Locator) {
  await form.getByRole('textbox', { name: 'Vorname' }).fill(typed.firstName);
  await form.getByRole('textbox', { name: 'Nachname' }).fill(typed.lastName);
  await form.getByRole('textbox', { name: 'Telefonnummer (freiwillig)' }).fill(typed.phone);
  await form.getByRole('radio', { name: 'Für eine angehörige Person' }).check();
  await form.getByRole('textbox', { name: 'Straße und Hausnummer (freiwillig)' }).fill(typed.street);
  await form.getByRole('textbox', { name: 'Postleitzahl (freiwillig)' }).fill(typed.postalCode);
  await form.getByRole('textbox', { name: 'Ort (freiwillig)' }).fill(typed.city);
  await form.getByRole('checkbox', { name: /Ich bin einverstanden/ }).check();
}

const sendButton = (form: Locator) => form.getByRole('button', { name: 'Infopaket anfordern' });
const successHeading = (scope: Locator | Page) => scope.getByRole('heading', { name: 'Fast geschafft – nur noch ein Schritt' });

// The mock log is shared by every worker and never emptied during a run: each test reads only
// the entries of its own unique address.

// Hashed contact details (and the info package's e-mail) reach the data layer with marketing consent only.
test.describe('a visitor who allowed marketing', () => {
  test.use({ consent: { statistics: true, marketing: true } });

  test('an order from the hero field reaches the CRM with every field and is tracked with hashed user data', async ({ page }) => {
    const email = uniqueEmail('hero');
    await openHydrated(page, '/?utm_source=news&gclid=abc');
    const dialog = await orderFromHero(page, email);
    await fillOrder(dialog);
    await sendButton(dialog).click();
    await expect(successHeading(dialog)).toBeVisible();
    await expect(dialog.getByText(/bestätige einmal deine E-Mail-Adresse/)).toBeVisible();
    await expect(dialog.getByRole('form')).toHaveCount(0);

    const submissions = await submissionsFor(page, email);
    expect(submissions).toHaveLength(1);
    const [{ contentType, fields }] = submissions as [(typeof submissions)[number]];
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(Object.keys(fields)).toEqual(infoPackageCrmFields);
    const origin = new URL(page.url()).origin;
    expect(fields).toEqual({
      VORNAME: typed.firstName,
      NACHNAME: typed.lastName,
      EMAIL: email,
      TELEFONNUMMER: typed.phone,
      QUESTION_ROLE: '2',
      STRASSE_HAUSNUMMER: typed.street,
      PLZ: typed.postalCode,
      STADT: typed.city,
      OPT_IN: '1',
      INITIAL_REFERRER_URL: '',
      LAST_REFERRER_URL: '',
      UTM_URL: `${origin}/`,
      UTM_SOURCE: 'news',
      UTM_MEDIUM: '',
      UTM_CAMPAIGN: '',
      UTM_CONTENT: '',
      UTM_TERM: '',
      GCLID: 'abc',
      FBCLID: '',
      MELLITBCLID: '',
      MELLIOBCLID: '',
      email_address_check: '',
      locale: 'de',
    });

    expect(await analyticsEvents(page, 'info_package_open')).toHaveLength(1);
    expect(await analyticsEvents(page, 'info_package_sent')).toEqual([
      {
        event: 'info_package_sent',
        email: email.toLowerCase(),
        user_data: {
          sha256_email_address: sha256(normalised(email)),
          sha256_first_name: sha256(normalised(typed.firstName)),
          sha256_last_name: sha256(normalised(typed.lastName)),
          sha256_phone_number: sha256(normalised(typed.phone).replace(/[()\-\s]/g, '')),
        },
      },
    ]);
  });
});

// A definite refusal is shown at once; a CRM that is down or unreachable does not fail the
// order, it is saved in the outbox (tests/e2e/outbox.spec.ts).
for (const email of ['fail-400@example.com', 'fail-422@example.com']) {
  test(`a refused order (${email}) shows the error, keeps the typed values and hides the error while sending again`, async ({ page, problems }) => {
    // The CRM refuses on purpose: Chromium reports each refused submission.
    problems.allow(/status of 4\d\d .*\/crm\/form/);
    await openHydrated(page, '/');
    const dialog = await orderFromHero(page, email);
    await fillOrder(dialog);
    await sendButton(dialog).click();

    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText(errorText);
    await expect(alert).toContainText(`Mock scenario ${email.split('@')[0]}`);
    await expect(alert).toBeInViewport();
    await expect(dialog.getByRole('textbox', { name: 'Vorname' })).toHaveValue(typed.firstName);
    await expect(dialog.getByRole('textbox', { name: 'Nachname' })).toHaveValue(typed.lastName);
    await expect(dialog.getByRole('textbox', { name: 'E-Mail-Adresse', exact: true })).toHaveValue(email);
    await expect(dialog.getByRole('textbox', { name: 'Telefonnummer (freiwillig)' })).toHaveValue(typed.phone);
    await expect(dialog.getByRole('radio', { name: 'Für eine angehörige Person' })).toBeChecked();
    await expect(dialog.getByRole('textbox', { name: 'Ort (freiwillig)' })).toHaveValue(typed.city);
    await expect(dialog.getByRole('checkbox', { name: /Ich bin einverstanden/ })).toBeChecked();

    // Hold the second request until the test has seen the form while it is sending.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${mockOrigin}/crm/form`, async (route) => {
      await held;
      await route.continue();
    });
    await sendButton(dialog).click();
    await expect(dialog.getByRole('form')).toHaveAttribute('aria-busy', 'true');
    await expect(dialog.getByText(errorText)).toHaveCount(0);
    release();
    await expect(dialog.getByRole('alert')).toContainText(errorText);
    expect(await analyticsEvents(page, 'info_package_sent')).toEqual([]);
  });
}

test('a filled trap field shows the success panel but sends nothing', async ({ page }) => {
  const email = uniqueEmail('trap');
  await openHydrated(page, '/');
  const dialog = await orderFromHero(page, email);
  await fillOrder(dialog);
  // A bot fills every input it finds; people cannot reach this one.
  await dialog.locator('input[name="email_address_check"]').evaluate((input: HTMLInputElement) => {
    input.value = 'https://spam.example';
  });
  await sendButton(dialog).click();
  await expect(successHeading(dialog)).toBeVisible();
  expect(await submissionsFor(page, email)).toEqual([]);
  expect(await analyticsEvents(page, 'info_package_sent')).toEqual([]);
});

test('Escape closes the modal and focus returns to the button that opened it; so does a click on the backdrop', async ({ page }) => {
  await openHydrated(page, '/app');
  const opener = navButton(page);
  await expect(opener).toHaveAttribute('href', '/infopaket');
  await opener.click();
  await expect(modal(page)).toBeVisible();
  await expect(modal(page).locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(modal(page)).toBeHidden();
  await expect(opener).toBeFocused();
  expect(page.url()).toMatch(/\/app$/);

  await opener.click();
  await expect(modal(page)).toBeVisible();
  // As a visitor would, wait until the dialog has finished opening and taken the focus: a click in
  // the same instant races the dialog's own first focus, which would then win over the return.
  await expect(modal(page).locator(':focus')).toHaveCount(1);
  await page.mouse.click(5, 300);
  await expect(modal(page)).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the open modal, with its validation messages showing, has no serious accessibility problem', async ({ page }) => {
  await openHydrated(page, '/');
  const dialog = await orderFromHero(page, uniqueEmail('axe'));
  await sendButton(dialog).click();
  await expect(dialog.getByText('Das Formular ist unvollständig.')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Vorname' })).toBeFocused();
  await expectNoSeriousAxeFindings(page, { include: '[role="dialog"]' });
});

test('/infopaket shows the form on the page and tracks the page view', async ({ page }) => {
  await openHydrated(page, '/infopaket');
  const form = page.getByRole('main').getByRole('form', { name: 'Infopaket bestellen' });
  await expect(form).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Vorname' })).toBeVisible();
  await expect(modal(page)).toHaveCount(0);
  await expect.poll(() => analyticsEvents(page, 'info_package_page')).toHaveLength(1);
});

test('the role choices follow a switch to English and keep what was chosen and typed', async ({ page }) => {
  await openHydrated(page, '/infopaket');
  const form = page.getByRole('main').getByRole('form', { name: 'Infopaket bestellen' });
  await form.getByRole('textbox', { name: 'Vorname' }).fill(typed.firstName);
  await form.getByRole('radio', { name: 'Für eine angehörige Person' }).check();

  await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
  const english = page.getByRole('main').getByRole('form', { name: 'Order the info package' });
  await expect(english.getByRole('radio', { name: 'For a relative' })).toBeChecked();
  await expect(english.getByRole('radio', { name: 'For myself' })).not.toBeChecked();
  await expect(english.getByRole('radio', { name: /Für/ })).toHaveCount(0);
  await expect(english.getByRole('textbox', { name: 'First name' })).toHaveValue(typed.firstName);
});

test.describe('before the service worker stored the site', () => {
  test.use({ serviceWorkers: 'block' });

  test('a line that drops before the form ever loaded keeps the visitor on the page with their address, and the form opens with it once back online', async ({
    page,
    context,
    problems,
  }) => {
    problems.allow(/net::ERR_INTERNET_DISCONNECTED/);
    await openHydrated(page, '/');
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    const email = uniqueEmail('offline-first-visit');
    await heroEmail(page).fill(email);
    await page.getByRole('main').getByRole('button', { name: 'Infopaket bestellen' }).first().click();

    const waiting = page.getByRole('status').filter({ hasText: 'Keine Internetverbindung' });
    await expect(waiting).toContainText('sobald du wieder online bist');
    await expect(waiting).toContainText('Deine E-Mail-Adresse bleibt erhalten');
    await expect(page).toHaveURL(/\/$/);
    await expect(heroEmail(page)).toHaveValue(email);

    await context.setOffline(false);
    const dialog = modal(page);
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(dialog.getByRole('textbox', { name: 'E-Mail-Adresse', exact: true })).toHaveValue(email);
    await expect(waiting).toHaveCount(0);
  });

  test('online, a form whose code is gone (a new version was published meanwhile) is offered on its own page instead', async ({ page, problems }) => {
    problems.allow(/404|Failed to fetch dynamically imported module/);
    await page.route(/\/assets\/info-package-modal-[^/]*\.js$/, (route) => route.fulfill({ status: 404, body: '' }));
    await openHydrated(page, '/');
    await heroEmail(page).fill(uniqueEmail('code-gone'));
    await page.getByRole('main').getByRole('button', { name: 'Infopaket bestellen' }).first().click();
    await expect(page).toHaveURL(/\/infopaket$/);
    await expect(page.getByRole('main').getByRole('form', { name: 'Infopaket bestellen' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Keine Internetverbindung' })).toHaveCount(0);
  });

  test('a visitor who cancels the wait is not surprised by the form later', async ({ page, context, problems }) => {
    problems.allow(/net::ERR_INTERNET_DISCONNECTED/);
    await openHydrated(page, '/app');
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    await navButton(page).click();
    const waiting = page.getByRole('status').filter({ hasText: 'Keine Internetverbindung' });
    await expect(waiting).not.toContainText('E-Mail-Adresse');
    await waiting.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(waiting).toHaveCount(0);

    // Back online, the form's code comes, but the form stays closed until a new tap.
    const formCode = untilArrived(page, [/^\/assets\/info-package-modal-[^/]*\.js$/, /^\/assets\/info-package-form-[^/]*\.js$/]);
    await context.setOffline(false);
    await formCode();
    await nextFrames(page, 2);
    await expect(modal(page)).toHaveCount(0);
    expect(page.url()).toMatch(/\/app$/);
    await navButton(page).click();
    await expect(modal(page)).toBeVisible();
  });
});
