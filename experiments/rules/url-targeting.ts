/**
 * GrowthBook's URL targeting of experiments (`urlPatterns`), with its meaning: a "simple" pattern
 * compares host, path (slashes at either end optional), the query parameters it names and a hash
 * it names, `*` standing for anything; a "regex" pattern is tried on the whole address and on the
 * address without its origin. A visitor is targeted when an including pattern matches (or there
 * is none) and no excluding one does. Pure.
 */

export interface UrlPattern {
  readonly include?: boolean;
  readonly type: string;
  readonly pattern: string;
}

/** One part of a simple pattern: literal text, `_____` (the wildcard) matching anything, case ignored. */
function partMatches(actual: string, pattern: string, isPath?: boolean): boolean {
  let source = pattern.replace(/[*.+?^${}()|[\]\\]/g, '\\$&').replace(/_____/g, '.*');
  if (isPath) source = `\\/?${source.replace(/(^\/|\/$)/g, '')}\\/?`;
  return new RegExp(`^${source}$`, 'i').test(actual);
}

function simpleMatches(actual: URL, pattern: string): boolean {
  // A pattern without a scheme but with a host gets one; `*` is not valid in a host, so it is spelt `_____` meanwhile.
  const expected = new URL(pattern.replace(/^([^:/?]*)\./i, 'https://$1.').replace(/\*/g, '_____'), 'https://_____');
  const parts: Array<[string, string, boolean?]> = [
    [actual.host, expected.host],
    [actual.pathname, expected.pathname, true],
  ];
  if (expected.hash) parts.push([actual.hash, expected.hash]);
  expected.searchParams.forEach((value, name) => parts.push([actual.searchParams.get(name) || '', value]));
  return parts.every(([actualPart, patternPart, isPath]) => partMatches(actualPart, patternPart, isPath));
}

function patternMatches(url: string, { type, pattern }: UrlPattern): boolean {
  try {
    const parsed = new URL(url, 'https://_');
    if (type === 'regex') {
      const regex = new RegExp(pattern);
      return regex.test(parsed.href) || regex.test(parsed.href.slice(parsed.origin.length));
    }
    return type === 'simple' && simpleMatches(parsed, pattern);
  } catch {
    return false;
  }
}

export function isURLTargeted(url: string, patterns: readonly UrlPattern[]): boolean {
  if (!patterns.length) return false;
  let hasInclude = false;
  let included = false;
  for (const target of patterns) {
    const matched = patternMatches(url, target);
    if (target.include === false) {
      if (matched) return false;
    } else {
      hasInclude = true;
      if (matched) included = true;
    }
  }
  return included || !hasInclude;
}

/** The destination with the current address's query parameters added, those the destination sets itself kept. */
export function withQueryOf(current: string, destination: string): string {
  try {
    const from = new URL(current);
    const to = new URL(destination);
    from.searchParams.forEach((value, name) => {
      if (!to.searchParams.has(name)) to.searchParams.set(name, value);
    });
    return to.toString();
  } catch {
    return destination;
  }
}
