import { createHash, randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { analyticsEvents, expect, expectNoSeriousAxeFindings, openHydrated, test } from '../support/fixtures';
import { answerSiteApiFromMock, nextSiteApiAnswer, storedSubmissions } from '../support/site-api';

const programmePages = ['/test-user', '/dipa'] as const;
const allPages = [...programmePages, '/dipa-submit-testuserform'] as const;

/** Parallel workers share the site API's database: every application uses its own address. */
const uniqueEmail = () => `greta.test-${randomUUID().slice(0, 8)}@example.com`;

const typed = {
  firstName: 'Greta',
  lastName: 'Müller',
  phone: '(030) 123-45 67',
  street: 'Lindenallee 5',
  postalCode: '10115',
  city: 'Berlin',
  message: 'Bitte ruft mich am Nachmittag an.',
};

const submissionsFor = (request: APIRequestContext, email: string) => storedSubmissions(request, 'test-user', 'email', email);

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** As the analytics module normalises: trimmed and lowercased; the phone also without brackets, hyphens and spaces. */
const normalised = (text: string) => text.normalize('NFC').trim().toLowerCase();

const applicationForm = (page: Page) => page.getByRole('main').getByRole('form', { name: 'Bewerbungsformular' });
const textbox = (form: Locator, name: string) => form.getByRole('textbox', { name, exact: true });

async function fillIn(form: Locator, { email, message = typed.message, user = 'Eine angehörige Person' }: { email: string; message?: string; user?: string }) {
  await textbox(form, 'Vorname').fill(typed.firstName);
  await textbox(form, 'Nachname').fill(typed.lastName);
  await textbox(form, 'E-Mail-Adresse').fill(email);
  await textbox(form, 'Telefonnummer').fill(typed.phone);
  await textbox(form, 'Straße und Hausnummer').fill(typed.street);
  await textbox(form, 'Postleitzahl').fill(typed.postalCode);
  await textbox(form, 'Ort').fill(typed.city);
  await form.getByRole('radio', { name: user }).check();
  if (message) await textbox(form, 'Möchtest du uns noch etwas sagen? (freiwillig)').fill(message);
  await form.getByRole('checkbox', { name: /Ich bin einverstanden/ }).check();
}

const send = (form: Locator) => form.getByRole('button', { name: 'Bewerbung absenden' }).click();

// Hashed contact details (and the info package's e-mail) reach the data layer with marketing consent only.
test.describe('a visitor who allowed marketing', () => {
  test.use({ consent: { statistics: true, marketing: true } });

  test('an application from /test-user reaches the API as typed, is forwarded to the CRM, lands on the confirmation and is counted', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail();
    await openHydrated(page, '/test-user?utm_source=e2e');

    // "Jetzt bewerben" sits high on the page and leads to the form, focus included.
    const apply = page.getByRole('main').getByRole('link', { name: 'Jetzt bewerben' });
    await expect(apply).toBeInViewport();
    await apply.click();
    const section = page.locator('#bewerbung');
    await expect(section).toBeFocused();
    await expect(page.getByRole('heading', { level: 2, name: 'Deine Bewerbung' })).toBeInViewport();
    expect(await analyticsEvents(page, 'scroll_to_dipa')).toEqual([{ event: 'scroll_to_dipa' }]);
    // Moving to the form is not yet using it.
    expect(await analyticsEvents(page, 'dipa_form_open')).toEqual([]);

    const form = applicationForm(page);
    await fillIn(form, { email });
    expect(await analyticsEvents(page, 'dipa_form_open')).toEqual([{ event: 'dipa_form_open' }]);
    const answer = nextSiteApiAnswer(page, '/test-user');
    await send(form);

    await expect(page).toHaveURL(/\/dipa-submit-testuserform\?utm_source=e2e$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Danke für deine Bewerbung!' })).toBeVisible();

    const answered = await answer;
    expect(answered.status()).toBe(201);
    expect(await answered.request().headerValue('content-type')).toContain('application/json');
    const [delivered, ...more] = await submissionsFor(request, email);
    expect(more).toEqual([]);
    expect(delivered?.fields).toEqual({
      programme: 'test-user',
      firstName: typed.firstName,
      lastName: typed.lastName,
      email,
      phone: typed.phone,
      street: typed.street,
      postalCode: typed.postalCode,
      city: typed.city,
      user: 'relative',
      message: typed.message,
      consent: 'yes',
      locale: 'de',
    });
    await expect
      .poll(async () => (await submissionsFor(request, email))[0]?.effects)
      .toEqual([{ id: expect.any(String), action: 'crm-forward', done: true, failed: false, held: false, attempts: 1, lastError: null }]);

    await expect
      .poll(() => analyticsEvents(page, 'dipa_form_sent'))
      .toEqual([
        {
          event: 'dipa_form_sent',
          user_data: {
            sha256_email_address: sha256(normalised(email)),
            sha256_first_name: sha256(normalised(typed.firstName)),
            sha256_last_name: sha256(normalised(typed.lastName)),
            sha256_phone_number: sha256('0301234567'),
          },
        },
      ]);
    expect(await analyticsEvents(page, 'dipa_form_open')).toHaveLength(1);
    expect(await analyticsEvents(page, 'scroll_to_dipa')).toHaveLength(1);
  });
});

test('the same form on /dipa applies for the study, without a message when none was written', async ({ page, request }) => {
  const email = uniqueEmail();
  await openHydrated(page, '/dipa');
  const form = applicationForm(page);
  await fillIn(form, { email, message: '', user: 'Ich selbst' });
  await send(form);
  await expect(page).toHaveURL(/\/dipa-submit-testuserform$/);
  const [delivered] = await submissionsFor(request, email);
  expect(delivered?.fields).toEqual({
    programme: 'dipa',
    firstName: typed.firstName,
    lastName: typed.lastName,
    email,
    phone: typed.phone,
    street: typed.street,
    postalCode: typed.postalCode,
    city: typed.city,
    user: 'self',
    consent: 'yes',
    locale: 'de',
  });
  await expect.poll(async () => (await analyticsEvents(page, 'dipa_form_sent')).length).toBe(1);
});

test('a refused application says so clearly and keeps every value', async ({ page, context, problems }) => {
  // The API refuses on purpose (the mock's fail-422 address): Chromium reports the refused submission.
  await answerSiteApiFromMock(context);
  problems.allow(/status of 422 .*\/test-user/);
  await openHydrated(page, '/test-user');
  const form = applicationForm(page);
  const email = 'fail-422@example.com';
  await fillIn(form, { email });
  await send(form);

  const alert = form.getByRole('alert');
  await expect(alert).toContainText('Deine Bewerbung konnte nicht gesendet werden.');
  await expect(alert).toContainText('Deine Angaben sind noch da');
  await expect(page).toHaveURL(/\/test-user$/);
  await expect(textbox(form, 'Vorname')).toHaveValue(typed.firstName);
  await expect(textbox(form, 'E-Mail-Adresse')).toHaveValue(email);
  await expect(textbox(form, 'Postleitzahl')).toHaveValue(typed.postalCode);
  await expect(textbox(form, 'Möchtest du uns noch etwas sagen? (freiwillig)')).toHaveValue(typed.message);
  await expect(form.getByRole('radio', { name: 'Eine angehörige Person' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: /Ich bin einverstanden/ })).toBeChecked();
  expect(await analyticsEvents(page, 'dipa_form_sent')).toEqual([]);

  await expectNoSeriousAxeFindings(page, { include: 'main form' });
});

test('missing answers are named at the fields and nothing is sent', async ({ page }) => {
  await openHydrated(page, '/dipa');
  const form = applicationForm(page);
  await send(form);
  await expect(form.getByText('Das Formular ist unvollständig.')).toBeVisible();
  await expect(textbox(form, 'Vorname')).toBeFocused();
  await expect(form.getByText('Bitte wähle aus, wer Lumi nutzen wird.')).toBeVisible();
  await expect(form.getByText('Bitte bestätige, dass wir dich per E-Mail und Telefon kontaktieren dürfen.')).toBeVisible();
  await textbox(form, 'Postleitzahl').fill('1234');
  await textbox(form, 'Postleitzahl').blur();
  await expect(form.getByText('Bitte gib eine fünfstellige Postleitzahl ein. Wir liefern nur innerhalb Deutschlands.')).toBeVisible();
  expect(await analyticsEvents(page, 'dipa_form_sent')).toEqual([]);
});

test('"Jetzt bewerben" scrolls gently, or jumps at once when the visitor asks for less motion', async ({ page }) => {
  const scrollAfterClick = () =>
    page.evaluate(() => {
      window.scrollTo(0, 0);
      [...document.querySelectorAll<HTMLAnchorElement>('main a[href="#bewerbung"]')][0]?.click();
      return window.scrollY;
    });
  await openHydrated(page, '/test-user');
  expect(await scrollAfterClick()).toBeLessThan(50);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await expect(page.locator('#bewerbung')).toBeFocused();

  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await scrollAfterClick()).toBeGreaterThan(300);
  await expect(page.locator('#bewerbung')).toBeFocused();
});

test.describe('in English', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('lumi:language', '"en"'));
  });

  for (const path of allPages) {
    test(`${path} reads completely in English`, async ({ page }) => {
      await openHydrated(page, path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      // Every answer open, so its text is read too.
      await page.locator('main details').evaluateAll((items) => items.forEach((item) => item.setAttribute('open', '')));
      const main = page.locator('main');
      await expect(main).not.toContainText('Jetzt bewerben');
      const text = await main.innerText();
      // A missing translation shows up as its key, such as "programme.steps.apply.title".
      expect(text).not.toMatch(/\b[a-z]+(?:\.[a-zA-Z]+){2,}\b/);
      expect(text).not.toMatch(/\{\{|\}\}/);
      expect(text).not.toMatch(/\b(?:und|für|der|die|das|mit|nicht|du|dich|deine?)\b/);
    });
  }

  test('the application form speaks English', async ({ page }) => {
    await openHydrated(page, '/dipa');
    const form = page.getByRole('main').getByRole('form', { name: 'Application form' });
    await expect(page.getByRole('main').getByRole('link', { name: 'Apply now' })).toBeVisible();
    await textbox(form, 'Postcode').fill('99');
    await form.getByRole('button', { name: 'Send application' }).click();
    await expect(form.getByText('Please enter a five-digit postcode. We only deliver within Germany.')).toBeVisible();
    await expect(form.getByText('Please choose who will use Lumi.')).toBeVisible();
  });
});

test.describe('seniors first', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const scheme of ['light', 'dark'] as const) {
    for (const path of allPages) {
      test(`${path} passes axe in ${scheme} mode at 390 px`, async ({ page }) => {
        if (scheme === 'dark') await page.addInitScript(() => window.localStorage.setItem('lumi:color-scheme', '"dark"'));
        await openHydrated(page, path);
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
        await page.locator('main details').evaluateAll((items) => items.forEach((item) => item.setAttribute('open', '')));
        await expectNoSeriousAxeFindings(page);
      });
    }
  }

  for (const path of allPages) {
    test(`${path}: every control is at least 44 px high and the headings go in order`, async ({ page }) => {
      await openHydrated(page, path);
      const small = await page.locator('main').evaluate((main) => {
        // Radios and checkboxes are tapped on their label; links inside a sentence are exempt (WCAG 2.5.8).
        const targetOf = (element: HTMLElement): HTMLElement =>
          element instanceof HTMLInputElement && (element.type === 'radio' || element.type === 'checkbox') ? (element.labels?.[0] ?? element) : element;
        return [...main.querySelectorAll<HTMLElement>('a, button, summary, input:not([type=hidden]), textarea, select')]
          .filter((element) => !element.closest('[aria-hidden="true"]') && element.getClientRects().length > 0)
          .filter((element) => !(element instanceof HTMLAnchorElement && element.closest('p')))
          .map((element) => ({ name: element.textContent?.trim() || element.outerHTML.slice(0, 80), height: targetOf(element).getBoundingClientRect().height }))
          .filter(({ height }) => height < 44);
      });
      expect(small).toEqual([]);

      const levels = await page
        .locator('main')
        .locator('h1, h2, h3, h4')
        .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
      expect(levels[0]).toBe(1);
      for (const [index, level] of levels.entries()) if (index > 0) expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1);
    });
  }

  for (const path of allPages) {
    test(`${path} needs no sideways scrolling at 320 px`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 720 });
      await openHydrated(page, path);
      await page.locator('main details').evaluateAll((items) => items.forEach((item) => item.setAttribute('open', '')));
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    });
  }
});
