import { sql, type Kysely } from 'kysely';
import type { Result } from './adapters/result.ts';
import type { EffectAction, Schema } from './db/schema.ts';

/**
 * The effects a submission causes outside (a CRM forward, a PayPal order, an e-mail), run after
 * the answer from the `effects` table. Each is claimed with a lease (so two instances never run
 * the same effect at once), marked done on success, and otherwise retried with back-off:
 * 5 s, 10 s, 20 s … up to an hour, without end, so nothing is lost. Errors kept here name the
 * failure only (a status, a code), never what the visitor wrote.
 */
export type EffectHandler = (submissionId: string) => Promise<Result<unknown>>;

export interface OutboxOptions {
  intervalMs: number;
  /** How long a claim holds before another worker may take the effect over. */
  leaseMs?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  batch?: number;
}

/** Pure: the wait before the next attempt after `attempts` failures. */
export const backoffMs = (attempts: number, base = 5_000, max = 3_600_000) => Math.min(max, base * 2 ** Math.max(0, attempts - 1));

export function createOutbox(db: Kysely<Schema>, handlers: Record<EffectAction, EffectHandler>, options: OutboxOptions) {
  const { intervalMs, leaseMs = 60_000, baseDelayMs = 5_000, maxDelayMs = 3_600_000, batch = 10 } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;

  async function runOne(effect: { id: string; submission_id: string; action: EffectAction; attempts: number }): Promise<boolean> {
    let outcome: Result<unknown>;
    try {
      outcome = await handlers[effect.action](effect.submission_id);
    } catch (error) {
      outcome = { ok: false, error: `threw ${(error as Error).name}` };
    }
    if (outcome.ok) {
      await db.updateTable('effects').set({ done_at: new Date(), locked_until: null, last_error: null }).where('id', '=', effect.id).execute();
      return true;
    }
    const next = new Date(Date.now() + backoffMs(effect.attempts, baseDelayMs, maxDelayMs));
    await db.updateTable('effects').set({ next_attempt_at: next, locked_until: null, last_error: outcome.error.slice(0, 200) }).where('id', '=', effect.id).execute();
    console.warn(`effect ${effect.action} of ${effect.submission_id} failed (attempt ${effect.attempts}): ${outcome.error}; next try ${next.toISOString()}`);
    return false;
  }

  /** Claims the due effects (all, or those of one submission) and runs them; the number that succeeded. */
  async function claimAndRun(submissionId?: string): Promise<number> {
    const claimed = await db
      .updateTable('effects')
      .set({ locked_until: sql<Date>`now() + ${`${leaseMs} milliseconds`}::interval`, attempts: sql<number>`attempts + 1` })
      .where(
        'id',
        'in',
        db
          .selectFrom('effects')
          .select('id')
          .where('done_at', 'is', null)
          .where((eb) => (submissionId ? eb('submission_id', '=', submissionId) : eb('next_attempt_at', '<=', sql<Date>`now()`)))
          .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', sql<Date>`now()`)]))
          .orderBy('id')
          .limit(batch)
          .forUpdate()
          .skipLocked(),
      )
      .returning(['id', 'submission_id', 'action', 'attempts'])
      .execute();
    let succeeded = 0;
    for (const effect of claimed) if (await runOne(effect)) succeeded += 1;
    return succeeded;
  }

  async function drain(): Promise<number> {
    let total = 0;
    do {
      again = false;
      total += await claimAndRun();
    } while (again);
    return total;
  }

  return {
    /** One pass now (after a submission was stored); passes do not overlap. */
    kick(): Promise<number> {
      if (running) {
        again = true;
        return running;
      }
      running = drain()
        .catch((error: unknown) => {
          console.error(`outbox pass failed: ${(error as Error).message}`);
          return 0;
        })
        .finally(() => {
          running = undefined;
        });
      return running;
    },
    /**
     * Runs the open effects of one submission at once, due or not (a visitor is waiting for them).
     * The pass started when the submission was stored may hold them right now, so it is awaited
     * first: otherwise its claim would hide them and the visitor would be sent away empty-handed.
     */
    async runFor(submissionId: string): Promise<number> {
      await running;
      return claimAndRun(submissionId);
    },
    start() {
      timer ??= setInterval(() => void this.kick(), intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
