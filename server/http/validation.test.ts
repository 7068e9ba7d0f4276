import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formOf, startService, valid, type TestService } from '../testing/harness.ts';
import { invalidMessage } from './messages.ts';

let service: TestService;
beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.close());

type Case = [path: string, body: Record<string, string>];

const good: Case[] = [
  ['/callback', valid.callback],
  ['/callback', { phone: '0301234567', day: 'any', time: '', consent: 'yes', locale: 'en' }],
  ['/test-user', valid['test-user']],
  ['/test-user', { ...valid['test-user'], programme: 'dipa', user: 'relative' }],
  ['/order', valid.orderSepa],
  ['/order', valid.orderPaypal],
  ['/cancellation', valid.cancellation],
  [
    '/cancellation',
    {
      ...valid.cancellation,
      contractReference: undefined,
      street: 'Hauptstraße 1',
      postalCode: '10115',
      city: 'Berlin',
      kind: 'extraordinary',
      reason: 'Umzug ins Pflegeheim',
      effective: '2027-01-31',
    } as unknown as Record<string, string>,
  ],
  ['/withdrawal', valid.withdrawal],
  ['/accessibility-feedback', valid['accessibility-feedback']],
  ['/accessibility-feedback', { ...valid['accessibility-feedback'], email: 'anna@example.com' }],
];

type Change = Record<string, string | undefined>;

/**
 * Per path a good request and the changes that each break it, one at a time, with the field the
 * refusal must name: the changed one, unless a change names another (a rule between fields), or
 * none for a field the contract does not know.
 */
const breakages: Array<[path: string, request: Record<string, string>, changes: Array<Change | [Change, string | undefined]>]> = [
  ['/callback', valid.callback, [{ phone: 'call me' }, { time: '17:00' }, { consent: 'no' }, { email_address_check: 'bot' }, [{ extra: 'x' }, undefined]]],
  ['/test-user', valid['test-user'], [{ email: 'not-an-address' }, { postalCode: '1011' }, { programme: 'other' }]],
  ['/order', valid.orderSepa, [{ iban: 'de89 3704' }, { plan: 'gold' }]],
  ['/order', valid.orderPaypal, [{ returnUrl: undefined }]],
  ['/cancellation', valid.cancellation, [{ contractReference: undefined }, [{ kind: 'extraordinary' }, 'reason'], { effective: 'tomorrow' }]],
  ['/withdrawal', valid.withdrawal, [{ contract: '' }, { locale: 'fr' }]],
  ['/accessibility-feedback', valid['accessibility-feedback'], [{ problem: '' }, { email: 'nope' }]],
];

const bad = breakages.flatMap(([path, request, changes]) =>
  changes.map((change) => {
    const [patch, field] = Array.isArray(change) ? change : [change, Object.keys(change)[0]];
    return [path, { ...request, ...patch } as Record<string, string>, field] as const;
  }),
);

describe('the contract at the door', () => {
  it.each(good)('takes a good request to %s', async (path, body) => {
    const response = await service.post(path, JSON.parse(JSON.stringify(body)));
    expect(response.status).toBe(201);
    const answer = (await response.json()) as { id: string; receivedAt?: string };
    expect(answer.id).toMatch(/^[a-z]{2}_[0-9a-f]{32}$/);
    if (['/cancellation', '/withdrawal', '/accessibility-feedback'].includes(path))
      expect(new Date(answer.receivedAt ?? '').toISOString()).toBe(answer.receivedAt);
  });

  it.each(bad)('refuses a bad request to %s (%#) with 400 and a message naming the field', async (path, body, field) => {
    const response = await service.post(path, JSON.parse(JSON.stringify(body)));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(invalidMessage('de', field));
  });

  it('takes the native form of every multipart path as multipart', async () => {
    for (const [path, body] of good.filter(([path]) => path !== '/order')) {
      const fields = JSON.parse(JSON.stringify(body)) as Record<string, string>;
      const response = await service.post(path, formOf(fields), { accept: 'application/json' });
      expect(response.status, path).toBe(201);
    }
  });

  it('refuses a bad multipart form like the JSON one', async () => {
    const response = await service.post('/callback', formOf({ ...valid.callback, phone: 'call me' }), { accept: 'application/json' });
    expect(response.status).toBe(400);
  });

  it('refuses an order as multipart, which the contract does not take', async () => {
    const response = await service.post('/order', formOf(valid.orderPaypal), { accept: 'application/json' });
    expect(response.status).toBe(415);
  });

  it('words the refusal in German by default and in English when the visitor reads English', async () => {
    const body = { ...valid.callback, phone: 'call me' };
    const german = (await (await service.post('/callback', body)).json()) as { message: string };
    const english = (await (await service.post('/callback', body, { 'accept-language': 'en-GB,en;q=0.8' })).json()) as { message: string };
    expect(german.message).toContain('Telefonnummer');
    expect(english.message).toContain('phone number');
  });

  it('refuses a malformed Idempotency-Key', async () => {
    const response = await service.post('/callback', valid.callback, { 'idempotency-key': 'no spaces allowed' });
    expect(response.status).toBe(400);
  });

  it('refuses JSON it cannot read and a body type it does not take', async () => {
    const broken = await service.app.request('/callback', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"phone":' });
    expect(broken.status).toBe(400);
    const text = await service.app.request('/callback', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hello' });
    expect(text.status).toBe(415);
  });

  it('caps the body size', async () => {
    const response = await service.post('/accessibility-feedback', { ...valid['accessibility-feedback'], problem: 'x'.repeat(100_000) });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toMatch(/zu groß/);
  });

  it('sends a visitor without JavaScript to the thank-you page with a 303', async () => {
    const callback = await service.post('/callback', formOf(valid.callback));
    expect(callback.status).toBe(303);
    expect(callback.headers.get('location')).toBe('http://site.test/success');
    const dipa = await service.post('/test-user', formOf({ ...valid['test-user'], programme: 'dipa' }));
    expect(dipa.headers.get('location')).toBe('http://site.test/dipa-submit-testuserform');
    const receipt = await service.post('/withdrawal', formOf(valid.withdrawal));
    const location = new URL(receipt.headers.get('location') ?? '');
    expect(location.pathname).toBe('/eingangsbestaetigung');
    expect(location.searchParams.get('kind')).toBe('withdrawal');
    expect(location.searchParams.get('id')).toMatch(/^wr_/);
    expect(location.searchParams.get('receivedAt')).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('takes the cancellation form as a browser without JavaScript posts it: empty fields, a date choice, no JSON', async () => {
    const response = await service.post(
      '/cancellation',
      formOf({
        name: 'Erika Muster',
        email: 'erika@example.com',
        contractReference: '',
        street: 'Hauptstraße 1',
        postalCode: '10115',
        city: 'Berlin',
        kind: 'ordinary',
        reason: '',
        effective: 'date',
        effectiveDate: '31.01.2027',
        email_address_check: '',
        locale: 'de',
      }),
    );
    expect(response.status).toBe(303);
    const id = new URL(response.headers.get('location') ?? '').searchParams.get('id');
    const listed = (await (await service.staff('/submissions?kind=cancellation')).json()) as Array<{ id: string; fields: Record<string, string> }>;
    expect(listed.find((row) => row.id === id)?.fields).toEqual({
      name: 'Erika Muster',
      email: 'erika@example.com',
      street: 'Hauptstraße 1',
      postalCode: '10115',
      city: 'Berlin',
      kind: 'ordinary',
      effective: '2027-01-31',
      locale: 'de',
    });
  });

  it('keeps JSON strict: empty optional fields and a date choice are refused there', async () => {
    const empty = await service.post('/cancellation', { ...valid.cancellation, street: '' });
    expect(empty.status).toBe(400);
    const choice = await service.post('/cancellation', { ...valid.cancellation, effective: 'date', effectiveDate: '2027-01-31' });
    expect(choice.status).toBe(400);
  });

  it('answers /health', async () => {
    expect(await (await service.app.request('/health')).json()).toEqual({ ok: true });
  });
});

describe('without an encryption key', () => {
  it('refuses pre-orders by SEPA and says why, but takes PayPal', async () => {
    const keyless = await startService({ API_ENCRYPTION_KEY: '' });
    try {
      const sepa = await keyless.post('/order', valid.orderSepa);
      expect(sepa.status).toBe(400);
      expect(((await sepa.json()) as { message: string }).message).toMatch(/SEPA-Lastschrift/);
      expect((await keyless.post('/order', valid.orderPaypal)).status).toBe(201);
    } finally {
      await keyless.close();
    }
  });
});
