/**
 * `/pattern/flags` arguments of `matches`. The pattern may contain `,` and `|`, so the rule
 * splitter asks this module where a literal ends instead of splitting on those characters.
 * Compiling one is the business of the `matches` rule itself (`pattern-rules.ts`), whose code
 * loads only for a form that uses it.
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
