import { describe, expect, it } from 'vitest';
import { endsOutage, gateAfter, openGate, openSlots } from './destination-gate.ts';

const rule = { pauseAfter: 3, basePauseMs: 1_000, maxPauseMs: 60_000 };
const half = () => 0.5;
const failed = (now: number, startedAt = now) => ({ outcome: 'failed' as const, startedAt, now });

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
