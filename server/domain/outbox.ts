import { sql, type Kysely } from 'kysely';
import type { Result } from '../adapters/result.ts';
import type { Destination, DestinationSettings } from '../config.ts';
import type { EffectAction, Schema } from '../db/schema.ts';
import { endsOutage, gateAfter, openGate, openSlots, type Gate } from './destination-gate.ts';
import { actionsOf, backoffMs, destinationOf, givesUp, leaseMsFor, renewEveryMsFor, withJitter } from './outbox-policy.ts';

/**
 * The effects a submission causes outside (a CRM forward, a PayPal order, an e-mail), run after
 * the answer from the `effects` table. Each outside system is a lane of its own, with its own
 * number of calls at once and its own pause when it keeps failing, so a hung mail server holds up
 * no lead. Each effect is claimed with a lease and a token; the lease is renewed while the call
 * runs and outlives the call's deadline, and only the holder of the current token records the
 * outcome, so two instances never run one effect at once and a late answer changes nothing. A
 * failed effect is tried again with back-off until it succeeds, or until it has failed too often
 * or for too long: then it waits, marked failed, for staff. Errors kept here name the failure only
 * (a status, a code), never what the visitor wrote.
 */
export interface EffectRun {
  effectId: string;
  submissionId: string;
  action: EffectAction;
  attempt: number;
  /** Aborts at the deadline, or when the lease was lost: stop and give up. */
  signal: AbortSignal;
}

export type EffectHandler = (run: EffectRun) => Promise<Result<unknown>>;

export interface OutboxOptions {
  intervalMs: number;
  destinations: Record<Destination, DestinationSettings>;
  baseDelayMs?: number;
  maxDelayMs?: number;
  maxAttempts?: number;
  giveUpMs?: number;
  /** Failures in a row after which a destination is paused. */
  pauseAfter?: number;
  maxPauseMs?: number;
  random?: () => number;
}

interface Claimed {
  id: string;
  submission_id: string;
  action: EffectAction;
  attempts: number;
  claim_token: string | null;
  created_at: Date;
  restarted_at: Date | null;
}

interface Lane {
  destination: Destination;
  settings: DestinationSettings;
  actions: EffectAction[];
  gate: Gate;
  /** The pass under way, and whether another was asked for while it ran. */
  draining: Promise<number> | undefined;
  again: boolean;
  resumeTimer: NodeJS.Timeout | undefined;
}

const interval = (ms: number) => sql<string>`${`${ms} milliseconds`}::interval`;
const errorText = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message.split('\n')[0]?.slice(0, 160)}` : String(error));

export function createOutbox(db: Kysely<Schema>, handlers: Record<EffectAction, EffectHandler>, options: OutboxOptions) {
  const {
    intervalMs,
    baseDelayMs = 5_000,
    maxDelayMs = 3_600_000,
    maxAttempts = 30,
    giveUpMs = 24 * 3_600_000,
    pauseAfter = 3,
    maxPauseMs = 5_000,
    random = Math.random,
  } = options;
  const lanes = (Object.keys(options.destinations) as Destination[]).map((destination): Lane => ({
    destination,
    settings: options.destinations[destination],
    actions: actionsOf(destination),
    gate: openGate,
    draining: undefined,
    again: false,
    resumeTimer: undefined,
  }));
  const laneOf = (action: EffectAction) => lanes.find((lane) => lane.destination === destinationOf[action]) as Lane;
  /** The calls under way in this process, by effect id. */
  const running = new Map<string, { submissionId: string; destination: Destination; done: Promise<boolean> }>();
  let timer: NodeJS.Timeout | undefined;
  let stopping = false;
  let background = false;

  function claim(lane: Lane, limit: number, filter: { exclude?: ReadonlySet<string>; submissionId?: string }): Promise<Claimed[]> {
    const leaseMs = leaseMsFor(lane.settings.deadlineMs);
    return db
      .updateTable('effects')
      .set({
        claim_token: sql<string>`gen_random_uuid()::text`,
        locked_until: sql<Date>`now() + ${interval(leaseMs)}`,
        attempts: sql<number>`attempts + 1`,
        last_attempt_at: sql<Date>`now()`,
      })
      .where(
        'id',
        'in',
        db
          .selectFrom('effects')
          .select('id')
          .where('done_at', 'is', null)
          .where('failed_at', 'is', null)
          .where('held_at', 'is', null)
          .where('action', 'in', lane.actions)
          .where((eb) => (filter.submissionId ? eb('submission_id', '=', filter.submissionId) : eb('next_attempt_at', '<=', sql<Date>`now()`)))
          .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', sql<Date>`now()`)]))
          .$if(Boolean(filter.exclude?.size), (query) => query.where(sql<string>`id::text`, 'not in', [...(filter.exclude ?? [])]))
          .orderBy('next_attempt_at')
          .orderBy('id')
          .limit(limit)
          .forUpdate()
          .skipLocked(),
      )
      .returning(['id', 'submission_id', 'action', 'attempts', 'claim_token', 'created_at', 'restarted_at'])
      .execute() as Promise<Claimed[]>;
  }

  /** Whether this claim still holds; renews it when it does. */
  async function renew(effect: Claimed, leaseMs: number): Promise<boolean> {
    const renewed = await db
      .updateTable('effects')
      .set({ locked_until: sql<Date>`now() + ${interval(leaseMs)}` })
      .where('id', '=', effect.id)
      .where('claim_token', '=', effect.claim_token)
      .where('done_at', 'is', null)
      .executeTakeFirst();
    return Number(renewed.numUpdatedRows) > 0;
  }

  /** Records an outcome if this claim is still the current one; tried again while the lease lasts, so a brief database hiccup does not cause a resend. */
  async function record(effect: Claimed, leaseEnds: number, write: () => Promise<{ numUpdatedRows: bigint }>): Promise<boolean> {
    for (;;) {
      try {
        const written = await write();
        if (Number(written.numUpdatedRows) > 0) return true;
        console.warn(`effect ${effect.action} of ${effect.submission_id}: its lease went to another worker; this outcome is dropped`);
        return false;
      } catch (error) {
        if (stopping || Date.now() + 1_000 >= leaseEnds) {
          console.error(
            `effect ${effect.action} of ${effect.submission_id}: its outcome could not be recorded (${errorText(error)}); it runs again once its lease ends`,
          );
          return false;
        }
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  }

  async function runOne(lane: Lane, effect: Claimed): Promise<boolean> {
    const { deadlineMs } = lane.settings;
    const leaseMs = leaseMsFor(deadlineMs);
    const startedAt = Date.now();
    let leaseEnds = Date.now() + leaseMs;
    const controller = new AbortController();
    let timedOut = false;
    let leaseLost = false;
    const deadline = setTimeout(() => {
      timedOut = true;
      controller.abort(new Error('deadline'));
    }, deadlineMs);
    const renewal = setInterval(() => {
      void renew(effect, leaseMs).then(
        (held) => {
          if (held) leaseEnds = Date.now() + leaseMs;
          else {
            leaseLost = true;
            controller.abort(new Error('lease lost'));
          }
        },
        () => undefined,
      );
    }, renewEveryMsFor(deadlineMs));
    const stopped = new Promise<Result<unknown>>((resolve) =>
      controller.signal.addEventListener('abort', () => resolve({ ok: false, error: leaseLost ? 'lease lost' : `no answer within ${deadlineMs} ms` }), {
        once: true,
      }),
    );
    let outcome: Result<unknown>;
    try {
      const handling = handlers[effect.action]({
        effectId: String(effect.id),
        submissionId: effect.submission_id,
        action: effect.action,
        attempt: effect.attempts,
        signal: controller.signal,
      });
      outcome = await Promise.race([handling, stopped]);
    } catch (error) {
      outcome = { ok: false, error: `threw ${(error as Error).name}` };
    } finally {
      clearTimeout(deadline);
      clearInterval(renewal);
    }
    if (leaseLost) {
      console.warn(`effect ${effect.action} of ${effect.submission_id}: its lease was lost while it ran; another worker owns it now`);
      return false;
    }
    const mine = (query: ReturnType<typeof db.updateTable<'effects'>>) => query.where('id', '=', effect.id).where('claim_token', '=', effect.claim_token);

    if (outcome.ok) {
      const before = lane.gate;
      lane.gate = gateAfter(lane.gate, { outcome: 'ok', startedAt, now: Date.now() }, gateRule(), random);
      if (endsOutage(before, lane.gate)) void dueAgain(lane, before.failingSince);
      return record(effect, leaseEnds, () =>
        mine(db.updateTable('effects').set({ done_at: sql<Date>`now()`, locked_until: null, claim_token: null, last_error: null })).executeTakeFirst(),
      );
    }

    lane.gate = gateAfter(lane.gate, { outcome: 'failed', startedAt, now: Date.now() }, gateRule(), random);
    const since = new Date(effect.restarted_at ?? effect.created_at).getTime();
    const failed = givesUp({ attempts: effect.attempts, since, now: Date.now() }, { maxAttempts, maxAgeMs: giveUpMs });
    const wait = withJitter(backoffMs(effect.attempts, baseDelayMs, maxDelayMs), random);
    const error = outcome.error.slice(0, 200);
    await record(effect, leaseEnds, () =>
      mine(
        db.updateTable('effects').set({
          // A call given up on at its deadline may still be under way: its socket closes on its own
          // timeout, one deadline without an answer. Until then the claim keeps it from every
          // other worker; after that it may go again.
          locked_until: timedOut ? sql<Date>`now() + ${interval(deadlineMs)}` : null,
          claim_token: null,
          next_attempt_at: sql<Date>`now() + ${interval(wait)}`,
          last_error: error,
          ...(failed ? { failed_at: sql<Date>`now()` } : {}),
        }),
      ).executeTakeFirst(),
    );
    if (failed)
      console.error(`effect ${effect.action} of ${effect.submission_id} failed for good after ${effect.attempts} attempts (${error}); staff can send it again`);
    else
      console.warn(
        `effect ${effect.action} of ${effect.submission_id} failed (attempt ${effect.attempts}): ${error}; next try in ${Math.round(wait / 1000)} s`,
      );
    if (background && lane.gate.pausedUntil > Date.now()) resumeLater(lane);
    return false;
  }

  const gateRule = () => ({ pauseAfter, basePauseMs: 1_000, maxPauseMs });

  /**
   * The destination answers again after an outage: what failed during it failed for the
   * outage, not for itself, and goes now rather than after its own back-off (a receipt is due
   * without delay).
   */
  async function dueAgain(lane: Lane, since: number): Promise<void> {
    try {
      const { numUpdatedRows } = await db
        .updateTable('effects')
        .set({ next_attempt_at: sql<Date>`now()` })
        .where('action', 'in', lane.actions)
        .where('done_at', 'is', null)
        .where('failed_at', 'is', null)
        .where('next_attempt_at', '>', sql<Date>`now()`)
        .where('last_attempt_at', '>=', new Date(since - lane.settings.deadlineMs))
        .executeTakeFirst();
      if (Number(numUpdatedRows) > 0) console.info(`outbox: ${lane.destination} answers again; ${numUpdatedRows} effects that failed meanwhile go now`);
      if (background) void drainLane(lane);
    } catch (error) {
      console.error(`outbox: effects for ${lane.destination} could not be made due again (${errorText(error)})`);
    }
  }

  function start(lane: Lane, effect: Claimed): Promise<boolean> {
    const done = runOne(lane, effect).finally(() => running.delete(String(effect.id)));
    running.set(String(effect.id), { submissionId: effect.submission_id, destination: lane.destination, done });
    return done;
  }

  /**
   * One pass of a lane: claims what is due, as many at once as the lane allows, and claims more as
   * calls end, each effect at most once per pass; ends when nothing more is due and nothing runs.
   */
  async function pass(lane: Lane): Promise<number> {
    const tried = new Set<string>();
    const inFlight = new Set<Promise<boolean>>();
    let succeeded = 0;
    let claiming = true;
    for (;;) {
      const free = claiming && !stopping ? openSlots(lane.gate, Date.now(), lane.settings.concurrency, inFlight.size) : 0;
      if (free > 0) {
        try {
          const claimed = await claim(lane, free, { exclude: tried });
          for (const effect of claimed) {
            tried.add(String(effect.id));
            const done = start(lane, effect).then((ok) => {
              if (ok) succeeded += 1;
              return ok;
            });
            inFlight.add(done);
            void done.finally(() => inFlight.delete(done));
          }
          if (claimed.length === 0 && inFlight.size === 0) break;
        } catch (error) {
          console.error(`outbox: effects for ${lane.destination} could not be claimed (${errorText(error)})`);
          claiming = false;
        }
      }
      if (inFlight.size === 0) break;
      await Promise.race(inFlight);
    }
    return succeeded;
  }

  function drainLane(lane: Lane): Promise<number> {
    if (lane.draining) {
      lane.again = true;
      return lane.draining;
    }
    lane.draining = (async () => {
      let total = 0;
      do {
        lane.again = false;
        total += await pass(lane);
      } while (lane.again && !stopping);
      return total;
    })()
      .catch((error: unknown) => {
        console.error(`outbox pass for ${lane.destination} failed: ${errorText(error)}`);
        return 0;
      })
      .finally(() => {
        lane.draining = undefined;
      });
    return lane.draining;
  }

  /** A paused lane is looked at again when its pause ends, not only at the next tick. */
  function resumeLater(lane: Lane) {
    if (lane.resumeTimer) return;
    lane.resumeTimer = setTimeout(
      () => {
        lane.resumeTimer = undefined;
        if (!stopping) void drainLane(lane);
      },
      Math.max(0, lane.gate.pausedUntil - Date.now()),
    );
    lane.resumeTimer.unref();
  }

  async function runClaimed(effects: Claimed[]): Promise<number> {
    const outcomes = await Promise.all(effects.map((effect) => start(laneOf(effect.action), effect)));
    return outcomes.filter(Boolean).length;
  }

  return {
    /**
     * Runs what is due now, in every lane or in the lanes of `actions` (a new submission wakes
     * only the lanes it has effects for); resolves once they have nothing more to do, with the
     * number that succeeded.
     */
    async kick(actions?: readonly EffectAction[]): Promise<number> {
      const woken = actions ? lanes.filter((lane) => lane.actions.some((action) => actions.includes(action))) : lanes;
      const counts = await Promise.all(woken.map((lane) => drainLane(lane)));
      return counts.reduce((sum, count) => sum + count, 0);
    },
    /**
     * Runs the open effects of one submission at once, due or not (a visitor is waiting for them).
     * One that runs in this process right now is waited for rather than claimed again.
     */
    async runFor(submissionId: string): Promise<number> {
      const here = [...running.values()].filter((call) => call.submissionId === submissionId);
      await Promise.all(here.map((call) => call.done));
      let succeeded = 0;
      for (const lane of lanes) succeeded += await runClaimed(await claim(lane, 10, { submissionId }));
      return succeeded;
    },
    /** Per destination: calls under way here, and until when it is paused (0: not paused). */
    lanes: () =>
      Object.fromEntries(
        lanes.map((lane) => [
          lane.destination,
          { running: [...running.values()].filter((call) => call.destination === lane.destination).length, pausedUntil: lane.gate.pausedUntil },
        ]),
      ) as Record<Destination, { running: number; pausedUntil: number }>,
    start() {
      background = true;
      timer ??= setInterval(() => void this.kick(), intervalMs);
      timer.unref();
    },
    async stop() {
      stopping = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      for (const lane of lanes) if (lane.resumeTimer) clearTimeout(lane.resumeTimer);
      await Promise.all([...lanes.map((lane) => lane.draining), ...[...running.values()].map((call) => call.done)]);
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
