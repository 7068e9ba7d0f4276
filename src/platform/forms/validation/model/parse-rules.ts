import { describeField, FormDeveloperError } from './form-developer-error';
import { checkRuleArgs } from './rule-args';
import { isRuleName, type RuleName } from './rule-names';
import { splitRules } from './split-rules';

export interface ParsedRule {
  readonly name: RuleName;
  readonly args: readonly string[];
  /** `*`: runs even after an earlier rule of the field failed. */
  readonly force: boolean;
  /** `+` (always for `required`): runs on an empty value. */
  readonly runOnEmpty: boolean;
  /** Cleared by `?`: a failure is shown but does not stop submitting. */
  readonly blocking: boolean;
  /** `(n)`: milliseconds the form waits after input before running this rule; 0 = none. */
  readonly debounce: number;
  /** The rule as written, for messages and debugging. */
  readonly source: string;
}

interface Hints {
  force: boolean;
  runOnEmpty: boolean;
  blocking: boolean;
  debounce: number;
}

// setTimeout fires at once for longer delays, which would silently undo the debounce.
const longestDebounce = 2_147_483_647;

function readDebounce(digits: string, head: string, field: string | undefined): number {
  const delay = Number(digits);
  if (delay > longestDebounce) {
    throw new FormDeveloperError(`Debounce of ${digits} ms in rule "${head}" on ${describeField(field)} is too long.`);
  }
  return delay;
}

function readHints(head: string, field: string | undefined): { hints: Hints; name: string } {
  const hints: Hints = { force: false, runOnEmpty: false, blocking: true, debounce: 0 };
  const seen = new Set<string>();
  let rest = head;
  for (;;) {
    const debounce = /^\((\d+)\)/.exec(rest);
    const symbol = debounce ? '()' : rest.charAt(0);
    if (!debounce && !['*', '+', '?'].includes(symbol)) break;
    if (seen.has(symbol)) {
      throw new FormDeveloperError(`Hint "${symbol}" is given twice in rule "${head}" on ${describeField(field)}.`);
    }
    seen.add(symbol);
    if (debounce) hints.debounce = readDebounce(debounce[1] ?? '', head, field);
    else if (symbol === '*') hints.force = true;
    else if (symbol === '+') hints.runOnEmpty = true;
    else hints.blocking = false;
    rest = rest.slice(debounce ? debounce[0].length : 1);
  }
  if (rest.startsWith('(')) {
    throw new FormDeveloperError(`Malformed hint in rule "${head}" on ${describeField(field)}: a debounce hint is "(n)" with n in milliseconds.`);
  }
  if (rest === '') {
    throw new FormDeveloperError(`Rule "${head}" on ${describeField(field)} has hints but no rule name.`);
  }
  return { hints, name: rest };
}

const cache = new Map<string, readonly ParsedRule[]>();
const cacheLimit = 500;

/** Rules whose arguments wait for the code of their group to be checked (`checkRuleArgs`). */
const unchecked = new WeakSet<ParsedRule>();

/** Checks the arguments that waited for their group's code, where it is here now; throws like `parseRules`. */
export function checkWaitingArgs(rules: readonly ParsedRule[], field?: string): void {
  for (const rule of rules) if (unchecked.has(rule) && checkRuleArgs(rule.name, rule.args, field)) unchecked.delete(rule);
}

/**
 * Parses a rule string such as `required|length:5,200|*+?(200)matches:/^\d+$/`.
 * Throws FormDeveloperError (and nothing else) for an unknown rule, bad hints or bad arguments;
 * the field name only improves that message, so successful parses are cached by rule string.
 * Arguments only a group's code can check (a date format, a regular expression) are checked here
 * once that code is here, and until then when it loads (`loadRuleLibraries`).
 */
export function parseRules(rules: string, field?: string): readonly ParsedRule[] {
  if (typeof rules !== 'string') {
    throw new FormDeveloperError(`Validation rules on ${describeField(field)} must be a string, got ${typeof rules}.`);
  }
  const cached = cache.get(rules);
  if (cached) {
    checkWaitingArgs(cached, field);
    return cached;
  }
  const parsed = Object.freeze(
    splitRules(rules, field).map(({ head, args, source }) => {
      const { hints, name } = readHints(head, field);
      if (!isRuleName(name)) {
        throw new FormDeveloperError(`Unknown validation rule "${name}" on ${describeField(field)}.`);
      }
      const checked = checkRuleArgs(name, args, field);
      const rule: ParsedRule = Object.freeze({
        name,
        args: Object.freeze([...args]),
        force: hints.force,
        runOnEmpty: hints.runOnEmpty || name === 'required',
        blocking: hints.blocking,
        debounce: hints.debounce,
        source,
      });
      if (!checked) unchecked.add(rule);
      return rule;
    }),
  );
  if (cache.size >= cacheLimit) cache.clear();
  cache.set(rules, parsed);
  return parsed;
}
