import { describe, expect, it, vi } from 'vitest';
import { openRecordDb } from '@/adapters/record-db';
import { createOutboxEntry } from './model/outbox-entry';
import { createOutboxStore } from './outbox-store';

const entry = (id: string) =>
  createOutboxEntry(
    { form: 'callback', target: { kind: 'api', baseUrl: 'http://api.test', path: '/callback', encoding: 'json' }, fields: { phone: '030 1234' } },
    id,
    1_000,
  );

describe('the outbox store in IndexedDB', () => {
  it('keeps entries across connections, as after a reload', async () => {
    await createOutboxStore(openRecordDb('outbox-reload')).put(entry('a'));
    expect(await createOutboxStore(openRecordDb('outbox-reload')).get('a')).toEqual(entry('a'));
  });

  it('leaves a record it does not understand in place, logs it and never lists it', async () => {
    const db = openRecordDb('outbox-corrupt');
    const broken = { id: 'broken', status: 'whatever' };
    await db.put(broken);
    const store = createOutboxStore(db);
    await store.put(entry('a'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect((await store.list()).map((item) => item.id)).toEqual(['a']);
    expect(warn).toHaveBeenCalled();
    expect(await db.get('broken')).toEqual({ id: 'broken', status: 'whatever' });
    warn.mockRestore();
  });

  it('updates in one step and leaves the entry alone when the change says no', async () => {
    const store = createOutboxStore(openRecordDb('outbox-update'));
    await store.put(entry('a'));
    expect(await store.update('a', (current) => ({ ...current, attempts: current.attempts + 1 }))).toMatchObject({ attempts: 1 });
    expect(await store.update('a', () => undefined)).toBeUndefined();
    expect(await store.get('a')).toMatchObject({ attempts: 1 });
    expect(await store.update('missing', (current) => current)).toBeUndefined();
  });
});
