import type { StickyDocument } from './evaluate.ts';

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
 * GrowthBook's sticky documents stored under the given `<attribute>||<value>` keys, by the key
 * their own content names (as GrowthBook files them). Anything that is not such a document (not
 * JSON, assignments that are not text) counts as none: the visitor is assigned afresh, which is all that can be
 * done.
 */
export function storedStickyDocuments(keys: readonly string[], read: (key: string) => string | undefined): Record<string, StickyDocument> {
  const documents: Record<string, StickyDocument> = {};
  for (const key of keys) {
    const doc = storedEntries(read(key)) as Partial<StickyDocument>;
    const assignments = doc.assignments && typeof doc.assignments === 'object' ? Object.values(doc.assignments) : [0];
    if (typeof doc.attributeName === 'string' && typeof doc.attributeValue === 'string' && assignments.every((value) => typeof value === 'string')) {
      documents[`${doc.attributeName}||${doc.attributeValue}`] = doc as StickyDocument;
    }
  }
  return documents;
}
