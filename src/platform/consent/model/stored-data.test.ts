import { describe, expect, it } from 'vitest';
import { storageKeys, sessionKeys } from '@/adapters/storage';
import { clickIdParams, initialReferrerKey, utmParams } from '@/platform/tracking/model/tracking-params';
import { isKeptUnder, matchesName, namesToDelete, storedData, storedDataFor, storedDataOf } from './stored-data';

const none = { statistics: false, marketing: false };

describe('the list of stored data', () => {
  it('lists every key the storage adapter names, in local or session storage', () => {
    for (const key of Object.values(storageKeys)) expect(storedDataFor('localStorage', key), key).toBeDefined();
    for (const key of Object.values(sessionKeys)) expect(storedDataFor('sessionStorage', key), key).toBeDefined();
  });

  it('lists the campaign values and the click-id cookies', () => {
    for (const name of [...utmParams, ...clickIdParams, initialReferrerKey]) expect(storedDataFor('localStorage', name), name).toBeDefined();
    for (const name of clickIdParams) expect(storedDataFor('cookie', name)?.retention).toEqual({ kind: 'days', days: 7 });
  });

  it('keeps the necessary data under every choice', () => {
    for (const entry of storedDataOf('necessary')) expect(isKeptUnder(entry, none), entry.id).toBe(true);
  });

  it('puts the visitor id and the experiment assignments under statistics', () => {
    expect(storedDataFor('localStorage', 'lumi:visitor-id')?.categories).toEqual(['statistics']);
    expect(storedDataFor('localStorage', 'gbStickyBuckets__id||abc-123')?.categories).toEqual(['statistics']);
  });

  it('keeps campaign data for statistics or for marketing', () => {
    const campaign = storedDataFor('localStorage', 'utm_source')!;
    expect(isKeptUnder(campaign, { statistics: true, marketing: false })).toBe(true);
    expect(isKeptUnder(campaign, { statistics: false, marketing: true })).toBe(true);
    expect(isKeptUnder(campaign, none)).toBe(false);
  });

  it('names each entry once, with a retention and an owner', () => {
    const ids = storedData.map((entry) => `${entry.area}:${entry.id}`);
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of storedData) expect(entry.names.length, entry.id).toBeGreaterThan(0);
  });

  it('does not know what the site never writes', () => {
    expect(storedDataFor('localStorage', 'someone-elses-key')).toBeUndefined();
    expect(storedDataFor('cookie', 'lumi:language')).toBeUndefined();
  });
});

describe('matchesName', () => {
  it('matches exact names and prefixes ending in *', () => {
    expect(matchesName('_ga', '_ga')).toBe(true);
    expect(matchesName('_ga', '_gat')).toBe(false);
    expect(matchesName('_ga_*', '_ga_ABC123')).toBe(true);
    expect(matchesName('_ga_*', '_gat')).toBe(false);
  });
});

describe('namesToDelete', () => {
  it('deletes what a withdrawn category kept, and leaves the necessary and the unknown alone', () => {
    const found = ['lumi:consent', 'lumi:language', 'lumi:visitor-id', 'gbStickyBuckets__id||x1', 'utm_source', 'gclid', 'another-app'];
    expect(namesToDelete('localStorage', found, none)).toEqual(['lumi:visitor-id', 'gbStickyBuckets__id||x1', 'utm_source', 'gclid']);
  });

  it('keeps campaign data while marketing is still granted', () => {
    expect(namesToDelete('localStorage', ['utm_source', 'lumi:visitor-id'], { statistics: false, marketing: true })).toEqual(['lumi:visitor-id']);
  });

  it("deletes Google's cookies with their category", () => {
    expect(namesToDelete('cookie', ['_ga', '_ga_XYZ', '_gcl_au', 'gclid'], { statistics: true, marketing: false })).toEqual(['_gcl_au']);
  });
});
