import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Result } from '../adapters/result.ts';
import type { EffectAction } from '../db/schema.ts';
import { createOutbox, type EffectHandler, type EffectRun } from './outbox.ts';
import { startService, valid, type TestService } from '../testing/harness.ts';

/**
 * Leases that hold, with two outboxes on one database standing in for two instances: the calls
 * are stand-ins that the test releases when it wants, so each race is played out in order.
 */
let service: TestService;
beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.close());

const destinations = { mail: { deadlineMs: 5_000, concurrency: 4 }, crm: { deadlineMs: 5_000, concurrency: 4 }, paypal: { deadlineMs: 5_000, concurrency: 2 } };

/** A mail handler whose calls wait until the test answers them. */
function heldMail() {
  const calls: Array<{ run: EffectRun; answer: (result: Result<unknown>) => void }> = [];
  const started: Array<() => void> = [];
  const handler: EffectHandler = (run) =>
    new Promise((resolve) => {
      calls.push({ run, answer: resolve });
      started.splice(0).forEach((wake) => wake());
    });
  const nextCall = () => new Promise<void>((resolve) => (calls.length ? resolve() : started.push(resolve)));
  return { handler, calls, nextCall };
}

const handlersWith = (mail: EffectHandler): Record<EffectAction, EffectHandler> => ({
  'mail-receipt': mail,
  'crm-forward': async () => ({ ok: true, value: undefined }),
  'paypal-order': async () => ({ ok: true, value: undefined }),
});

const effectOf = (submissionId: string) =>
  service.database.db.selectFrom('effects').selectAll().where('submission_id', '=', submissionId).executeTakeFirstOrThrow();

/** A new receipt to send, and nothing else open: each test's outboxes see only their own effect. */
async function newReceipt(): Promise<string> {
  await service.database.db.updateTable('effects').set({ done_at: new Date() }).where('done_at', 'is', null).execute();
  const response = await service.post('/withdrawal', valid.withdrawal);
  return ((await response.json()) as { id: string }).id;
}

/** A new receipt, and two instances on the database; the first has claimed the receipt and its call waits. */
async function claimedByTheFirstOfTwo() {
  const id = await newReceipt();
  const first = heldMail();
  const second = heldMail();
  const a = createOutbox(service.database.db, handlersWith(first.handler), { intervalMs: 1_000, destinations });
  const b = createOutbox(service.database.db, handlersWith(second.handler), { intervalMs: 1_000, destinations });
  const passOfA = a.kick();
  await first.nextCall();
  return { id, first, second, b, passOfA };
}

describe('leases', () => {
  it('keep a second instance from starting an effect that is still running', async () => {
    const { id, first, second, b, passOfA } = await claimedByTheFirstOfTwo();
    expect(await b.kick()).toBe(0);
    expect(second.calls).toHaveLength(0);
    first.calls[0]?.answer({ ok: true, value: undefined });
    expect(await passOfA).toBe(1);
    expect((await effectOf(id)).done_at).not.toBeNull();
  });

  it('let only the holder of the current claim record an outcome: a late answer from a lost lease changes nothing', async () => {
    const { id, first, second, b, passOfA } = await claimedByTheFirstOfTwo();
    // Instance A stops renewing (frozen, or cut off): its lease runs out and B takes the effect over.
    await service.database.db
      .updateTable('effects')
      .set({ locked_until: new Date(Date.now() - 1_000) })
      .where('submission_id', '=', id)
      .execute();
    const passOfB = b.kick();
    await second.nextCall();
    second.calls[0]?.answer({ ok: false, error: 'SMTP failed (ETIMEDOUT)' });
    await passOfB;
    const afterB = await effectOf(id);
    expect(afterB).toMatchObject({ done_at: null, attempts: 2, last_error: 'SMTP failed (ETIMEDOUT)' });

    // A's answer arrives late: it is dropped, not recorded over B's.
    first.calls[0]?.answer({ ok: true, value: undefined });
    expect(await passOfA).toBe(0);
    expect(await effectOf(id)).toMatchObject({ done_at: null, attempts: 2, last_error: 'SMTP failed (ETIMEDOUT)' });
    expect(first.calls).toHaveLength(1);
    expect(second.calls).toHaveLength(1);
  });

  it('are renewed while the call runs, and a holder that lost its lease is told to stop', async () => {
    const id = await newReceipt();
    const held = heldMail();
    const outbox = createOutbox(service.database.db, handlersWith(held.handler), {
      intervalMs: 1_000,
      destinations: { ...destinations, mail: { deadlineMs: 1_500, concurrency: 1 } },
    });
    const pass = outbox.kick();
    await held.nextCall();
    const claimedUntil = new Date((await effectOf(id)).locked_until ?? 0).getTime();
    await new Promise((resolve) => setTimeout(resolve, 650));
    expect(new Date((await effectOf(id)).locked_until ?? 0).getTime()).toBeGreaterThan(claimedUntil);
    // Another worker takes the claim over: the next renewal finds out and the call is aborted.
    await service.database.db.updateTable('effects').set({ claim_token: 'someone-else' }).where('submission_id', '=', id).execute();
    await new Promise<void>((resolve) => held.calls[0]?.run.signal.addEventListener('abort', () => resolve(), { once: true }));
    expect((held.calls[0]?.run.signal.reason as Error).message).toBe('lease lost');
    expect(await pass).toBe(0);
    expect((await effectOf(id)).claim_token).toBe('someone-else');
  });
});

describe('deadlines', () => {
  it('give up on a call that does not answer in time, keep its lease until it surely ended, and try it again later', async () => {
    const id = await newReceipt();
    const silent: EffectHandler = () => new Promise(() => undefined);
    const outbox = createOutbox(service.database.db, handlersWith(silent), {
      intervalMs: 1_000,
      destinations: { ...destinations, mail: { deadlineMs: 200, concurrency: 1 } },
      baseDelayMs: 0,
    });
    expect(await outbox.kick()).toBe(0);
    const effect = await effectOf(id);
    expect(effect).toMatchObject({ done_at: null, attempts: 1, last_error: 'no answer within 200 ms', claim_token: null });
    expect(new Date(effect.locked_until ?? 0).getTime()).toBeGreaterThan(Date.now());
  });
});
