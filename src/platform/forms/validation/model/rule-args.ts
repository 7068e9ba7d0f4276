import { compileDateFormat } from './dates';
import { describeField, FormDeveloperError } from './form-developer-error';
import { compileRegexLiteral, isRegexLiteral } from './regex-literal';
import type { RuleName } from './rule-names';
import { isNumericText } from './values';

/** Returns why an argument is wrong, or undefined when it is fine. */
type ArgCheck = (arg: string, position: number) => string | undefined;

interface ArgSpec {
  readonly min: number;
  readonly max: number;
  readonly check?: ArgCheck;
}

const oneOf =
  (...allowed: string[]): ArgCheck =>
  (arg) =>
    allowed.includes(arg) ? undefined : `must be one of ${allowed.map((word) => `"${word}"`).join(', ')}`;

const numeric: ArgCheck = (arg) => (isNumericText(arg) ? undefined : 'is not a number');
const nonEmpty: ArgCheck = (arg) => (arg === '' ? 'is empty' : undefined);
const date: ArgCheck = (arg) => (Number.isNaN(Date.parse(arg)) ? 'is not a date' : undefined);
const wholeOrEmpty: ArgCheck = (arg) => (arg === '' || /^\d+$/.test(arg) ? undefined : 'is not a whole number');
const alphabet = oneOf('default', 'latin');

const specs: Record<RuleName, ArgSpec> = {
  accepted: { min: 0, max: 0 },
  alpha: { min: 0, max: 1, check: alphabet },
  alpha_spaces: { min: 0, max: 1, check: alphabet },
  alphanumeric: { min: 0, max: 1, check: alphabet },
  between: { min: 2, max: 2, check: numeric },
  confirm: { min: 0, max: 2, check: (arg, position) => (position === 1 ? oneOf('loose', 'strict')(arg, position) : undefined) },
  date_after: { min: 0, max: 1, check: date },
  date_before: { min: 0, max: 1, check: date },
  date_between: { min: 1, max: 2, check: date },
  date_format: {
    min: 0,
    max: 1,
    check: (arg) => {
      const compiled = compileDateFormat(arg);
      return typeof compiled === 'string' ? `is not a usable format: ${compiled}` : undefined;
    },
  },
  email: { min: 0, max: 0 },
  ends_with: { min: 1, max: Infinity, check: nonEmpty },
  iban: { min: 0, max: 0 },
  is: { min: 1, max: Infinity },
  length: { min: 0, max: 2, check: wholeOrEmpty },
  matches: {
    min: 1,
    max: Infinity,
    check: (arg) => {
      if (!isRegexLiteral(arg)) return nonEmpty(arg, 0);
      const compiled = compileRegexLiteral(arg);
      return typeof compiled === 'string' ? `is not a valid regular expression: ${compiled}` : undefined;
    },
  },
  max: { min: 0, max: 1, check: numeric },
  min: { min: 0, max: 1, check: numeric },
  not: { min: 1, max: Infinity },
  number: { min: 0, max: 0 },
  required: { min: 0, max: 1, check: oneOf('default', 'trim') },
  starts_with: { min: 1, max: Infinity, check: nonEmpty },
  url: { min: 0, max: Infinity, check: (arg) => (/^[a-z][a-z\d+.-]*$/i.test(arg) ? undefined : 'is not a protocol name') },
};

function countWords(count: number): string {
  return count === 1 ? '1 argument' : `${count} arguments`;
}

function expected({ min, max }: ArgSpec): string {
  if (max === 0) return 'no arguments';
  if (min === max) return countWords(min);
  if (max === Infinity) return `at least ${countWords(min)}`;
  return min === 0 ? `at most ${countWords(max)}` : `${min} to ${max} arguments`;
}

/** Wrong arity or a bad argument is a declaration mistake, so it throws at parse time. */
export function checkRuleArgs(name: RuleName, args: readonly string[], field: string | undefined): void {
  const spec = specs[name];
  if (args.length < spec.min || args.length > spec.max) {
    throw new FormDeveloperError(`Validation rule "${name}" on ${describeField(field)} takes ${expected(spec)}, got ${args.length}.`);
  }
  args.forEach((arg, position) => {
    const problem = spec.check?.(arg, position);
    if (problem) {
      throw new FormDeveloperError(`Argument "${arg}" of validation rule "${name}" on ${describeField(field)} ${problem}.`);
    }
  });
}
