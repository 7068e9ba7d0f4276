import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decrypt } from './domain/crypto.ts';
import { eraseExpired } from './domain/retention.ts';
import type { StaffRow } from './http/staff-routes.ts';
import { buyer, encryptionKey, freshStore, siteOrigin, staffToken, startService, valid, type TestService } from './testing/harness.ts';

let service: TestService;
beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.close());

const countOf = async (table: 'submissions' | 'effects', where = sql`true`) =>
  Number((await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)} WHERE ${where}`.execute(service.database.db)).rows[0]?.n);

describe('idempotency', () => {
  it('takes twenty simultaneous requests with one key once: the rest are told the first is still running (409) or get its answer', async () => {
    const key = `concurrent-${Date.now()}`;
    const responses = await Promise.all(Array.from({ length: 20 }, () => service.post('/callback', valid.callback, { 'idempotency-key': key })));
    const statuses = responses.map((response) => response.status);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    expect(statuses.filter((status) => status === 409).length).toBeGreaterThan(0);
    const created = responses.filter((response) => response.status === 201 && response.headers.get('idempotent-replayed') !== 'true');
    expect(created).toHaveLength(1);
    for (const refused of responses.filter((response) => response.status === 409)) expect(refused.headers.get('retry-after')).toBe('2');
    const { id } = (await created[0]?.json()) as { id: string };
    expect(await countOf('submissions', sql`idempotency_key = ${key}`)).toBe(1);
    expect(await countOf('effects', sql`submission_id = ${id}`)).toBe(1);
    // Once the first is taken, a repeat gets its answer.
    const repeat = await service.post('/callback', valid.callback, { 'idempotency-key': key });
    expect(repeat.status).toBe(201);
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
    expect(((await repeat.json()) as { id: string }).id).toBe(id);
  });

  it('gives a repeated receipt the same id and time of receipt', async () => {
    const key = `receipt-${Date.now()}`;
    const first = await (await service.post('/withdrawal', valid.withdrawal, { 'idempotency-key': key })).json();
    const again = await (await service.post('/withdrawal', valid.withdrawal, { 'idempotency-key': key })).json();
    expect(again).toEqual(first);
  });

  it('keeps keys apart per path and takes submissions without a key each time', async () => {
    const key = `shared-${Date.now()}`;
    const callback = (await (await service.post('/callback', valid.callback, { 'idempotency-key': key })).json()) as { id: string };
    const feedback = (await (await service.post('/accessibility-feedback', valid['accessibility-feedback'], { 'idempotency-key': key })).json()) as {
      id: string;
    };
    expect(callback.id).not.toBe(feedback.id);
    const one = (await (await service.post('/callback', valid.callback)).json()) as { id: string };
    const two = (await (await service.post('/callback', valid.callback)).json()) as { id: string };
    expect(one.id).not.toBe(two.id);
  });
});

describe('CORS', () => {
  it('answers the preflight of the site origin with content-type and idempotency-key allowed', async () => {
    const response = await service.app.request('/order', {
      method: 'OPTIONS',
      headers: { origin: siteOrigin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, idempotency-key' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(siteOrigin);
    expect(
      response.headers
        .get('access-control-allow-headers')
        ?.split(',')
        .map((name) => name.trim()),
    ).toEqual(['content-type', 'idempotency-key']);
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('allows the site origin on the answer and no other origin', async () => {
    const ours = await service.post('/callback', valid.callback, { origin: siteOrigin });
    expect(ours.headers.get('access-control-allow-origin')).toBe(siteOrigin);
    const theirs = await service.post('/callback', valid.callback, { origin: 'https://evil.example' });
    expect(theirs.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await service.app.request('/callback', {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('staff routes', () => {
  it('refuses a missing or wrong token', async () => {
    expect((await service.app.request('/staff/submissions')).status).toBe(401);
    expect((await service.app.request('/staff/submissions', { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
    expect((await service.app.request('/staff/submissions', { headers: { authorization: `Bearer ${staffToken}` } })).status).toBe(200);
  });

  it('do not exist without a configured token', async () => {
    const closed = await startService({ STAFF_TOKEN: '' });
    try {
      expect((await closed.app.request('/staff/submissions', { headers: { authorization: 'Bearer anything' } })).status).toBe(404);
    } finally {
      await closed.close();
    }
  });

  it('lists submissions by kind and since, as JSON and CSV, and logs every read without personal data', async () => {
    const since = new Date().toISOString();
    await service.post('/cancellation', valid.cancellation);
    const rows = (await (await service.staff(`/submissions?kind=cancellation&since=${encodeURIComponent(since)}`)).json()) as StaffRow[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'cancellation', fields: { email: 'erika@example.com' }, doneAt: null });
    const csv = await service.staff(`/submissions?kind=cancellation&since=${encodeURIComponent(since)}`, { accept: 'text/csv' });
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe('id,kind,receivedAt,doneAt,erasedAt,fields,iban,mandate,payment,effects');
    expect(lines).toHaveLength(2);
    const reads = await service.database.db.selectFrom('staff_reads').selectAll().where('kind', '=', 'cancellation').execute();
    expect(reads.length).toBeGreaterThanOrEqual(2);
    expect(reads[0]).toMatchObject({ staff: expect.stringMatching(/^staff:[0-9a-f]{8}$/), row_count: 1 });
    expect(JSON.stringify(reads)).not.toContain('erika');
    expect((await service.staff('/submissions?kind=nothing')).status).toBe(400);
  });

  it('marks a submission done', async () => {
    const { id } = (await (await service.post('/callback', valid.callback)).json()) as { id: string };
    const done = await service.staff(`/submissions/${id}/done`, { method: 'POST' });
    expect(done.status).toBe(200);
    const row = await service.database.db.selectFrom('submissions').select('done_at').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.done_at).not.toBeNull();
    expect((await service.staff('/submissions/nope/done', { method: 'POST' })).status).toBe(404);
  });
});

describe('IBAN encryption', () => {
  it('stores the IBAN encrypted, keeps it out of the fields, and shows it only masked', async () => {
    const { id } = (await (await service.post('/order', valid.orderSepa)).json()) as { id: string };
    const row = await service.database.db.selectFrom('submissions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain('0532013000');
    expect(decrypt(row.iban_encrypted ?? '', Buffer.from(encryptionKey, 'base64'))).toBe(valid.orderSepa.iban);
    const rows = (await (await service.staff('/submissions?kind=order')).json()) as StaffRow[];
    const listed = rows.find((entry) => entry.id === id);
    expect(listed?.iban).toBe('DE89 **** **** 3000');
    expect(listed?.mandate).toMatchObject({ reference: expect.stringMatching(/^LUMI-\d{8}-[0-9A-F]{10}$/), iban: 'DE89 **** **** 3000' });
    expect(JSON.stringify(rows)).not.toContain('0532013000');
  });
});

describe('retention', () => {
  it('erases personal data the set number of days after done; an order keeps its tax record', async () => {
    const order = (await (await service.post('/order', valid.orderSepa)).json()) as { id: string };
    const callback = (await (await service.post('/callback', valid.callback)).json()) as { id: string };
    const open = (await (await service.post('/callback', valid.callback)).json()) as { id: string };
    for (const { id } of [order, callback]) await service.staff(`/submissions/${id}/done`, { method: 'POST' });
    const db = service.database.db;

    const days = { doneDays: 90, openDays: 365 };
    expect(await eraseExpired(db, days, new Date(Date.now() + 89 * 86_400_000))).toBe(0);
    expect(await eraseExpired(db, days, new Date(Date.now() + 91 * 86_400_000))).toBeGreaterThanOrEqual(2);

    const rows = await db.selectFrom('submissions').selectAll().where('id', 'in', [order.id, callback.id, open.id]).execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(callback.id)?.fields).toBeNull();
    // Who bought what, where it went and when: no e-mail, no phone, no IBAN.
    expect(byId.get(order.id)?.fields).toEqual({ plan: 'basis', ...buyer, paymentMethod: 'sepa', locale: 'de' });
    expect(byId.get(order.id)?.iban_encrypted).toBeNull();
    expect(byId.get(open.id)?.fields).not.toBeNull();
    const mandate = await db.selectFrom('mandates').selectAll().where('submission_id', '=', order.id).executeTakeFirstOrThrow();
    expect(mandate.iban_masked).toBe('DE89 **** **** 3000');
  });
});

describe('retention of what nobody marks done', () => {
  it('erases the personal data of a submission never marked done a set time after it was received, and fails what it still had to send', async () => {
    // No mail server here: the receipt waits in the outbox.
    const { id } = (await (await service.post('/withdrawal', valid.withdrawal)).json()) as { id: string };
    const db = service.database.db;
    const days = { doneDays: 90, openDays: 365 };
    await eraseExpired(db, days, new Date(Date.now() + 364 * 86_400_000));
    expect((await db.selectFrom('submissions').select('fields').where('id', '=', id).executeTakeFirstOrThrow()).fields).not.toBeNull();
    await eraseExpired(db, days, new Date(Date.now() + 366 * 86_400_000));
    const row = await db.selectFrom('submissions').select(['fields', 'erased_at']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.fields).toBeNull();
    expect(row.erased_at).not.toBeNull();
    const effect = await db.selectFrom('effects').select(['failed_at', 'last_error']).where('submission_id', '=', id).executeTakeFirstOrThrow();
    expect(effect.failed_at).not.toBeNull();
    expect(effect.last_error).toMatch(/erased/);
  });
});

describe('restart', () => {
  it('keeps submissions and idempotency keys across a restart', async () => {
    const store = await freshStore();
    try {
      const first = await startService(store.env);
      const answer = await (await first.post('/order', valid.orderSepa, { 'idempotency-key': 'restart-key-1' })).json();
      await first.close();

      const second = await startService(store.env);
      try {
        const rows = (await (await second.staff('/submissions?kind=order')).json()) as StaffRow[];
        expect(rows.map((row) => row.id)).toEqual([(answer as { id: string }).id]);
        expect(rows[0]?.iban).toBe('DE89 **** **** 3000');
        expect(await (await second.post('/order', valid.orderSepa, { 'idempotency-key': 'restart-key-1' })).json()).toEqual(answer);
      } finally {
        await second.close();
      }
    } finally {
      await store.drop();
    }
  });
});
