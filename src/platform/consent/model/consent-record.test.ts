import { describe, expect, it } from 'vitest';
import {
  consentMaxAgeDays,
  consentVersion,
  createConsentRecord,
  fullConsent,
  grantedChoice,
  noConsent,
  parseConsentRecord,
  withdrawnCategories,
} from './consent-record';

const now = new Date('2026-11-24T10:00:00Z');
const stored = (value: unknown) => JSON.stringify(value);
const record = (overrides: Record<string, unknown> = {}) => ({
  version: consentVersion,
  decidedAt: '2026-11-20T09:00:00.000Z',
  categories: { necessary: true, statistics: true, marketing: false },
  ...overrides,
});

describe('parseConsentRecord', () => {
  it('reads a record of the current version', () => {
    expect(parseConsentRecord(stored(record()), now)).toEqual({ kind: 'decided', record: record() });
  });

  it('asks when there is no record', () => {
    expect(parseConsentRecord(undefined, now)).toEqual({ kind: 'ask', reason: 'missing' });
    expect(parseConsentRecord('', now)).toEqual({ kind: 'ask', reason: 'missing' });
  });

  it('asks again after a new version of the dialog text', () => {
    expect(parseConsentRecord(stored(record({ version: consentVersion - 1 })), now)).toEqual({ kind: 'ask', reason: 'outdated' });
    expect(parseConsentRecord(stored(record({ version: 7 })), now, 8)).toEqual({ kind: 'ask', reason: 'outdated' });
  });

  it.each([
    ['not JSON', '{"version":1,'],
    ['JSON of another shape', stored(['granted'])],
    ['the old yes/no value', stored('granted')],
    ['a version that is no whole number', stored(record({ version: '1' }))],
    ['a date that is no date', stored(record({ decidedAt: 'yesterday' }))],
    ['a category that is no boolean', stored(record({ categories: { necessary: true, statistics: 'yes', marketing: false } }))],
    ['necessary switched off', stored(record({ categories: { necessary: false, statistics: false, marketing: false } }))],
    ['a missing category', stored(record({ categories: { necessary: true, statistics: true } }))],
  ])('asks again for a corrupt record: %s', (_label, raw) => {
    expect(parseConsentRecord(raw, now)).toEqual({ kind: 'ask', reason: 'corrupt' });
  });

  it('asks again once the decision is older than a year', () => {
    const old = new Date(now.getTime() - (consentMaxAgeDays + 1) * 86_400_000).toISOString();
    expect(parseConsentRecord(stored(record({ decidedAt: old })), now)).toEqual({ kind: 'ask', reason: 'expired' });
  });

  it('does not trust a decision dated in the future', () => {
    expect(parseConsentRecord(stored(record({ decidedAt: '2030-01-01T00:00:00Z' })), now)).toEqual({ kind: 'ask', reason: 'expired' });
  });

  it('keeps only the known categories of a record', () => {
    const state = parseConsentRecord(stored(record({ categories: { necessary: true, statistics: false, marketing: true, spying: true } })), now);
    expect(state.kind === 'decided' && state.record.categories).toEqual({ necessary: true, statistics: false, marketing: true });
  });
});

describe('createConsentRecord', () => {
  it('stores the categories, the time and the version, and reads back as the same decision', () => {
    const created = createConsentRecord({ statistics: false, marketing: true }, now);
    expect(created).toEqual({
      version: consentVersion,
      decidedAt: '2026-11-24T10:00:00.000Z',
      categories: { necessary: true, statistics: false, marketing: true },
    });
    expect(parseConsentRecord(JSON.stringify(created), now)).toEqual({ kind: 'decided', record: created });
  });
});

describe('grantedChoice', () => {
  it('grants nothing while the visitor has not decided', () => {
    expect(grantedChoice({ kind: 'ask', reason: 'missing' })).toEqual(noConsent);
  });

  it('grants what the record says', () => {
    expect(grantedChoice({ kind: 'decided', record: createConsentRecord(fullConsent, now) })).toEqual(fullConsent);
  });
});

describe('withdrawnCategories', () => {
  it('names the categories taken away', () => {
    expect(withdrawnCategories(fullConsent, { statistics: true, marketing: false })).toEqual(['marketing']);
    expect(withdrawnCategories(fullConsent, noConsent)).toEqual(['statistics', 'marketing']);
  });

  it('names none when the visitor only adds', () => {
    expect(withdrawnCategories(noConsent, fullConsent)).toEqual([]);
  });
});
