import { describe, expect, it } from 'vitest';
import { carryQuery } from './carry-query';
import { progressSettings, startProgress, trickle } from './progress';
import { decideScroll, hashTarget } from './scroll';

const base = { previousPathname: '/', pathname: '/shop', hash: '', navigationType: 'PUSH' as const, hasSavedPosition: false };

describe('decideScroll', () => {
  it('scrolls to the element a hash link names', () => {
    expect(decideScroll({ ...base, hash: '#vernetzen' })).toEqual({ kind: 'hash', id: 'vernetzen' });
  });

  it('decodes umlauts in the hash', () => {
    expect(decideScroll({ ...base, hash: '#gl%C3%BCcklicher' })).toEqual({ kind: 'hash', id: 'glücklicher' });
  });

  it('restores the saved position on back and forward', () => {
    expect(decideScroll({ ...base, navigationType: 'POP', hasSavedPosition: true })).toEqual({ kind: 'restore' });
  });

  it('keeps the position when the path stays the same', () => {
    expect(decideScroll({ ...base, previousPathname: '/shop' })).toEqual({ kind: 'keep' });
  });

  it('starts at the top of a new page', () => {
    expect(decideScroll(base)).toEqual({ kind: 'top' });
  });

  it('goes to the top on back when no position was saved', () => {
    expect(decideScroll({ ...base, navigationType: 'POP' })).toEqual({ kind: 'top' });
  });

  it('leaves the first page load alone', () => {
    expect(decideScroll({ ...base, previousPathname: undefined })).toEqual({ kind: 'keep' });
  });

  it('treats an empty hash as no hash', () => {
    expect(hashTarget('#')).toBeUndefined();
  });

  it('keeps a malformed escape as written', () => {
    expect(hashTarget('#%E0%A4%A')).toBe('%E0%A4%A');
  });
});

describe('carryQuery', () => {
  it('carries campaign parameters into an address without them', () => {
    expect(carryQuery('?utm_source=news&gclid=abc', '')).toBe('?utm_source=news&gclid=abc');
  });

  it('lets parameters of the new address win', () => {
    expect(carryQuery('?plan=basis&utm_source=news', '?plan=erweitert')).toBe('?plan=erweitert&utm_source=news');
  });

  it('reports no change when everything is already there', () => {
    expect(carryQuery('?a=1', '?a=1&b=2')).toBeUndefined();
  });

  it('reports no change when there was no query', () => {
    expect(carryQuery('', '?x=1')).toBeUndefined();
  });
});

describe('progress', () => {
  it('starts at the minimum of 0.08', () => {
    expect(startProgress()).toBe(0.08);
  });

  it('grows with each trickle and never reaches the end', () => {
    let value = startProgress();
    for (let step = 0; step < 1000; step += 1) {
      const next = trickle(value);
      expect(next).toBeGreaterThanOrEqual(value);
      value = next;
    }
    expect(value).toBeLessThan(1);
    expect(value).toBe(progressSettings.ceiling);
  });

  it('uses the agreed progress-bar timings', () => {
    expect(progressSettings).toMatchObject({ trickleMs: 800, speedMs: 200, minimum: 0.08 });
  });
});
