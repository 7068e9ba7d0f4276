import { describeField, FormDeveloperError } from './form-developer-error';
import { groupArgCheck, groupLoaded } from './rule-groups';
import type { ArgCheck } from './rule-input';
import type { RuleName } from './rule-names';
import { isNumericText } from './values';

interface ArgSpec {
  readonly min: number;
  readonly max: number;
  /** A check of each argument; `'group'`: the one that comes with the rule's group (`rule-groups.ts`). */
  readonly check?: ArgCheck | 'group';
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
  date_format: { min: 0, max: 1, check: 'group' },
  email: { min: 0, max: 0 },
  ends_with: { min: 1, max: Infinity, check: nonEmpty },
  iban: { min: 0, max: 0 },
  is: { min: 1, max: Infinity },
  length: { min: 0, max: 2, check: wholeOrEmpty },
  matches: { min: 1, max: Infinity, check: 'group' },
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

/**
 * Wrong arity or a bad argument is a declaration mistake, so it throws at parse time. An argument
 * only its group's code can check (a date format, a regular expression) is checked then if the
 * group is here; otherwise this returns false, and `loadRuleLibraries` checks it once it is.
 */
export function checkRuleArgs(name: RuleName, args: readonly string[], field: string | undefined): boolean {
  const spec = specs[name];
  if (args.length < spec.min || args.length > spec.max) {
    throw new FormDeveloperError(`Validation rule "${name}" on ${describeField(field)} takes ${expected(spec)}, got ${args.length}.`);
  }
  if (spec.check === 'group' && !groupLoaded(name)) return false;
  const check = spec.check === 'group' ? groupArgCheck(name) : spec.check;
  args.forEach((arg, position) => {
    const problem = check?.(arg, position);
    if (problem) {
      throw new FormDeveloperError(`Argument "${arg}" of validation rule "${name}" on ${describeField(field)} ${problem}.`);
    }
  });
  return true;
}
