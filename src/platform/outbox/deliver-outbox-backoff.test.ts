import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDeliveryMemory, deliveryBackoffMs, flushOutbox, type DeliveryDependencies } from './deliver-outbox';
import { createOutboxEntry, type OutboxEntry } from './model/outbox-entry';
import type { AttemptResult, FlushTrigger } from './model/outbox-policy';
import type { OutboxStore } from './outbox-store';

const start = Date.UTC(2026, 10, 23, 9, 0);
const triggers: FlushTrigger[] = ['timer', 'page-start', 'online', 'worker-start', 'sync'];

const pending = (id: string): OutboxEntry =>
  createOutboxEntry({ form: 'info-package', target: { kind: 'crm', url: 'http://crm.test/form' }, fields: { EMAIL: `${id}@example.com` } }, id, start);

const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

/** An outbox store in memory whose writes can be made to fail, as a full disk makes IndexedDB's fail. */
function flakyStore(entries: OutboxEntry[]) {
  const rows = new Map(entries.map((entry) => [entry.id, entry]));
  const failWrites = { next: 0, always: false };
  const store: OutboxStore & { rows: typeof rows; writes: number } = {
    rows,
    writes: 0,
    list: async () => [...rows.values()],
    get: async (id) => rows.get(id),
    put: async (entry) => void rows.set(entry.id, entry),
    update: async (id, change) => {
      store.writes += 1;
      if (failWrites.always || failWrites.next > 0) {
        failWrites.next = Math.max(0, failWrites.next - 1);
        throw quotaError();
      }
      const current = rows.get(id);
      const next = current && change(current);
      if (next) rows.set(id, next);
      return next;
    },
    remove: async (id) => void rows.delete(id),
  };
  return { store, failWrites };
}

function setup(entries: OutboxEntry[], answers: AttemptResult[] = []) {
  const { store, failWrites } = flakyStore(entries);
  const clock = { now: start };
  const send = vi.fn(async (): Promise<AttemptResult> => answers.shift() ?? { kind: 'accepted' });
  const memory = createDeliveryMemory();
  const deps: DeliveryDependencies = { store, send, exclusive: (run) => run(), now: () => clock.now, owner: 'page-a', announce: () => undefined, memory };
  return { store, failWrites, clock, send, memory, deps };
}

afterEach(() => vi.restoreAllMocks());

describe('the outbox when IndexedDB writes fail', () => {
  it('sends nothing when the claim cannot be written, and backs off in memory for every trigger', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { store, failWrites, clock, send, memory, deps } = setup([pending('a')]);
    failWrites.always = true;
    await expect(flushOutbox(deps, 'timer')).resolves.toEqual({ sent: [], rejected: [], retrying: [] });
    expect(send).not.toHaveBeenCalled();
    const writesAfterFirst = store.writes;
    // The page timer, a page start, `online`, the worker and a sync right after: none hammers storage.
    clock.now += 50;
    for (const trigger of triggers) await flushOutbox(deps, trigger);
    expect(store.writes).toBe(writesAfterFirst);
    expect(deliveryBackoffMs(memory, clock.now)).toBeGreaterThanOrEqual(9_000);
    // Storage works again after the back-off: the entry goes out once.
    failWrites.always = false;
    clock.now += 10_000;
    await flushOutbox(deps, 'timer');
    expect(send).toHaveBeenCalledTimes(1);
    expect(store.rows.get('a')?.status).toBe('sent');
  });

  it('never sends an accepted submission again when the write after the send fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { store, failWrites, clock, send, deps } = setup([pending('a')]);
    // The claim is written, the result is not.
    const update = store.update;
    let calls = 0;
    store.update = async (id, change) => {
      calls += 1;
      if (calls === 2) failWrites.next = 1;
      return update(id, change);
    };
    const report = await flushOutbox(deps, 'submit', 'a');
    expect(report.sent).toEqual(['a']);
    // Every minute for ten minutes, long after the lease lapsed: no second send.
    for (let minute = 1; minute <= 10; minute += 1) {
      clock.now = start + minute * 61_000;
      await flushOutbox(deps, 'timer');
    }
    expect(send).toHaveBeenCalledTimes(1);
    // The remembered result was written once storage took writes again.
    expect(store.rows.get('a')?.status).toBe('sent');
  });
});

describe('one back-off for every trigger', () => {
  for (const trigger of triggers) {
    it(`waits out the back-off after a failed attempt, also on ${trigger}`, async () => {
      const { clock, send, deps } = setup([pending('a')], [{ kind: 'unavailable', reason: 'server', status: 503 }]);
      await flushOutbox(deps, 'submit', 'a');
      clock.now += 1_000;
      await flushOutbox(deps, trigger);
      expect(send).toHaveBeenCalledTimes(1);
      clock.now += 10_000;
      await flushOutbox(deps, trigger);
      expect(send).toHaveBeenCalledTimes(2);
    });
  }

  it('honours Retry-After: no attempt before the time the endpoint asked for', async () => {
    const { clock, send, deps, store } = setup([pending('a')], [{ kind: 'unavailable', reason: 'server', status: 503, retryAfterMs: 120_000 }]);
    await flushOutbox(deps, 'submit', 'a');
    for (const trigger of triggers) {
      clock.now = start + 60_000;
      await flushOutbox(deps, trigger);
    }
    expect(send).toHaveBeenCalledTimes(1);
    clock.now = start + 120_001;
    await flushOutbox(deps, 'online');
    expect(send).toHaveBeenCalledTimes(2);
    expect(store.rows.get('a')?.status).toBe('sent');
  });
});
