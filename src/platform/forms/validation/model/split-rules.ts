import { describeField, FormDeveloperError } from './form-developer-error';
import { isRegexLiteral, scanRegexLiteral } from './regex-literal';

/** One rule as written: hints and name before the colon, arguments after it. */
export interface RuleSegment {
  readonly head: string;
  readonly args: readonly string[];
  readonly source: string;
}

const leadingHints = /^(?:[*+?]|\(\d+\))*/;

function ruleNameOf(head: string): string {
  return head.trim().replace(leadingHints, '');
}

/**
 * Splits `required|length:5,200|matches:/a|b/i` into rules. Arguments are split on commas, but a
 * `matches` argument that opens with `/` runs to its closing slash and flags, so commas and pipes
 * inside a regular expression stay in it. Empty rules (`required||email`, a trailing pipe) are
 * skipped so rule strings can be assembled conditionally.
 */
export function splitRules(rules: string, field: string | undefined): RuleSegment[] {
  const segments: RuleSegment[] = [];
  let index = 0;
  for (;;) {
    const start = index;
    while (index < rules.length && rules[index] !== ':' && rules[index] !== '|') index += 1;
    const head = rules.slice(start, index).trim();
    const args: string[] = [];
    if (rules[index] === ':') {
      index += 1;
      const regexArgs = ruleNameOf(head) === 'matches';
      for (;;) {
        if (regexArgs && isRegexLiteral(rules.slice(index, index + 1))) {
          const end = scanRegexLiteral(rules, index);
          if (end === -1) {
            throw new FormDeveloperError(`Unterminated regular expression "${rules.slice(index)}" in rule "matches" on ${describeField(field)}.`);
          }
          args.push(rules.slice(index, end));
          index = end;
          const next = rules[index];
          if (next !== undefined && next !== ',' && next !== '|') {
            throw new FormDeveloperError(
              `Unexpected "${next}" after the regular expression ${args.at(-1) ?? ''} in rule "matches" on ${describeField(field)}.`,
            );
          }
        } else {
          const argStart = index;
          while (index < rules.length && rules[index] !== ',' && rules[index] !== '|') index += 1;
          args.push(rules.slice(argStart, index).trim());
        }
        if (rules[index] !== ',') break;
        index += 1;
      }
    }
    const source = rules.slice(start, index).trim();
    if (source !== '') segments.push({ head, args, source });
    if (rules[index] !== '|') return segments;
    index += 1;
  }
}
