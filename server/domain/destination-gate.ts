import { backoffMs, withJitter } from './outbox-policy.ts';

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
