import { describe, expect, it } from 'vitest';
import bundled from './payload.json';
import { describePayload, parseShares, setCoverage, setExperimentRunning, setFlag, setWeights } from './edit-payload';
import type { ExperimentsPayload } from './schema';

const payload = bundled as unknown as ExperimentsPayload;
const now = new Date('2026-12-01T10:00:00Z');

describe('changing the payload for marketers', () => {
  it('switches a flag for everyone and stamps the change', () => {
    const result = setFlag(payload, 'new-year-donation', true, now);
    expect(result.ok && result.payload.features['new-year-donation']).toEqual({ defaultValue: true });
    expect(result.ok && result.payload.dateUpdated).toBe('2026-12-01T10:00:00.000Z');
    expect(payload.features['new-year-donation']).toEqual({ defaultValue: false });
  });

  it('switches an experiment off by giving everyone the control, and on again', () => {
    const off = setExperimentRunning(payload, 'landing-page', false, now);
    expect(off.ok && off.payload.features['landing-page'].rules?.[0]).toEqual({ id: 'switched-off', force: 'home' });
    if (!off.ok) throw new Error('expected a payload');
    const on = setExperimentRunning(off.payload, 'landing-page', true, now);
    expect(on.ok && on.payload.features['landing-page'].rules).toEqual(payload.features['landing-page'].rules);
  });

  it('sets weights and coverage, and refuses a split that does not add up, naming the key', () => {
    const weights = setWeights(payload, 'shop-page', [0.5, 0.25, 0.25], now);
    expect(weights.ok && weights.payload.features['shop-page'].rules?.[0]).toMatchObject({ weights: [0.5, 0.25, 0.25] });
    expect(setWeights(payload, 'shop-page', [0.5, 0.4, 0.4], now)).toEqual({
      ok: false,
      errors: ['features["shop-page"].rules[0].weights: must add up to 1 (they add up to 1.3)'],
    });
    const coverage = setCoverage(payload, 'banner-layout', 0.8, now);
    expect(coverage.ok && coverage.payload.features['banner-layout'].rules?.[0]).toMatchObject({ coverage: 0.8 });
  });

  it('refuses unknown keys', () => {
    expect(setFlag(payload, 'shop-page', true, now).ok).toBe(false);
    expect(setWeights(payload, 'new-year-donation', [1], now).ok).toBe(false);
  });

  it('reads weights as percentages or fractions', () => {
    expect(parseShares('50,25,25')).toEqual([0.5, 0.25, 0.25]);
    expect(parseShares('0.5, 0.5')).toEqual([0.5, 0.5]);
    expect(parseShares('50,abc')).toBeUndefined();
  });

  it('lists status, coverage, weights and variations of everything', () => {
    const text = describePayload(payload).join('\n');
    expect(text).toMatch(/shop-page\s+running\s+coverage 100 %\s+redirect on \/shop/);
    expect(text).toMatch(/1\s+shop-old\s+33 %\s+\/shop-old/);
    expect(text).toMatch(/new-year-donation\s+off/);
  });
});
