import { getResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { apiLog } from '../api-log';
import { resetMockState } from '../reset';
import {
  validBarrierReport,
  validCallback,
  validCancellation,
  validPaypalOrder,
  validSepaOrder,
  validTestUser,
  validWithdrawal,
} from '../../tests/utils/api-requests';
import { apiHandlers, paypalReturn } from './api';

const base = 'http://127.0.0.1:4318/api';

function postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
  return getResponse(
    apiHandlers,
    new Request(`${base}${path}`, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } }),
  );
}

afterEach(() => resetMockState());

describe('the site API mock', () => {
  it('creates a callback request and answers 201 with an id', async () => {
    const response = await postJson('/callback', validCallback);
    expect(response?.status).toBe(201);
    expect(await response?.json()).toEqual({ id: 'callback-1' });
  });

  it('creates a test-user application from form data', async () => {
    const body = new FormData();
    for (const [name, value] of Object.entries(validTestUser)) body.append(name, value);
    const response = await getResponse(apiHandlers, new Request(`${base}/test-user`, { method: 'POST', body }));
    expect(response?.status).toBe(201);
  });

  it('allows any origin, since the site runs on another port', async () => {
    expect((await postJson('/callback', validCallback))?.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers the preflight of a JSON post', async () => {
    const response = await getResponse(apiHandlers, new Request(`${base}/test-user`, { method: 'OPTIONS' }));
    expect(response?.status).toBe(204);
    expect(response?.headers.get('access-control-allow-headers')).toContain('content-type');
  });

  it('refuses what the contract refuses, and names the problem', async () => {
    const { phone: _phone, ...withoutPhone } = validCallback;
    const missing = await postJson('/callback', withoutPhone);
    expect(missing?.status).toBe(400);
    expect(await missing?.json()).toEqual({ message: "request must have required property 'phone'" });
    expect(await (await postJson('/test-user', { ...validTestUser, postalCode: '1011' }))?.json()).toEqual({
      message: 'postalCode must match pattern "^[0-9]{5}$"',
    });
    // A field the contract does not have is not named back: the request made its name up.
    expect(await (await postJson('/order', { ...validSepaOrder, admin: 'yes' }))?.json()).toEqual({ message: 'request must NOT have additional properties' });
  });

  it('refuses a SEPA order without the mandate', async () => {
    const { mandate: _mandate, ...withoutMandate } = validSepaOrder;
    expect((await postJson('/order', withoutMandate))?.status).toBe(400);
  });

  it('takes a SEPA pre-order with 201 and an id', async () => {
    const response = await postJson('/order', validSepaOrder);
    expect(response?.status).toBe(201);
    expect(await response?.json()).toEqual({ id: 'order-1' });
  });

  it('answers a PayPal pre-order with its approval page, which sends the visitor back', async () => {
    const response = await postJson('/order', validPaypalOrder);
    const { id, approvalUrl } = (await response?.json()) as { id: string; approvalUrl: string };
    expect(new URL(approvalUrl).pathname).toBe('/paypal/approve');
    const page = await getResponse(apiHandlers, new Request(approvalUrl));
    const html = (await page?.text()) ?? '';
    expect(html).toContain(`href="${paypalReturn(validPaypalOrder.returnUrl, id, 'approved')!.replaceAll('&', '&#38;')}"`);
  });

  it('chooses a scenario by the email field', async () => {
    expect((await postJson('/test-user', { ...validTestUser, email: 'fail-500@example.com' }))?.status).toBe(500);
  });

  it('chooses a scenario by the phone field', async () => {
    expect((await postJson('/callback', { phone: 'drop' }))?.type).toBe('error');
  });

  it('chooses a scenario by the header', async () => {
    expect((await postJson('/callback', validCallback, { 'x-mock-scenario': '429' }))?.status).toBe(429);
  });

  it('fails the first n requests of a flaky-<n>@ address, then accepts', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1) statuses.push((await postJson('/test-user', { ...validTestUser, email: 'flaky-1@example.com' }))?.status);
    expect(statuses).toEqual([500, 201, 201]);
  });

  it('logs each request with its endpoint, fields and answer', async () => {
    await postJson('/callback', validCallback);
    expect(apiLog.list()).toEqual([expect.objectContaining({ path: '/api/callback', contentType: 'application/json', fields: validCallback, status: 201 })]);
  });
});

describe('the receipts of the API mock', () => {
  const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

  it.each([
    ['/cancellation', validCancellation, 'cancellation-1'],
    ['/withdrawal', validWithdrawal, 'withdrawal-1'],
    ['/accessibility-feedback', validBarrierReport, 'accessibility-feedback-1'],
  ])('answers a good POST %s with 201 and a receipt: id and time of receipt', async (path, body, id) => {
    const response = await postJson(path, body);
    expect(response?.status).toBe(201);
    expect(await response?.json()).toEqual({ id, receivedAt: expect.stringMatching(iso) });
  });

  it('refuses a cancellation that names neither a contract number nor a postal address', async () => {
    const { contractReference: _omitted, ...unidentified } = validCancellation;
    expect((await postJson('/cancellation', unidentified))?.status).toBe(400);
    expect((await postJson('/cancellation', { ...unidentified, street: 'Hauptstr. 1', postalCode: '10115', city: 'Berlin' }))?.status).toBe(201);
  });

  it('refuses an extraordinary cancellation without its reason', async () => {
    expect((await postJson('/cancellation', { ...validCancellation, kind: 'extraordinary' }))?.status).toBe(400);
    expect((await postJson('/cancellation', { ...validCancellation, kind: 'extraordinary', reason: 'Umzug ins Pflegeheim' }))?.status).toBe(201);
  });

  it('refuses a withdrawal without the contract and a barrier report without its place', async () => {
    expect((await postJson('/withdrawal', { ...validWithdrawal, contract: '' }))?.status).toBe(400);
    expect((await postJson('/accessibility-feedback', { ...validBarrierReport, location: '' }))?.status).toBe(400);
  });

  it('answers a repeated idempotency key with the first receipt', async () => {
    const headers = { 'idempotency-key': 'abcdefgh1234' };
    const first = await (await postJson('/cancellation', validCancellation, headers))?.json();
    const again = await (await postJson('/cancellation', validCancellation, headers))?.json();
    expect(again).toEqual(first);
    expect(apiLog.list()).toHaveLength(1);
  });
});

describe('paypalReturn', () => {
  it('adds the order and the outcome to the return address', () => {
    expect(paypalReturn('https://lumi.example/checkout/paypal?x=1', 'order-7', 'approved')).toBe(
      'https://lumi.example/checkout/paypal?x=1&order=order-7&paypal=approved',
    );
  });

  it('refuses an address that is no web address', () => {
    expect(paypalReturn('javascript:alert(1)', 'order-7', 'approved')).toBeUndefined();
    expect(paypalReturn('not a url', 'order-7', 'cancelled')).toBeUndefined();
  });
});
