import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { crmLog } from '../../mocks/crm-log.ts';
import { paypalOrders } from '../../mocks/handlers/paypal.ts';
import { server as msw } from '../../mocks/node.ts';
import { resetMockState } from '../../mocks/reset.ts';
import { caughtMailsTo, startSmtpCatcher, type SmtpCatcher } from '../../scripts/smtp-catcher.ts';
import { backoffMs } from './outbox-policy.ts';
import type { StaffRow } from '../http/staff-routes.ts';
import { startService, valid, type TestService } from '../testing/harness.ts';

/**
 * What a submission does after its answer: the CRM mock and PayPal's are the MSW handlers of
 * mocks/ (intercepting this process's fetch), the mail server a real SMTP catcher on loopback.
 */
let service: TestService;
let catcher: SmtpCatcher;
let smtpPort: number;
const mailDir = mkdtempSync(join(tmpdir(), 'lumi-mail-'));

beforeAll(async () => {
  msw.listen({ onUnhandledRequest: 'bypass' });
  catcher = await startSmtpCatcher({ dir: mailDir, quiet: true });
  smtpPort = Number(new URL(catcher.url).port);
  service = await startService({ SMTP_URL: catcher.url });
});
beforeEach(() => resetMockState());
afterAll(async () => {
  await service.close();
  await catcher.close();
  msw.close();
  rmSync(mailDir, { recursive: true, force: true });
});

const effectsOf = async (id: string) => service.database.db.selectFrom('effects').selectAll().where('submission_id', '=', id).execute();
const mailsTo = (address: string) => caughtMailsTo(mailDir, address);

describe('leads to the CRM', () => {
  it('forwards a callback request to the CRM once, even when the outbox runs twice', async () => {
    const { id } = (await (await service.post('/callback', { ...valid.callback, phone: '+49 30 5550001' })).json()) as { id: string };
    await service.outbox.kick();
    await service.outbox.kick();
    const forwarded = crmLog.list().filter((entry) => entry.fields.TELEFON === '+49 30 5550001');
    expect(forwarded).toHaveLength(1);
    expect(forwarded[0]).toMatchObject({ status: 302, fields: { FORM: 'callback', OPT_IN: '1', RUECKRUF_TAG: 'mon' } });
    expect((await effectsOf(id))[0]?.done_at).not.toBeNull();
  });

  it('retries a test-user application while the CRM fails, and forwards it once it answers', async () => {
    // The CRM mock fails the first two posts of this address (mocks/scenario.ts).
    const email = 'flaky-2@example.com';
    const { id } = (await (await service.post('/test-user', { ...valid['test-user'], email })).json()) as { id: string };
    await service.outbox.kick();
    expect((await effectsOf(id))[0]).toMatchObject({ done_at: null, attempts: 1, last_error: 'CRM answered 500' });
    await service.outbox.kick();
    await service.outbox.kick();
    const effect = (await effectsOf(id))[0];
    expect(effect?.done_at).not.toBeNull();
    expect(effect?.attempts).toBe(3);
    expect(
      crmLog
        .list()
        .filter((entry) => entry.fields.EMAIL === email)
        .map((entry) => entry.status),
    ).toEqual([500, 500, 302]);
    expect(effect?.last_error ?? '').not.toContain('@');
  });

  it('waits longer after each failure, up to an hour', () => {
    expect([1, 2, 3, 4].map((attempts) => backoffMs(attempts, 5_000))).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(backoffMs(30, 5_000)).toBe(3_600_000);
  });
});

describe('receipts by e-mail', () => {
  it('confirms a cancellation at once with its content and time of receipt', async () => {
    const email = 'kuendigung@example.com';
    const answer = (await (await service.post('/cancellation', { ...valid.cancellation, email })).json()) as { id: string; receivedAt: string };
    await service.outbox.kick();
    const [mail] = mailsTo(email);
    expect(mail).toBeDefined();
    const text = mail ?? '';
    expect(text).toMatch(/Subject: =\?UTF-8\?Q\?Eingangsbest|Subject: Eingangsbest/);
    expect(text).toContain(answer.id);
    expect(text).toContain(answer.receivedAt);
    expect(text).toContain('L-1001');
  });

  it('writes the withdrawal receipt in English for an English visitor', async () => {
    const email = 'withdrawal-en@example.com';
    await service.post('/withdrawal', { ...valid.withdrawal, email });
    await service.outbox.kick();
    expect(mailsTo(email)[0]).toContain('We received your withdrawal');
  });

  it('keeps the receipt while the mail server is down and sends it once it is back', async () => {
    await catcher.close();
    const email = 'smtp-down@example.com';
    const { id } = (await (await service.post('/withdrawal', { ...valid.withdrawal, email })).json()) as { id: string };
    await service.outbox.kick();
    expect((await effectsOf(id))[0]).toMatchObject({ done_at: null, attempts: 1 });
    expect(mailsTo(email)).toHaveLength(0);

    catcher = await startSmtpCatcher({ port: smtpPort, dir: mailDir, quiet: true });
    await service.outbox.kick();
    expect((await effectsOf(id))[0]?.done_at).not.toBeNull();
    expect(mailsTo(email)).toHaveLength(1);
  });
});

describe('PayPal', () => {
  it("asks PayPal for the approval link through its SDK and records the visitor's return", async () => {
    const answer = (await (await service.post('/order', valid.orderPaypal)).json()) as { id: string; approvalUrl: string };
    expect(answer.approvalUrl).toBe(`http://api.test/order/${answer.id}/paypal`);

    // The visitor is quicker than the outbox: the approval link is asked for on the spot.
    const toPaypal = await service.app.request(`/order/${answer.id}/paypal`);
    expect(toPaypal.status).toBe(302);
    const approval = new URL(toPaypal.headers.get('location') ?? '');
    expect(approval.pathname).toBe('/paypal/checkoutnow');
    const [order] = paypalOrders();
    expect(order).toMatchObject({ amount: '19.90', returnUrl: `http://api.test/order/${answer.id}/paypal/return` });

    // The payer approves on PayPal's page, which sends them back through the service.
    const approved = await fetch(`${approval.origin}${approval.pathname}/approve${approval.search}`, { redirect: 'manual' });
    const returned = new URL(approved.headers.get('location') ?? '');
    expect(`${returned.pathname}${returned.search}`).toBe(`/order/${answer.id}/paypal/return?token=${order?.id}&PayerID=MOCKPAYER1`);
    const back = await service.app.request(`${returned.pathname}${returned.search}`);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`http://site.test/checkout/payment?order=${answer.id}&paypal=approved`);
    await service.outbox.kick();
    expect(paypalOrders()).toHaveLength(1);

    const rows = (await (await service.staff('/submissions?kind=order')).json()) as StaffRow[];
    expect(rows.find((row) => row.id === answer.id)?.payment).toMatchObject({ providerOrderId: order?.id, outcome: 'approved' });
  });

  it('sends a visitor who arrives while the outbox is asking PayPal on to the approval link, not to a page that says wait', async () => {
    const answer = (await (await service.post('/order', valid.orderPaypal)).json()) as { id: string };
    // The pass that starts when an order is stored claims its PayPal effect before the visitor arrives.
    const pass = service.outbox.kick();
    const toPaypal = await service.app.request(`/order/${answer.id}/paypal`);
    await pass;
    expect(toPaypal.status).toBe(302);
    expect(new URL(toPaypal.headers.get('location') ?? '').pathname).toBe('/paypal/checkoutnow');
    expect(paypalOrders()).toHaveLength(1);
  });
});
