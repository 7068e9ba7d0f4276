import { experimentKeys, flagKeys, type FlagKey } from '@experiments/schema';
import type { ForcedVariations } from './assignment';
import { storedEntries } from './visitor-state';

/**
 * The overrides a tester set for this session (forced variations, switched flags), read
 * defensively: only known keys with values of the right kind count. Kept apart from the rest of
 * the visitor's state, which the render-blocking script reads without the site's definitions.
 */

/** Of a stored object, the known keys whose values pass the check. */
function knownEntries<K extends string, T>(raw: string | undefined, keys: readonly K[], accept: (value: unknown) => value is T): Partial<Record<K, T>> {
  const value = storedEntries(raw);
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
