import type { StickyAssignments } from './assignment';

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

/**
 * The entries of a stored JSON value, never an error: anything that is not an object (no value,
 * not JSON, null) reads as none. What the entries hold is checked where each is used.
 */
export function storedEntries(raw: string | undefined): Record<string, unknown> {
  try {
    return { ...(JSON.parse(raw ?? '{}') as object) } as Record<string, unknown>;
  } catch {
    return {};
  }
}

/**
 * The assignments of a GrowthBook sticky-bucket document (parsed) when it is this visitor's, else
 * none. They are read by variation key, so a value that is not one simply matches no variation.
 */
export function stickyAssignmentsOf(doc: Readonly<Record<string, unknown>>, visitorId: string): Record<string, unknown> {
  return doc.attributeValue === visitorId ? { ...(doc.assignments as object) } : {};
}

export function stickyDocument(visitorId: string, assignments: StickyAssignments): string {
  return JSON.stringify({ attributeName: 'id', attributeValue: visitorId, assignments });
}
