import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { sql } from 'kysely';
import { http, HttpResponse } from 'msw';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paypalOrders } from '../../mocks/handlers/paypal.ts';
import { server as msw } from '../../mocks/node.ts';
import { resetMockState } from '../../mocks/reset.ts';
import { invalidMessage, message } from './messages.ts';
import type { StaffEffect, StaffRow } from './staff-routes.ts';
import { formOf, onPostgres, siteOrigin, startService, staffToken, valid, type TestService } from '../testing/harness.ts';

/**
 * The door, tried as an attacker would: a key used twice, a forged PayPal return, text the
 * database cannot hold, made-up field names, a flood of posts and of mails, a staff list past
 * its first page, a body too large, and a visitor without JavaScript who gets an error.
 */
let service: TestService;
beforeAll(async () => {
  msw.listen({ onUnhandledRequest: 'bypass' });
  service = await startService({ RATE_LIMIT_POSTS: '20', MAIL_LIMIT_PER_ADDRESS_PER_HOUR: '5', TRUSTED_PROXIES: '10.0.0.0/8' });
});
afterEach(() => {
  msw.resetHandlers();
  resetMockState();
});
afterAll(async () => {
  await service.close();
  msw.close();
});

let clients = 0;
/** A request from a client of its own (as the Node server tells the app who connected). */
const from = (peer: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  Promise.resolve(
    service.app.request(
      path,
      {
        method: 'POST',
        headers: body instanceof FormData ? headers : { 'content-type': 'application/json', ...headers },
        body: body instanceof FormData ? body : JSON.stringify(body),
      },
      { incoming: { socket: { remoteAddress: peer } } },
    ),
  );
const newClient = () => `198.51.100.${(clients += 1)}`;
const messageOf = async (response: Response) => ((await response.json()) as { message: string }).message;

describe('one Idempotency-Key, one body', () => {
  it('refuses the same key with another body (422) and takes nothing; the same body gets the first answer', async () => {
    const key = `reused-${Date.now()}`;
    const first = await service.post('/cancellation', valid.cancellation, { 'idempotency-key': key });
    expect(first.status).toBe(201);
    const other = await service.post('/cancellation', { ...valid.cancellation, name: 'Someone Else' }, { 'idempotency-key': key, 'accept-language': 'en' });
    expect(other.status).toBe(422);
    expect(await messageOf(other)).toBe(message('en', 'keyReused'));
    // The same fields in another order are the same body.
    const reordered = Object.fromEntries(Object.entries(valid.cancellation).reverse());
    const again = await service.post('/cancellation', reordered, { 'idempotency-key': key });
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(await first.json());
    const rows = await sql<{ n: number }>`SELECT count(*)::int AS n FROM submissions WHERE idempotency_key = ${key}`.execute(service.database.db);
    expect(rows.rows[0]?.n).toBe(1);
  });

  it.runIf(onPostgres)('tells a request whose key another instance is taking right now to wait (409 with Retry-After)', async () => {
    const key = `running-${Date.now()}`;
    // Another instance in the middle of taking it: it holds the key's lock.
    const other = new pg.Client({ connectionString: service.config.databaseUrl });
    await other.connect();
    try {
      await other.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [`withdrawal ${key}`]);
      const meanwhile = await service.post('/withdrawal', valid.withdrawal, { 'idempotency-key': key });
      expect(meanwhile.status).toBe(409);
      expect(meanwhile.headers.get('retry-after')).toBe('2');
      expect(await messageOf(meanwhile)).toBe(message('de', 'keyInUse'));
    } finally {
      await other.end();
    }
    expect((await service.post('/withdrawal', valid.withdrawal, { 'idempotency-key': key })).status).toBe(201);
  });
});

describe('PayPal', () => {
  const returnUrl = `${siteOrigin}/checkout/payment`;

  it('refuses a return address that is not on the site, a foreign one or a script', async () => {
    for (const address of ['https://evil.example/checkout/payment', 'javascript:alert(1)', `${siteOrigin}.evil.example/x`, 'http://site.test:8080/checkout']) {
      const response = await service.post('/order', { ...valid.orderPaypal, returnUrl: address });
      expect(response.status).toBe(400);
    }
  });

  it('approves an order only once PayPal confirms it, and sends the visitor only to the site', async () => {
    const { id } = (await (await service.post('/order', { ...valid.orderPaypal, returnUrl })).json()) as { id: string };
    const toPaypal = await service.app.request(`/order/${id}/paypal`);
    const [order] = paypalOrders();
    // Back without having approved at PayPal: the address alone proves nothing.
    const early = await service.app.request(`/order/${id}/paypal/return?token=${order?.id}&PayerID=FORGED`);
    expect(early.status).toBe(303);
    expect(early.headers.get('location')).toBe(`${returnUrl}?order=${id}&paypal=unconfirmed`);
    const staffRow = async () => ((await (await service.staff('/submissions?kind=order&limit=5')).json()) as StaffRow[]).find((row) => row.id === id);
    expect((await staffRow())?.payment).toMatchObject({ outcome: 'unconfirmed', paypalStatus: 'PAYER_ACTION_REQUIRED' });

    // The payer approves at PayPal, which sends them back: now PayPal confirms.
    const approve = await fetch(new URL(toPaypal.headers.get('location') ?? '').href.replace('/checkoutnow?', '/checkoutnow/approve?'), { redirect: 'manual' });
    const back = new URL(approve.headers.get('location') ?? '');
    const confirmed = await service.app.request(`${back.pathname}${back.search}`);
    expect(confirmed.headers.get('location')).toBe(`${returnUrl}?order=${id}&paypal=approved`);
    expect((await staffRow())?.payment).toMatchObject({ outcome: 'approved', paypalStatus: 'APPROVED' });
  });

  it('does not approve an order PayPal reports with another amount, or with the token of another order', async () => {
    const { id } = (await (await service.post('/order', { ...valid.orderPaypal, returnUrl })).json()) as { id: string };
    await service.app.request(`/order/${id}/paypal`);
    const [order] = paypalOrders();
    msw.use(
      http.get('*/v2/checkout/orders/:id', () =>
        HttpResponse.json({ id: order?.id, status: 'APPROVED', purchase_units: [{ amount: { currency_code: 'EUR', value: '0.01' } }] }),
      ),
    );
    const cheap = await service.app.request(`/order/${id}/paypal/return?token=${order?.id}`);
    expect(cheap.headers.get('location')).toContain('paypal=unconfirmed');
    msw.resetHandlers();
    const otherToken = await service.app.request(`/order/${id}/paypal/return?token=MOCK99999999`);
    expect(otherToken.headers.get('location')).toContain('paypal=unconfirmed');
  });
});

describe('text the database can hold', () => {
  const bodies: Array<[string, Record<string, string>]> = [
    ['/callback', valid.callback],
    ['/test-user', valid['test-user']],
    ['/order', valid.orderSepa],
    ['/order', valid.orderPaypal],
    ['/cancellation', { ...valid.cancellation, reason: 'Umzug' }],
    ['/withdrawal', valid.withdrawal],
    ['/accessibility-feedback', { ...valid['accessibility-feedback'], name: 'Anna', email: 'anna@example.com' }],
  ];
  const poison: Array<[string, string]> = [
    ['a NUL', '\u0000'],
    ['a lone surrogate', '\uD83D'],
    ['an escape character', '\u001B'],
  ];

  it.each(poison)('refuses %s in every string field of every endpoint with 400, naming the field', async (_what, bad) => {
    for (const [path, body] of bodies) {
      for (const field of Object.keys(body)) {
        const response = await from(newClient(), path, { ...body, [field]: `${body[field]}${bad}` });
        expect(response.status, `${path} ${field}`).toBe(400);
        const text = await messageOf(response);
        expect(text, `${path} ${field}`).toMatch(/^Bitte prüfe das Feld „.+“/);
      }
    }
    const rows = await sql<{ n: number }>`SELECT count(*)::int AS n FROM submissions WHERE fields::text LIKE '%\\u0000%'`.execute(service.database.db);
    expect(rows.rows[0]?.n).toBe(0);
  });

  it('refuses a line break in a one-line field, and takes one where the form has several lines', async () => {
    expect((await from(newClient(), '/cancellation', { ...valid.cancellation, name: 'Erika\nBcc: x@example.com' })).status).toBe(400);
    expect((await from(newClient(), '/cancellation', { ...valid.cancellation, reason: 'Erste Zeile\nZweite Zeile' })).status).toBe(201);
  });

  it('never echoes a field name the contract does not have, constructor and __proto__ among them', async () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const response = await from(newClient(), '/callback', JSON.parse(`{${JSON.stringify(name)}: "x", ${JSON.stringify(valid.callback).slice(1)}`));
      expect(response.status).toBe(400);
      const text = await messageOf(response);
      expect(text).toBe(invalidMessage('de', undefined));
      expect(text).not.toMatch(/function|native code|constructor|proto/);
    }
  });
});

describe('floods', () => {
  it('answers a burst of 30 posts from one client with 429 and Retry-After past the limit, and other clients go on', async () => {
    const client = newClient();
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let index = 0; index < 30; index += 1) {
      const response = await from(client, '/accessibility-feedback', valid['accessibility-feedback'], { 'accept-language': 'en' });
      statuses.push(response.status);
      if (response.status === 429) refused ??= response;
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual(Array(10).fill(429));
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await messageOf(refused as Response)).toBe(message('en', 'tooMany'));
    expect((await from(newClient(), '/accessibility-feedback', valid['accessibility-feedback'])).status).toBe(201);
  });

  it('reads the client behind a trusted proxy from X-Forwarded-For, and ignores the header from anyone else', async () => {
    const behindProxy = newClient();
    for (let index = 0; index < 20; index += 1)
      await from('10.0.0.5', '/accessibility-feedback', valid['accessibility-feedback'], { 'x-forwarded-for': behindProxy });
    expect((await from('10.0.0.5', '/accessibility-feedback', valid['accessibility-feedback'], { 'x-forwarded-for': behindProxy })).status).toBe(429);
    // Another visitor behind the same proxy is another client.
    expect((await from('10.0.0.5', '/accessibility-feedback', valid['accessibility-feedback'], { 'x-forwarded-for': newClient() })).status).toBe(201);
    // A client that is no proxy cannot choose its address with the header.
    const direct = newClient();
    for (let index = 0; index < 20; index += 1)
      await from(direct, '/accessibility-feedback', valid['accessibility-feedback'], { 'x-forwarded-for': newClient() });
    expect((await from(direct, '/accessibility-feedback', valid['accessibility-feedback'], { 'x-forwarded-for': newClient() })).status).toBe(429);
  });

  it('keeps ten cancellations to one address but mails only five receipts; staff see the rest held back and can send them', async () => {
    const email = `flooded-${Date.now()}@example.com`;
    const ids: string[] = [];
    for (let index = 0; index < 10; index += 1) {
      const response = await from(newClient(), '/cancellation', { ...valid.cancellation, email, contractReference: `L-${index}` });
      expect(response.status).toBe(201);
      ids.push(((await response.json()) as { id: string }).id);
    }
    const effects = await service.database.db.selectFrom('effects').select(['submission_id', 'held_at']).where('submission_id', 'in', ids).execute();
    expect(effects).toHaveLength(10);
    expect(effects.filter((effect) => effect.held_at === null)).toHaveLength(5);
    const held = ((await (await service.staff('/effects?state=held')).json()) as StaffEffect[]).filter((effect) => ids.includes(effect.submissionId));
    expect(held).toHaveLength(5);
    expect(held[0]).toMatchObject({ state: 'held', lastError: expect.stringMatching(/held back/) });
    expect((await service.staff(`/effects/${held[0]?.id}/retry`, { method: 'POST' })).status).toBe(202);
    expect(
      (
        await service.database.db
          .selectFrom('effects')
          .select('held_at')
          .where('id', '=', held[0]?.id ?? '')
          .executeTakeFirstOrThrow()
      ).held_at,
    ).toBeNull();
  });
});

describe('staff lists that scale', () => {
  it('show the newest first, a page at a time, past 5,000 rows, and are never cached', async () => {
    await sql`INSERT INTO submissions (id, kind, received_at, locale, fields, answer)
      SELECT 'bulk_' || lpad(n::text, 5, '0'), 'accessibility-feedback', timestamptz '2026-01-01T00:00:00Z' + n * interval '1 second', 'de', '{}'::jsonb, '{}'::jsonb
      FROM generate_series(1, 5100) AS n`.execute(service.database.db);
    const newest = (await (await service.post('/accessibility-feedback', valid['accessibility-feedback'])).json()) as { id: string };
    const first = await service.staff('/submissions?kind=accessibility-feedback&limit=200');
    expect(first.headers.get('cache-control')).toBe('no-store');
    const firstRows = (await first.json()) as StaffRow[];
    expect(firstRows[0]?.id).toBe(newest.id);
    expect(firstRows).toHaveLength(200);
    const seen = new Set(firstRows.map((row) => row.id));
    let link = first.headers.get('link');
    let previous = firstRows.at(-1)?.receivedAt ?? '';
    while (link) {
      const next = /^<([^>]+)>; rel="next"$/.exec(link)?.[1] ?? '';
      const page = await service.app.request(next, { headers: { authorization: `Bearer ${staffToken}` } });
      const rows = (await page.json()) as StaffRow[];
      for (const row of rows) {
        expect(seen.has(row.id)).toBe(false);
        expect(row.receivedAt <= previous).toBe(true);
        seen.add(row.id);
        previous = row.receivedAt;
      }
      link = page.headers.get('link');
    }
    expect([...seen].filter((id) => id.startsWith('bulk_'))).toHaveLength(5100);
    expect(seen.has('bulk_00001')).toBe(true);
  });

  it('filter by state and date, page the CSV export too, and refuse a limit over 200 or a forged cursor', async () => {
    const csv = await service.staff('/submissions?kind=accessibility-feedback&limit=2&until=2026-01-01T00:00:10Z', { accept: 'text/csv' });
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(
      (await csv.text())
        .trim()
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(',')[0]),
    ).toEqual(['bulk_00009', 'bulk_00008']);
    expect(csv.headers.get('link')).toMatch(/cursor=/);
    const id = ((await (await service.post('/accessibility-feedback', valid['accessibility-feedback'])).json()) as { id: string }).id;
    await service.staff(`/submissions/${id}/done`, { method: 'POST' });
    const done = (await (await service.staff('/submissions?state=done&kind=accessibility-feedback')).json()) as StaffRow[];
    expect(done.map((row) => row.id)).toContain(id);
    expect(done.every((row) => row.doneAt !== null)).toBe(true);
    const open = (await (await service.staff('/submissions?state=open&kind=accessibility-feedback&limit=200')).json()) as StaffRow[];
    expect(open.map((row) => row.id)).not.toContain(id);
    expect((await service.staff('/submissions?limit=201')).status).toBe(400);
    expect((await service.staff('/submissions?cursor=forged')).status).toBe(400);
    const unauthorized = await service.app.request('/staff/submissions');
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.headers.get('cache-control')).toBe('no-store');
  });
});

describe('clean answers', () => {
  it('closes the connection after an early 413, and says so', async () => {
    const server = serve({ fetch: service.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
      const ended = new Promise((resolve) => socket.once('close', resolve));
      socket.write(`POST /callback HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${10 * 1024 * 1024}\r\n\r\n{"name":"`);
      await ended;
      expect(answer).toMatch(/^HTTP\/1\.1 413 /);
      expect(answer.toLowerCase()).toContain('connection: close');
    } finally {
      server.close();
    }
  });

  it('answers a visitor without JavaScript whose post fails with a page in their language, never JSON', async () => {
    const form = formOf({ ...valid.cancellation, name: '', email: 'not-an-address' });
    const response = await from(newClient(), '/cancellation', form, { 'accept-language': 'en-GB,en;q=0.8' });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await response.text();
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('Your details were not sent');
    expect(page).toContain(`href="${siteOrigin}/vertraege-kuendigen"`);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('answers a flood without JavaScript with a page too', async () => {
    const client = newClient();
    let last: Response | undefined;
    for (let index = 0; index < 21; index += 1) last = await from(client, '/accessibility-feedback', formOf(valid['accessibility-feedback']));
    expect(last?.status).toBe(429);
    expect(last?.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await last?.text()).toContain(message('de', 'tooMany'));
  });
});
