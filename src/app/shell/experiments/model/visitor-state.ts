import { experimentKeys, flagKeys, type ExperimentsPayload, type FlagKey } from '../../../../../experiments/schema';
import type { ForcedVariations, StickyAssignments } from './assignment';

/**
 * Reading what the browser stored about a visitor, defensively: anything another version or a
 * curious person left there is ignored rather than trusted. Pure: text in, values out.
 */
export const visitorIdPattern = /^[A-Za-z0-9-]{8,64}$/;

export function isVisitorId(value: string | undefined): value is string {
  return value !== undefined && visitorIdPattern.test(value);
}

function newVisitorId(): string {
  const random = globalThis.crypto?.randomUUID?.();
  return random ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * The anonymous id experiments assign by: none ('') without consent to statistics and experiments,
 * else the stored one, else a new one, if `keep` could store it (a visitor whose id is not kept
 * would be assigned afresh on every page).
 */
export function consentedVisitorIdOf(consented: boolean, stored: string | undefined, keep: (created: string) => boolean): string {
  if (!consented) return '';
  if (isVisitorId(stored)) return stored;
  const created = newVisitorId();
  return keep(created) ? created : '';
}

/** A stored JSON object, or undefined for anything else (no value, not JSON, null, a list). */
function parseObject(raw: string | undefined): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(raw ?? '');
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** Of a stored object, the known keys whose values pass the check. */
function knownEntries<K extends string, T>(raw: string | undefined, keys: readonly K[], accept: (value: unknown) => value is T): Partial<Record<K, T>> {
  const value = parseObject(raw) ?? {};
  return Object.fromEntries(keys.filter((key) => accept(value[key])).map((key) => [key, value[key]])) as Partial<Record<K, T>>;
}

/** Forced variations of this session: only known experiment keys with small whole numbers. */
export function parseForced(raw: string | undefined): ForcedVariations {
  return knownEntries(raw, experimentKeys, (index): index is number => Number.isInteger(index) && (index as number) >= 0 && (index as number) < 100);
}

/** Flags a tester switched for this session: only known flag keys with true or false. */
export function parseForcedFlags(raw: string | undefined): Partial<Record<FlagKey, boolean>> {
  return knownEntries(raw, flagKeys, (flag): flag is boolean => typeof flag === 'boolean');
}

/** The assignments of a GrowthBook sticky-bucket document, or none when it is not one. */
export function parseStickyAssignments(raw: string | undefined, visitorId: string): StickyAssignments {
  const doc = parseObject(raw);
  const assignments = doc?.attributeValue === visitorId ? doc.assignments : undefined;
  if (typeof assignments !== 'object' || assignments === null) return {};
  return Object.fromEntries(Object.entries(assignments).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

export function stickyDocument(visitorId: string, assignments: StickyAssignments): string {
  return JSON.stringify({ attributeName: 'id', attributeValue: visitorId, assignments });
}

/** The features part of a stored remote payload; the app stores it only after it passed the check. */
export function parseStoredFeatures(raw: string | undefined): ExperimentsPayload['features'] | undefined {
  return parseObject(raw) as ExperimentsPayload['features'] | undefined;
}
