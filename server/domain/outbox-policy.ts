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
