import { describe, expect, it, vi } from 'vitest';
import { flushOutbox, type DeliveryDependencies } from './deliver-outbox';
import { createOutboxEntry, type OutboxEntry } from './model/outbox-entry';
import type { AttemptResult } from './model/outbox-policy';
import type { OutboxStore } from './outbox-store';

/** An outbox store in memory, with IndexedDB's guarantee that each update runs alone. */
function memoryStore(entries: OutboxEntry[]): OutboxStore & { rows: Map<string, OutboxEntry> } {
  const rows = new Map(entries.map((entry) => [entry.id, entry]));
  return {
    rows,
    list: async () => [...rows.values()],
    get: async (id) => rows.get(id),
    put: async (entry) => void rows.set(entry.id, entry),
    update: async (id, change) => {
      const current = rows.get(id);
      const next = current && change(current);
      if (next) rows.set(id, next);
      return next;
    },
    remove: async (id) => void rows.delete(id),
  };
}

/** A lock like Web Locks: callers queue and run one after another. */
function mutex() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(run: () => Promise<T>): Promise<T> => {
    const next = tail.then(run, run);
    tail = next.catch(() => undefined);
    return next;
  };
}

const now = Date.UTC(2026, 10, 23, 9, 0);

const pending = (id: string): OutboxEntry =>
  createOutboxEntry({ form: 'info-package', target: { kind: 'crm', url: 'http://crm.test/form' }, fields: { EMAIL: `${id}@example.com` } }, id, now);

function dependencies(store: OutboxStore, send: (entry: OutboxEntry) => Promise<AttemptResult>, overrides: Partial<DeliveryDependencies> = {}) {
  return { store, send, exclusive: mutex(), now: () => now, owner: 'page-a', announce: vi.fn(), ...overrides } satisfies DeliveryDependencies;
}

describe('delivering the outbox', () => {
  it('sends each due entry once and marks the accepted ones sent', async () => {
    const store = memoryStore([pending('a'), pending('b')]);
    const send = vi.fn(async (): Promise<AttemptResult> => ({ kind: 'accepted' }));
    const report = await flushOutbox(dependencies(store, send), 'online');
    expect(report).toEqual({ sent: ['a', 'b'], rejected: [], retrying: [] });
    expect(send).toHaveBeenCalledTimes(2);
    expect([...store.rows.values()].map((entry) => entry.status)).toEqual(['sent', 'sent']);
  });

  it('never sends an accepted entry again', async () => {
    const store = memoryStore([pending('a')]);
    const send = vi.fn(async (): Promise<AttemptResult> => ({ kind: 'accepted' }));
    const deps = dependencies(store, send);
    await flushOutbox(deps, 'online');
    await flushOutbox(deps, 'sync');
    await flushOutbox(deps, 'page-start');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('keeps an entry after a 5xx and delivers it exactly once on the next trigger after the back-off', async () => {
    const store = memoryStore([pending('a')]);
    const answers: AttemptResult[] = [{ kind: 'unavailable', reason: 'server', status: 500 }, { kind: 'accepted' }];
    const send = vi.fn(async () => answers.shift() ?? { kind: 'accepted' as const });
    let clock = now;
    const deps = dependencies(store, send, { now: () => clock });
    expect(await flushOutbox(deps, 'submit')).toEqual({ sent: [], rejected: [], retrying: ['a'] });
    expect(store.rows.get('a')).toMatchObject({ status: 'pending', attempts: 1 });
    clock += 10_000;
    expect(await flushOutbox(deps, 'online')).toEqual({ sent: ['a'], rejected: [], retrying: [] });
    expect(await flushOutbox(deps, 'online')).toEqual({ sent: [], rejected: [], retrying: [] });
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('keeps a rejected entry as failed and does not retry it', async () => {
    const store = memoryStore([pending('a')]);
    const send = vi.fn(async (): Promise<AttemptResult> => ({ kind: 'rejected', status: 400, message: 'Missing fields' }));
    const deps = dependencies(store, send);
    expect((await flushOutbox(deps, 'online')).rejected).toEqual(['a']);
    await flushOutbox(deps, 'online');
    expect(send).toHaveBeenCalledTimes(1);
    expect(store.rows.get('a')).toMatchObject({ status: 'failed', lastError: 'Missing fields' });
  });

  it('sends once when a tab and the worker replay at the same moment', async () => {
    const store = memoryStore([pending('a')]);
    let release: () => void = () => {};
    const slowAnswer = new Promise<void>((resolve) => (release = resolve));
    const send = vi.fn(async (): Promise<AttemptResult> => {
      await slowAnswer;
      return { kind: 'accepted' };
    });
    const exclusive = mutex();
    const tab = flushOutbox(dependencies(store, send, { exclusive, owner: 'page-a' }), 'online');
    const worker = flushOutbox(dependencies(store, send, { exclusive, owner: 'worker-b' }), 'sync');
    release();
    const reports = await Promise.all([tab, worker]);
    expect(send).toHaveBeenCalledTimes(1);
    expect(reports.flatMap((report) => report.sent)).toEqual(['a']);
  });

  it('sends once even without a shared lock, because the lease is taken in the same transaction', async () => {
    const store = memoryStore([pending('a')]);
    const send = vi.fn(async (): Promise<AttemptResult> => ({ kind: 'accepted' }));
    const unguarded = <T>(run: () => Promise<T>) => run();
    await Promise.all([
      flushOutbox(dependencies(store, send, { exclusive: unguarded, owner: 'page-a' }), 'online'),
      flushOutbox(dependencies(store, send, { exclusive: unguarded, owner: 'page-b' }), 'online'),
    ]);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('treats a sender that throws as a transient failure, keeping the entry', async () => {
    const store = memoryStore([pending('a')]);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const report = await flushOutbox(
      dependencies(store, async () => Promise.reject(new Error('boom'))),
      'online',
    );
    expect(report.retrying).toEqual(['a']);
    expect(store.rows.get('a')?.status).toBe('pending');
    warn.mockRestore();
  });

  it('delivers only the named entry when asked to', async () => {
    const store = memoryStore([pending('a'), pending('b')]);
    const send = vi.fn(async (): Promise<AttemptResult> => ({ kind: 'accepted' }));
    await flushOutbox(dependencies(store, send), 'submit', 'b');
    expect(send).toHaveBeenCalledTimes(1);
    expect(store.rows.get('a')?.status).toBe('pending');
  });

  it('tells the open pages after each attempt', async () => {
    const store = memoryStore([pending('a'), pending('b')]);
    const deps = dependencies(store, async () => ({ kind: 'accepted' }));
    await flushOutbox(deps, 'online');
    expect(deps.announce).toHaveBeenCalledTimes(2);
  });
});
