import { isRegexLiteral } from './regex-literal';
import type { RuleCheck, RuleGroup } from './rule-input';
import { asText } from './values';

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

/** A value that equals one of the plain arguments or matches one of the `/pattern/flags` ones. */
const matches: RuleCheck = ({ value, args }) => {
  const text = asText(value);
  if (text === undefined) return false;
  return args.some((arg) => {
    if (!isRegexLiteral(arg)) return text === arg;
    const regex = compileRegexLiteral(arg);
    return typeof regex !== 'string' && regex.test(text);
  });
};

/** `matches`, which loads when a form uses it (`rule-groups.ts`). */
export const patternRules: RuleGroup = {
  checks: { matches },
  argChecks: {
    matches: (arg) => {
      if (!isRegexLiteral(arg)) return arg === '' ? 'is empty' : undefined;
      const compiled = compileRegexLiteral(arg);
      return typeof compiled === 'string' ? `is not a valid regular expression: ${compiled}` : undefined;
    },
  },
};
