import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { delay, http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { server as msw } from '../../mocks/node.ts';
import { startSmtpCatcher } from '../../scripts/smtp-catcher.ts';
import { postCrmForm } from './crm.ts';
import { createMailer, messageIdOf } from './mail.ts';
import { createPaypal } from './paypal.ts';
import { parseConfig } from '../config.ts';

/**
 * Every outside call has a deadline: an outside system that takes the connection and then says
 * nothing gets an answer back from its adapter within about that deadline, as a failure, never
 * a wait of minutes.
 */
const deadlineMs = 300;
const timed = async <T>(work: Promise<T>) => {
  const started = Date.now();
  const value = await work;
  return { value, ms: Date.now() - started };
};

beforeAll(() => msw.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => msw.resetHandlers());
afterAll(() => msw.close());

describe('deadlines of the outside calls', () => {
  it('default to at most 15 s each, and each can be set', () => {
    const defaults = parseConfig({}).destinations;
    for (const { deadlineMs: ms } of Object.values(defaults)) expect(ms).toBeLessThanOrEqual(15_000);
    const set = parseConfig({ SMTP_TIMEOUT_MS: '1200', CRM_TIMEOUT_MS: '1300', PAYPAL_TIMEOUT_MS: '1400' }).destinations;
    expect([set.mail.deadlineMs, set.crm.deadlineMs, set.paypal.deadlineMs]).toEqual([1200, 1300, 1400]);
  });

  it('end a mail to a server that accepts the connection and never greets', async () => {
    const sockets: Socket[] = [];
    const silent: Server = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const mailer = createMailer(`smtp://127.0.0.1:${(silent.address() as AddressInfo).port}`, 'Lumi <a@lumi.example>', {
        timeoutMs: deadlineMs,
        connections: 1,
      });
      const { value, ms } = await timed(mailer.send({ to: 'b@example.com', subject: 'x', text: 'y', messageId: messageIdOf('test', 'a@lumi.example') }));
      expect(value.ok).toBe(false);
      expect(ms).toBeLessThan(2 * deadlineMs + 500);
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });

  it('end a mail to a server that takes the message and never answers', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lumi-deadline-mail-'));
    const catcher = await startSmtpCatcher({ dir, quiet: true });
    catcher.setMode('hang');
    try {
      const mailer = createMailer(catcher.url, 'Lumi <a@lumi.example>', { timeoutMs: deadlineMs, connections: 1 });
      const { value, ms } = await timed(mailer.send({ to: 'b@example.com', subject: 'x', text: 'y', messageId: messageIdOf('test', 'a@lumi.example') }));
      expect(value).toMatchObject({ ok: false, error: expect.stringMatching(/SMTP/) });
      expect(ms).toBeLessThan(2 * deadlineMs + 500);
    } finally {
      await catcher.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('end a CRM forward the CRM never answers', async () => {
    const { value, ms } = await timed(
      postCrmForm('http://crm.test/crm/form', { EMAIL: 'hang-1@example.com', VORNAME: 'A', NACHNAME: 'B', OPT_IN: '1' }, { timeoutMs: deadlineMs }),
    );
    expect(value).toEqual({ ok: false, error: 'CRM not reached (TimeoutError)' });
    expect(ms).toBeLessThan(2 * deadlineMs + 500);
  });

  it('end a call to PayPal that PayPal never answers', async () => {
    msw.use(http.post('*/v2/checkout/orders', async () => delay('infinite')));
    const paypal = createPaypal({ clientId: 'id', clientSecret: 'secret', environment: 'sandbox', baseUrl: undefined, timeoutMs: deadlineMs });
    const { value, ms } = await timed(
      paypal.createOrder({ requestId: 'or_1', plan: 'basis', returnUrl: 'http://api.test/r', cancelUrl: 'http://api.test/c', locale: 'de' }),
    );
    expect(value.ok).toBe(false);
    expect(ms).toBeLessThan(2 * deadlineMs + 500);
  });
});
