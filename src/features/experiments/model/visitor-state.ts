import { experimentKeys, flagKeys, type ExperimentsPayload, type FlagKey } from '../../../../experiments/schema';
import type { ForcedVariations, StickyAssignments } from './assignment';

/**
 * Reading what the browser stored about a visitor, defensively: anything another version or a
 * curious person left there is ignored rather than trusted. Pure: text in, values out.
 */
export const visitorIdPattern = /^[A-Za-z0-9-]{8,64}$/;

export function isVisitorId(value: string | undefined): value is string {
  return value !== undefined && visitorIdPattern.test(value);
}

function parse(raw: string | undefined): unknown {
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** Forced variations of this session: only known experiment keys with small whole numbers. */
export function parseForced(raw: string | undefined): ForcedVariations {
  const value = parse(raw);
  if (typeof value !== 'object' || value === null) return {};
  const forced: Record<string, number> = {};
  for (const key of experimentKeys) {
    const index = (value as Record<string, unknown>)[key];
    if (typeof index === 'number' && Number.isInteger(index) && index >= 0 && index < 100) forced[key] = index;
  }
  return forced;
}

/** Flags a tester switched for this session: only known flag keys with true or false. */
export function parseForcedFlags(raw: string | undefined): Partial<Record<FlagKey, boolean>> {
  const value = parse(raw);
  if (typeof value !== 'object' || value === null) return {};
  const forced: Partial<Record<FlagKey, boolean>> = {};
  for (const key of flagKeys) {
    const flag = (value as Record<string, unknown>)[key];
    if (typeof flag === 'boolean') forced[key] = flag;
  }
  return forced;
}

/** The assignments of a GrowthBook sticky-bucket document, or none when it is not one. */
export function parseStickyAssignments(raw: string | undefined, visitorId: string): StickyAssignments {
  const doc = parse(raw) as { attributeValue?: unknown; assignments?: unknown } | undefined;
  if (!doc || doc.attributeValue !== visitorId || typeof doc.assignments !== 'object' || doc.assignments === null) return {};
  return Object.fromEntries(Object.entries(doc.assignments).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

export function stickyDocument(visitorId: string, assignments: StickyAssignments): string {
  return JSON.stringify({ attributeName: 'id', attributeValue: visitorId, assignments });
}

/** The features part of a stored remote payload; the app stores it only after it passed the check. */
export function parseStoredFeatures(raw: string | undefined): ExperimentsPayload['features'] | undefined {
  const value = parse(raw);
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as ExperimentsPayload['features']) : undefined;
}
