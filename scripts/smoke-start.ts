#!/usr/bin/env node
// The smoke check of `npm start`, as a visitor and then as the operator would do it:
//   npx tsx scripts/smoke-start.ts visit   with `npm start` running: in Chromium, answer the
//       consent dialog, request a callback, pre-order by SEPA, send a cancellation; the CRM mock
//       gets the callback exactly once;
//   npx tsx scripts/smoke-start.ts check   after stopping and starting `npm start` again: the
//       staff route lists the callback and the order (IBAN masked), the callback is not forwarded
//       again, and the cancellation's confirmation e-mail is in .data/mail.
// Run it in the folder `npm start` runs in, with the same PORT, MOCK_PORT and API_PORT.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { chromium, type Locator, type Page } from 'playwright';
import { chromiumArgs, ensureChromium } from './chromium.mjs';
import { caughtMailsTo } from './smtp-catcher.ts';

const site = `http://127.0.0.1:${process.env.PORT ?? 4173}`;
const mock = `http://127.0.0.1:${process.env.MOCK_PORT ?? 4318}`;
const api = `http://127.0.0.1:${process.env.API_PORT ?? 4319}`;
const mailDir = process.env.SMTP_CATCHER_DIR ?? '.data/mail';
/** One run's marks, so a second run in the same folder checks its own submissions. */
const runFile = '.data/smoke-start.json';

function fail(text: string): never {
  console.error(`smoke check failed: ${text}`);
  process.exit(1);
}

/** How often the CRM mock received a form with this phone number. */
async function forwardsOf(phone: string): Promise<number> {
  const log = (await (await fetch(`${mock}/__mock/crm/submissions`)).json()) as unknown[];
  return log.filter((entry) => JSON.stringify(entry).includes(phone)).length;
}

async function open(page: Page, path: string) {
  await page.goto(`${site}${path}`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

async function fill(form: Locator, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await form.getByRole('textbox', { name: label, exact: true }).fill(value);
}

async function visit() {
  const mark = Date.now().toString(36);
  const run = {
    phone: `030 ${Date.now() % 10_000_000}`,
    orderEmail: `smoke.order.${mark}@example.com`,
    cancellationEmail: `smoke.kuendigung.${mark}@example.com`,
  };
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
  try {
    const page = await browser.newPage({ locale: 'de-DE' });
    await open(page, '/');
    await page.locator('[data-consent-action="necessary-only"]').click();
    await page.locator('[data-consent-action="necessary-only"]').waitFor({ state: 'hidden' });
    console.info('consent answered (necessary only)');

    await open(page, '/callbackform');
    const callback = page.getByRole('main').getByRole('form', { name: 'Rückruf anfordern' });
    await fill(callback, { 'Dein Name': 'Greta Rückruf', Telefonnummer: run.phone });
    await callback.getByRole('checkbox', { name: /Ich bin einverstanden/ }).check();
    const callbackAnswer = page.waitForResponse((response) => response.url() === `${api}/callback` && response.request().method() === 'POST');
    await callback.getByRole('button', { name: 'Rückruf anfordern' }).click();
    console.info(`callback: ${(await callbackAnswer).status()}`);

    await open(page, '/checkout?plan=erweitert');
    await page.getByRole('link', { name: 'Weiter zur Lieferadresse' }).click();
    const address = page.getByRole('form', { name: 'Lieferadresse' });
    await fill(address, {
      Vorname: 'Erika',
      Nachname: 'Vorbestellt',
      'E-Mail-Adresse': run.orderEmail,
      Telefonnummer: '030 555 1234',
      'Straße und Hausnummer': 'Lindenweg 7',
      Postleitzahl: '04109',
      Ort: 'Leipzig',
    });
    await address.getByRole('button', { name: 'Weiter zur Zahlung' }).click();
    const sepa = page.getByRole('form', { name: 'Angaben für die Lastschrift' });
    await sepa.getByRole('checkbox', { name: /SEPA-Lastschriftmandat/ }).check();
    await fill(sepa, { 'Kontoinhaberin oder Kontoinhaber': 'Erika Vorbestellt', IBAN: 'DE89 3704 0044 0532 0130 00' });
    const orderAnswer = page.waitForResponse((response) => response.url() === `${api}/order` && response.request().method() === 'POST');
    await sepa.getByRole('button', { name: 'Zahlungspflichtig vorbestellen', exact: true }).click();
    console.info(`order: ${(await orderAnswer).status()}`);
    await page.waitForURL(/\/success\?/);

    await open(page, '/vertraege-kuendigen');
    const cancellation = page.locator('#cancellation-form');
    await fill(cancellation, { 'Vor- und Nachname': 'Anna Muster', 'E-Mail-Adresse': run.cancellationEmail, 'Kunden- oder Bestellnummer': 'L-2026-0042' });
    const cancellationAnswer = page.waitForResponse((response) => response.url() === `${api}/cancellation` && response.request().method() === 'POST');
    await cancellation.getByRole('button', { name: 'Jetzt kündigen' }).click();
    console.info(`cancellation: ${(await cancellationAnswer).status()}`);
    await page.getByRole('heading', { name: 'Deine Kündigung ist bei uns eingegangen' }).waitFor();
  } finally {
    await browser.close();
  }
  // The outbox forwards the callback right after it is stored; a second forward would show within seconds.
  const waitUntil = Date.now() + 30_000;
  while ((await forwardsOf(run.phone)) === 0 && Date.now() < waitUntil) await new Promise((resolve) => setTimeout(resolve, 500));
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const forwards = await forwardsOf(run.phone);
  if (forwards !== 1) fail(`the CRM mock got the callback ${forwards} times, expected once`);
  console.info('CRM mock: the callback arrived once');
  writeFileSync(runFile, JSON.stringify(run));
  console.info(`visited; now stop and start \`npm start\` again, then run: npx tsx scripts/smoke-start.ts check`);
}

async function check() {
  if (!existsSync(runFile)) fail(`${runFile} is missing: run the visit first`);
  const run = JSON.parse(readFileSync(runFile, 'utf8')) as { phone: string; orderEmail: string; cancellationEmail: string };
  const { staffToken } = JSON.parse(readFileSync('.data/local-secrets.json', 'utf8')) as { staffToken: string };
  const staff = async (kind: string) => {
    const response = await fetch(`${api}/staff/submissions?kind=${kind}`, { headers: { authorization: `Bearer ${staffToken}` } });
    if (!response.ok) fail(`GET /staff/submissions?kind=${kind} answered ${response.status}`);
    return (await response.json()) as Array<{ id: string; fields: Record<string, string> | null; iban: string | null; mandate: { reference: string } | null }>;
  };
  const callbacks = (await staff('callback')).filter((row) => row.fields?.phone === run.phone);
  if (callbacks.length !== 1) fail(`${callbacks.length} stored callbacks for ${run.phone}, expected 1`);
  const orders = (await staff('order')).filter((row) => row.fields?.email === run.orderEmail);
  if (orders.length !== 1) fail(`${orders.length} stored orders for ${run.orderEmail}, expected 1`);
  const [order] = orders;
  if (!order?.iban?.includes('*') || JSON.stringify(order).includes('370400440532013000')) fail(`the order's IBAN is not masked: ${order?.iban}`);
  console.info(`staff list: callback ${callbacks[0]?.id}, order ${order.id} with IBAN ${order.iban} and mandate ${order.mandate?.reference}`);

  // The mock keeps its log in memory: after the restart it must not have been sent again.
  if ((await forwardsOf(run.phone)) !== 0) fail('the callback was forwarded to the CRM again after the restart');
  console.info('CRM mock: the callback was not forwarded again after the restart');

  const mails = caughtMailsTo(mailDir, run.cancellationEmail);
  if (mails.length !== 1) fail(`${mails.length} e-mails to ${run.cancellationEmail} in ${mailDir}, expected 1`);
  console.info(`e-mail: the confirmation to ${run.cancellationEmail} is in ${mailDir}`);
  console.info('smoke check passed');
}

const step = process.argv[2];
if (step === 'visit') await visit();
else if (step === 'check') await check();
else fail('say which step: visit or check');
