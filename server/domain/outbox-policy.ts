import type { Destination } from '../config.ts';
import type { EffectAction } from '../db/schema.ts';

/**
 * The outbox's rules as plain functions of numbers: which outside system an effect goes to, how
 * long a claim holds, how long to wait after a failure, when to give up, and when a destination
 * that keeps failing is paused. No clock and no randomness of their own: both come in.
 */
export const destinationOf: Record<EffectAction, Destination> = {
  'mail-receipt': 'mail',
  'crm-forward': 'crm',
  'paypal-order': 'paypal',
};

export const actionsOf = (destination: Destination): EffectAction[] =>
  (Object.keys(destinationOf) as EffectAction[]).filter((action) => destinationOf[action] === destination);

/**
 * A claim holds three deadlines: the call itself, the socket's own timeout that ends a call given
 * up on, and room for the database to record the outcome. It is renewed three times per deadline
 * while the call runs, so only a holder that stopped (crashed, or cut off from the database)
 * loses it, and a holder that lost it learns so before its call's deadline.
 */
export const leaseMsFor = (deadlineMs: number) => Math.max(1_000, 3 * deadlineMs);
export const renewEveryMsFor = (deadlineMs: number) => Math.max(100, Math.floor(deadlineMs / 3));

/** The wait before the next attempt after `attempts` failures: doubling from `base`, up to `max`. */
export const backoffMs = (attempts: number, base = 5_000, max = 3_600_000) => Math.min(max, base * 2 ** Math.max(0, attempts - 1));

/**
 * Half of the wait fixed, half random ("equal jitter"): instances and effects that failed
 * together do not all come back at the same moment, and none comes back much sooner than asked.
 */
export const withJitter = (ms: number, random: () => number) => Math.round(ms / 2 + (ms / 2) * random());

export interface GiveUpRule {
  maxAttempts: number;
  maxAgeMs: number;
}

/** Whether an effect that just failed its `attempts`-th attempt, first due at `since`, is given up on. */
export const givesUp = ({ attempts, since, now }: { attempts: number; since: number; now: number }, rule: GiveUpRule) =>
  attempts >= rule.maxAttempts || now - since >= rule.maxAgeMs;

/**
 * A destination's gate: after `pauseAfter` failures in a row it is paused, for a wait that doubles
 * with each further failure (with jitter, up to `maxPauseMs`); once the pause is over one effect
 * goes through alone, and its outcome decides whether the gate opens or pauses again. A failure of
 * a call that started before the pause is old news of the same outage: it does not lengthen it.
 */
export interface Gate {
  failuresInARow: number;
  /** When the first of the failures in a row ended (0: none). */
  failingSince: number;
  pausedAt: number;
  pausedUntil: number;
}

export interface GateRule {
  pauseAfter: number;
  basePauseMs: number;
  maxPauseMs: number;
}

export const openGate: Gate = { failuresInARow: 0, failingSince: 0, pausedAt: 0, pausedUntil: 0 };

export interface CallOutcome {
  outcome: 'ok' | 'failed';
  /** When the call began, and when it ended. */
  startedAt: number;
  now: number;
}

export function gateAfter(gate: Gate, { outcome, startedAt, now }: CallOutcome, rule: GateRule, random: () => number): Gate {
  if (outcome === 'ok') return openGate;
  if (gate.pausedAt > 0 && startedAt < gate.pausedAt) return gate;
  const failuresInARow = gate.failuresInARow + 1;
  const failingSince = gate.failingSince || now;
  if (failuresInARow < rule.pauseAfter) return { ...gate, failuresInARow, failingSince };
  const pauseMs = withJitter(backoffMs(failuresInARow - rule.pauseAfter + 1, rule.basePauseMs, rule.maxPauseMs), random);
  return { failuresInARow, failingSince, pausedAt: now, pausedUntil: now + pauseMs };
}

/** Whether a success ends an outage the gate had paused for: then the effects that failed during it are due again at once. */
export const endsOutage = (before: Gate, after: Gate) => before.pausedUntil > 0 && after.pausedUntil === 0;

/** How many more effects of a destination may start now, with `running` under way. */
export function openSlots(gate: Gate, now: number, concurrency: number, running: number): number {
  if (now < gate.pausedUntil) return 0;
  // Past a pause, one effect tests the water before the rest follow.
  const limit = gate.failuresInARow > 0 && gate.pausedUntil > 0 ? 1 : concurrency;
  return Math.max(0, limit - running);
}
