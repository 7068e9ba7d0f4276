import { describe, expect, it } from 'vitest';
import {
  actionsOf,
  backoffMs,
  destinationOf,
  endsOutage,
  gateAfter,
  givesUp,
  leaseMsFor,
  openGate,
  openSlots,
  renewEveryMsFor,
  withJitter,
} from './outbox-policy.ts';

const rule = { pauseAfter: 3, basePauseMs: 1_000, maxPauseMs: 60_000 };
const half = () => 0.5;
const failed = (now: number, startedAt = now) => ({ outcome: 'failed' as const, startedAt, now });

describe('the outbox rules', () => {
  it('send every effect to one destination and give each destination its effects', () => {
    expect(destinationOf).toEqual({ 'mail-receipt': 'mail', 'crm-forward': 'crm', 'paypal-order': 'paypal' });
    expect(actionsOf('mail')).toEqual(['mail-receipt']);
    expect(actionsOf('crm')).toEqual(['crm-forward']);
  });

  it('hold a claim three deadlines long and renew it three times per deadline', () => {
    expect(leaseMsFor(10_000)).toBe(30_000);
    expect(renewEveryMsFor(9_000)).toBe(3_000);
    expect(leaseMsFor(100)).toBe(1_000);
    expect(leaseMsFor(500)).toBeGreaterThan(500);
  });

  it('wait half fixed and half random after a failure', () => {
    expect(withJitter(10_000, () => 0)).toBe(5_000);
    expect(withJitter(10_000, () => 1)).toBe(10_000);
    expect([1, 2, 3].map((attempts) => backoffMs(attempts, 5_000))).toEqual([5_000, 10_000, 20_000]);
  });

  it('give up after the set number of attempts, or once the time limit has passed', () => {
    const limits = { maxAttempts: 30, maxAgeMs: 24 * 3_600_000 };
    expect(givesUp({ attempts: 29, since: 0, now: 1_000 }, limits)).toBe(false);
    expect(givesUp({ attempts: 30, since: 0, now: 1_000 }, limits)).toBe(true);
    expect(givesUp({ attempts: 2, since: 0, now: 24 * 3_600_000 }, limits)).toBe(true);
  });
});

describe('a destination that keeps failing', () => {
  it('stays open below the number of failures in a row that pauses it', () => {
    const twice = gateAfter(gateAfter(openGate, failed(0), rule, half), failed(0), rule, half);
    expect(twice).toEqual({ failuresInARow: 2, failingSince: 0, pausedAt: 0, pausedUntil: 0 });
    expect(openSlots(twice, 0, 4, 1)).toBe(3);
  });

  it('is paused on the third failure in a row, for longer with each further failure, up to the limit', () => {
    let gate = openGate;
    for (let index = 0; index < 3; index += 1) gate = gateAfter(gate, failed(10), rule, half);
    expect(gate.pausedUntil).toBe(10 + 750);
    expect(openSlots(gate, 500, 4, 0)).toBe(0);
    gate = gateAfter(gate, failed(2_000, 1_000), rule, half);
    expect(gate.pausedUntil).toBe(2_000 + 1_500);
    for (let index = 0; index < 20; index += 1) gate = gateAfter(gate, failed(10_000 * (index + 1)), rule, () => 1);
    expect(gate.pausedUntil - gate.pausedAt).toBe(60_000);
  });

  it('is not paused longer by the failures of calls that began before the pause', () => {
    let gate = openGate;
    for (let index = 0; index < 3; index += 1) gate = gateAfter(gate, failed(100, 0), rule, half);
    const paused = gate;
    gate = gateAfter(gate, failed(120, 50), rule, half);
    expect(gate).toEqual(paused);
  });

  it('lets one effect through once the pause is over, and opens fully when it succeeds', () => {
    let gate = openGate;
    for (let index = 0; index < 3; index += 1) gate = gateAfter(gate, failed(0), rule, half);
    expect(openSlots(gate, 1_000, 4, 0)).toBe(1);
    expect(openSlots(gate, 1_000, 4, 1)).toBe(0);
    const paused = gate;
    gate = gateAfter(gate, { outcome: 'ok', startedAt: 1_000, now: 1_000 }, rule, half);
    expect(openSlots(gate, 1_000, 4, 0)).toBe(4);
    expect(endsOutage(paused, gate)).toBe(true);
    expect(endsOutage(openGate, gate)).toBe(false);
  });
});
