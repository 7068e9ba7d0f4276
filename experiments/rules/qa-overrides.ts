import { forcedVariationsOf, type ForcedVariations } from './assignment';
import { storedEntries } from './visitor-state';

/**
 * The overrides a tester set for this session (forced variations, forced values of features),
 * read defensively and the same way before paint and after: a variation counts when it is a small
 * whole number, a value whatever it is (the site shows the control for one it has no page for).
 */

/** Forced variations of this session, by experiment key. */
export function parseForced(raw: string | undefined): ForcedVariations {
  return forcedVariationsOf(storedEntries(raw));
}

/** Feature values a tester forced for this session (flags switched in the QA panel, values set in DevTools). */
export function parseForcedFeatures(raw: string | undefined): Readonly<Record<string, unknown>> {
  return storedEntries(raw);
}
