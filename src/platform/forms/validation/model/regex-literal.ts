/**
 * `/pattern/flags` arguments of `matches`. The pattern may contain `,` and `|`, so the rule
 * splitter asks this module where a literal ends instead of splitting on those characters.
 */

export function isRegexLiteral(arg: string): boolean {
  return arg.startsWith('/');
}

/**
 * Index just past the flags of the literal that opens at `start`, or -1 when it never closes.
 * A `/` inside a character class or after a backslash does not close it, as in JavaScript.
 */
export function scanRegexLiteral(source: string, start: number): number {
  let index = start + 1;
  let inClass = false;
  while (index < source.length) {
    const char = source[index];
    if (char === '\\') {
      index += 2;
      continue;
    }
    if (inClass) {
      if (char === ']') inClass = false;
    } else if (char === '[') {
      inClass = true;
    } else if (char === '/') {
      break;
    }
    index += 1;
  }
  if (index >= source.length) return -1;
  index += 1;
  while (index < source.length && /[a-z]/i.test(source[index] ?? '')) index += 1;
  return index;
}

const cache = new Map<string, RegExp>();

/**
 * Compiles a literal, or returns the reason it is not a valid one. The stateful flags `g` and
 * `y` are dropped: a rule tests the whole value once and must give the same answer every time.
 */
export function compileRegexLiteral(literal: string): RegExp | string {
  const cached = cache.get(literal);
  if (cached) return cached;
  const end = literal.lastIndexOf('/');
  if (!literal.startsWith('/') || end <= 0) return 'it is not written as /pattern/flags';
  const body = literal.slice(1, end);
  const flags = literal.slice(end + 1);
  if (body === '') return 'the pattern is empty';
  if (!/^[dgimsuvy]*$/.test(flags) || new Set(flags).size !== flags.length) return `the flags "${flags}" are not valid`;
  try {
    const regex = new RegExp(body, flags.replace(/[gy]/g, ''));
    cache.set(literal, regex);
    return regex;
  } catch (error) {
    return error instanceof Error ? error.message : 'the pattern does not compile';
  }
}
