import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { analyticsEvents, expect, openHydrated, test, untilArrived, waitForHydration } from '../support/fixtures';
import { chromiumArgs, chromiumExecutable } from '../support/chromium';
import { crmSubmissions, infoPackageCrmFields, uniqueEmail as uniqueAddress } from '../support/mocks';
import { outboxEntries, waitForOutboxSettled, waitForServiceWorker } from '../support/pwa';

// The outbox is delivered by the page and by the service worker alike: these journeys keep it.
test.use({ serviceWorkers: 'allow' });

/** What a lost connection looks like in the console: the requests that could not go out. */
const offlineRequests = /net::ERR_INTERNET_DISCONNECTED/;

const queuedHeading = 'Gespeichert – wird gesendet, sobald du wieder online bist';
const sentHeading = 'Fast geschafft – nur noch ein Schritt';

const uniqueEmail = (label: string) => uniqueAddress(`outbox.${label}`);
const submissionsFor = crmSubmissions;

const pageForm = (page: Page) => page.getByRole('main').getByRole('form', { name: 'Infopaket bestellen' });

async function fillAndSend(form: Locator, email: string) {
  await form.getByRole('textbox', { name: 'Vorname' }).fill('Greta');
  await form.getByRole('textbox', { name: 'Nachname' }).fill('Offline');
  await form.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
  await form.getByRole('textbox', { name: 'Telefonnummer (freiwillig)' }).fill('030 987654');
  await form.getByRole('radio', { name: 'Für mich selbst' }).check();
  await form.getByRole('textbox', { name: 'Ort (freiwillig)' }).fill('Leipzig');
  await form.getByRole('checkbox', { name: /Ich bin einverstanden/ }).check();
  await form.getByRole('button', { name: 'Infopaket anfordern' }).click();
}

/** Exactly one accepted submission arrived, with every field as typed; it stays one. */
async function expectExactlyOneDelivery(page: Page, request: APIRequestContext, email: string) {
  await expect.poll(async () => (await submissionsFor(request, email)).length, { timeout: 30_000 }).toBe(1);
  const [delivered] = await submissionsFor(request, email);
  expect(delivered?.status).toBe(302);
  expect(Object.keys(delivered?.fields ?? {})).toEqual(infoPackageCrmFields);
  expect(delivered?.fields).toMatchObject({
    VORNAME: 'Greta',
    NACHNAME: 'Offline',
    EMAIL: email,
    TELEFONNUMMER: '030 987654',
    QUESTION_ROLE: '1',
    STADT: 'Leipzig',
    OPT_IN: '1',
    locale: 'de',
  });
  // Background sync, the online event and the worker's start all race for it: still one once they are done.
  await waitForOutboxSettled(page);
  expect(await submissionsFor(request, email)).toHaveLength(1);
}

const sentEvents = async (page: Page) => (await analyticsEvents(page, 'info_package_sent')).length;

test('a visitor who never sent a form loads no outbox code, and neither the pages nor the worker leave an outbox database', async ({ page }) => {
  const outboxCode: string[] = [];
  page.on('request', (sent) => {
    if (/\/assets\/outbox-runtime-[^/]*\.js$/.test(new URL(sent.url()).pathname)) outboxCode.push(sent.url());
  });
  const databases = () => page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name));
  await openHydrated(page, '/shop');
  // The worker delivers the outbox on every start: it looks, and must find nothing to create.
  await waitForServiceWorker(page);
  await openHydrated(page, '/blog/wege-aus-der-einsamkeit');
  await page.waitForLoadState('networkidle');
  expect(outboxCode).toEqual([]);
  expect(await databases()).not.toContain('lumi-outbox');
});

test.describe('on a phone, without a service worker yet', () => {
  test.use({ serviceWorkers: 'block', viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  test('/infopaket loads its sending code as the visitor comes to the form, so an order sent offline after that is saved', async ({
    page,
    context,
    request,
    problems,
  }) => {
    problems.allow(offlineRequests);
    const outboxCode: string[] = [];
    page.on('request', (sent) => {
      if (/\/assets\/outbox-runtime-[^/]*\.js$/.test(new URL(sent.url()).pathname)) outboxCode.push(sent.url());
    });
    await openHydrated(page, '/infopaket');
    await page.waitForLoadState('networkidle');
    // The form is screens away on a phone: a visitor who reads and leaves never loads it.
    expect(outboxCode).toEqual([]);

    const form = pageForm(page);
    // Everything the sending needs, with what it imports: a page that was idle once counts as
    // idle at once for Playwright's `networkidle`, which would not wait for it.
    const sendingCode = untilArrived(page, [/^\/assets\/sending-[^/]*\.js$/, /^\/assets\/pwa-[^/]*\.js$/, /^\/assets\/outbox-runtime-[^/]*\.js$/]);
    await form.scrollIntoViewIfNeeded();
    await sendingCode();
    expect(outboxCode).toHaveLength(1);

    const email = uniqueEmail('phone-first-visit');
    await context.setOffline(true);
    await fillAndSend(form, email);
    await expect(page.getByRole('heading', { name: queuedHeading })).toBeVisible();
    expect(await submissionsFor(request, email)).toHaveLength(0);

    await context.setOffline(false);
    await expect(page.getByRole('heading', { name: sentHeading })).toBeVisible({ timeout: 30_000 });
    await expectExactlyOneDelivery(page, request, email);
    expect(outboxCode).toHaveLength(1);
  });

  test('a line that drops before the visitor reaches the form refuses the send, keeps every value, and the code and its words come once back online', async ({
    page,
    context,
    request,
    problems,
  }) => {
    problems.allow(offlineRequests);
    await openHydrated(page, '/infopaket');
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    const form = pageForm(page);
    await form.scrollIntoViewIfNeeded();
    const email = uniqueEmail('phone-offline-before-form');
    await fillAndSend(form, email);
    await expect(form.getByRole('alert')).toContainText('Deine Anmeldung konnte nicht gespeichert werden');
    await expect(form.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveValue(email);
    await expect(form.getByRole('textbox', { name: 'Ort (freiwillig)' })).toHaveValue('Leipzig');

    // Back online, touching the form asks anew for the code and for the words of the
    // saved-for-later state; the line then drops once more, and the order is saved, in words.
    await context.setOffline(false);
    const sendingCode = untilArrived(page, [/^\/assets\/sending-[^/]*\.js$/, /^\/assets\/pwa-[^/]*\.js$/]);
    await form.getByRole('textbox', { name: 'Vorname' }).focus();
    await sendingCode();
    await context.setOffline(true);
    await form.getByRole('button', { name: 'Infopaket anfordern' }).click();
    await expect(page.getByRole('heading', { name: queuedHeading })).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByRole('heading', { name: sentHeading })).toBeVisible({ timeout: 30_000 });
    await expectExactlyOneDelivery(page, request, email);
  });
});

test('an order sent offline is saved, goes out once when the connection is back, and the page says it was sent', async ({
  page,
  context,
  request,
  problems,
}) => {
  problems.allow(offlineRequests);
  const email = uniqueEmail('reconnect');
  await openHydrated(page, '/infopaket');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await fillAndSend(pageForm(page), email);

  await expect(page.getByRole('heading', { name: queuedHeading })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await submissionsFor(request, email)).toHaveLength(0);
  expect(await sentEvents(page)).toBe(0);

  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: sentHeading })).toBeVisible({ timeout: 30_000 });
  await expectExactlyOneDelivery(page, request, email);
  expect(await sentEvents(page)).toBe(1);
});

test('an order saved offline survives a reload and is reported as sent afterwards', async ({ page, context, request, problems }) => {
  problems.allow(offlineRequests);
  const email = uniqueEmail('reload');
  await openHydrated(page, '/infopaket');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await fillAndSend(pageForm(page), email);
  await expect(page.getByRole('heading', { name: queuedHeading })).toBeVisible();

  await page.reload();
  await waitForHydration(page);
  const notices = page.getByRole('region', { name: 'Gespeicherte Anfragen' });
  await expect(notices.getByRole('status')).toContainText('ist auf diesem Gerät gespeichert');

  await context.setOffline(false);
  await expect(notices.getByRole('status')).toContainText('ist angekommen', { timeout: 30_000 });
  await expectExactlyOneDelivery(page, request, email);
  expect(await sentEvents(page)).toBe(1);

  // Closing the notice is remembered: the next page load does not say it again.
  await notices.getByRole('button', { name: 'Hinweis schließen' }).click();
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: 'Gespeicherte Anfragen' })).toHaveCount(0);
});

test('an order saved offline survives closing the browser and goes out once on the next start', async ({ playwright, request, baseURL, problems }) => {
  problems.allow(offlineRequests);
  const email = uniqueEmail('restart');
  const profile = mkdtempSync(join(tmpdir(), 'lumi-profile-'));
  const launch = () => playwright.chromium.launchPersistentContext(profile, { executablePath: chromiumExecutable, args: chromiumArgs, baseURL });
  try {
    const first = await launch();
    problems.watch(first);
    const page = first.pages()[0] ?? (await first.newPage());
    await openHydrated(page, '/infopaket');
    await waitForServiceWorker(page);
    await first.setOffline(true);
    await fillAndSend(pageForm(page), email);
    await expect(page.getByRole('heading', { name: queuedHeading })).toBeVisible();
    await first.close();
    expect(await submissionsFor(request, email)).toHaveLength(0);

    const second = await launch();
    problems.watch(second);
    const again = second.pages()[0] ?? (await second.newPage());
    await openHydrated(again, '/');
    await expect(again.getByRole('region', { name: 'Gespeicherte Anfragen' }).getByRole('status')).toContainText('ist angekommen', { timeout: 30_000 });
    await expectExactlyOneDelivery(again, request, email);
    expect(await sentEvents(again)).toBe(1);
    await second.close();
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
});

test('a CRM that answers 500 first and 302 later gets exactly one accepted order and nothing is lost', async ({ page, request, problems }) => {
  // The mock answers 500 to the first submission of a `flaky-1` address, then 302.
  problems.allow(/status of 500/);
  const email = `${randomUUID().slice(0, 8)}+flaky-1@example.com`;
  await openHydrated(page, '/infopaket');
  await waitForServiceWorker(page);
  await fillAndSend(pageForm(page), email);

  // No reconnect to wait for: Background Sync or the page's back-off timer retries by itself.
  // (The saved state in between can be too short to see; the next test holds it.)
  await expect(page.getByRole('heading', { name: sentHeading })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('alert')).toHaveCount(0);
  const log = await submissionsFor(request, email);
  expect(log.map((entry) => entry.status)).toEqual([500, 302]);
  expect(log[1]?.fields).toEqual(log[0]?.fields);
  expect(Object.keys(log[1]?.fields ?? {})).toEqual(infoPackageCrmFields);
  expect(await sentEvents(page)).toBe(1);
});

test('a CRM that stays down keeps the order saved, never shows it as failed', async ({ page, request, problems }) => {
  problems.allow(/status of 503/);
  const email = `${randomUUID().slice(0, 8)}+fail-503@example.com`;
  await openHydrated(page, '/infopaket');
  await waitForServiceWorker(page);
  await fillAndSend(pageForm(page), email);
  await expect(page.getByRole('heading', { name: queuedHeading })).toBeVisible();
  await expect.poll(async () => (await submissionsFor(request, email)).length).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await outboxEntries(page)).toEqual([
    expect.objectContaining({ status: 'pending', lastError: 'Server error (503)', fields: expect.objectContaining({ EMAIL: email }) }),
  ]);
});

test('a definite refusal is shown at once with the reason and is not retried', async ({ page, request, problems }) => {
  problems.allow(/status of 422/);
  // Its own address (the scenario is in the tag), so parallel journeys do not add to its log.
  const email = `${randomUUID().slice(0, 8)}+fail-422@example.com`;
  await openHydrated(page, '/infopaket');
  await waitForServiceWorker(page);
  await fillAndSend(pageForm(page), email);
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Mock scenario fail-422');
  // Refused for good: once the outbox has settled, nothing is left to retry it.
  await waitForOutboxSettled(page);
  expect(await submissionsFor(request, email)).toHaveLength(1);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: 'Gespeicherte Anfragen' })).toHaveCount(0);
});
