import { describe, expect, it } from 'vitest';
import { actionsOf, backoffMs, destinationOf, givesUp, leaseMsFor, renewEveryMsFor, withJitter } from './outbox-policy.ts';

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
