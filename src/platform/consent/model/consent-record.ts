/**
 * The visitor's consent decision as it is stored on the device: which optional categories they
 * granted, when, and for which version of the dialog text. Pure: text in, values out.
 */

import { optionalCategories, type ConsentChoice, type OptionalCategory } from '@/config/consent-categories';

export { optionalCategories } from '@/config/consent-categories';
export type { ConsentCategory, ConsentChoice, OptionalCategory } from '@/config/consent-categories';

export interface ConsentRecord {
  /** The dialog text the visitor answered; a new text asks again. */
  readonly version: number;
  /** ISO time of the decision. */
  readonly decidedAt: string;
  readonly categories: ConsentChoice & { readonly necessary: true };
}

/**
 * Raise this whenever the dialog text or the list of stored data changes in substance: every
 * visitor is asked again. `consent-copy.test.ts` fails when the copy changes without it.
 */
export const consentVersion = 2;

/** A decision counts this long; then the visitor is asked again. */
export const consentMaxAgeDays = 365;

export const noConsent: ConsentChoice = { statistics: false, marketing: false };
export const fullConsent: ConsentChoice = { statistics: true, marketing: true };

export type ConsentState =
  { readonly kind: 'decided'; readonly record: ConsentRecord } | { readonly kind: 'ask'; readonly reason: 'missing' | 'corrupt' | 'outdated' | 'expired' };

const dayMs = 86_400_000;

function isRecordShape(value: unknown): value is ConsentRecord {
  const record = value as Partial<ConsentRecord> | null;
  const categories = record?.categories as Record<string, unknown> | undefined;
  return (
    Number.isInteger(record?.version) &&
    typeof record?.decidedAt === 'string' &&
    !Number.isNaN(Date.parse(record.decidedAt)) &&
    categories?.necessary === true &&
    optionalCategories.every((category) => typeof categories[category] === 'boolean')
  );
}

/**
 * Reads a stored record. Anything that is not a record of the current version, made in the last
 * year and not in the future, means "ask again": a visitor is never assumed to have agreed.
 */
export function parseConsentRecord(raw: string | undefined, now: Date, version: number = consentVersion): ConsentState {
  if (raw === undefined || raw === '') return { kind: 'ask', reason: 'missing' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { kind: 'ask', reason: 'corrupt' };
  }
  if (!isRecordShape(parsed)) return { kind: 'ask', reason: 'corrupt' };
  if (parsed.version !== version) return { kind: 'ask', reason: 'outdated' };
  const age = now.getTime() - Date.parse(parsed.decidedAt);
  // A small tolerance for clocks that differ between devices; a date far ahead is not trusted.
  if (age < -dayMs || age > consentMaxAgeDays * dayMs) return { kind: 'ask', reason: 'expired' };
  // Only the fields of a record: whatever else was stored is not carried on.
  return { kind: 'decided', record: { ...createConsentRecord(parsed.categories, now, version), decidedAt: parsed.decidedAt } };
}

export function createConsentRecord(choice: ConsentChoice, now: Date, version: number = consentVersion): ConsentRecord {
  return {
    version,
    decidedAt: now.toISOString(),
    categories: { necessary: true, statistics: choice.statistics, marketing: choice.marketing },
  };
}

/** What the visitor granted; "ask" grants nothing. */
export function grantedChoice(state: ConsentState): ConsentChoice {
  return state.kind === 'decided' ? { statistics: state.record.categories.statistics, marketing: state.record.categories.marketing } : noConsent;
}

/** The categories a change of mind takes away, whose data must go at once. */
export function withdrawnCategories(before: ConsentChoice, after: ConsentChoice): OptionalCategory[] {
  return optionalCategories.filter((category) => before[category] && !after[category]);
}
