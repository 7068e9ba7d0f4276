/**
 * Carries the previous address's query parameters into the next one, so
 * campaign parameters and experiment overrides survive a click through the site. Parameters
 * of the new address win. Returns the merged search, or undefined when nothing changes.
 */
export function carryQuery(previousSearch: string, nextSearch: string): string | undefined {
  const previous = new URLSearchParams(previousSearch);
  const next = new URLSearchParams(nextSearch);
  let changed = false;
  for (const [key, value] of previous) {
    if (!next.has(key)) {
      next.append(key, value);
      changed = true;
    }
  }
  if (!changed) return undefined;
  const merged = next.toString();
  return merged ? `?${merged}` : '';
}
