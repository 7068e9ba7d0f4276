import { compileDateFormat, matchesDateFormat, toTimestamp } from './dates';
import type { RuleCheck, RuleGroup } from './rule-input';

function boundOf(arg: string | undefined, now: Date): number | undefined {
  return arg ? toTimestamp(arg) : toTimestamp(now);
}

/** `after` and `before` are strict; `date_between` includes both ends. */
const checks = {
  date_after: ({ value, args, now }) => {
    const time = toTimestamp(value);
    const bound = boundOf(args[0], now);
    return time !== undefined && bound !== undefined && time > bound;
  },
  date_before: ({ value, args, now }) => {
    const time = toTimestamp(value);
    const bound = boundOf(args[0], now);
    return time !== undefined && bound !== undefined && time < bound;
  },
  date_between: ({ value, args, now }) => {
    const time = toTimestamp(value);
    // With one date the range runs from now to that date.
    const first = args.length === 1 ? toTimestamp(now) : toTimestamp(args[0]);
    const second = toTimestamp(args.length === 1 ? args[0] : args[1]);
    if (time === undefined || first === undefined || second === undefined) return false;
    return time >= Math.min(first, second) && time <= Math.max(first, second);
  },
  date_format: ({ value, args }) => {
    if (args[0] === undefined) return typeof value !== 'number' && toTimestamp(value) !== undefined;
    if (typeof value !== 'string') return false;
    const format = compileDateFormat(args[0]);
    return typeof format !== 'string' && matchesDateFormat(value, format);
  },
} satisfies Record<string, RuleCheck>;

/** The date rules, which load when a form uses one (`rule-groups.ts`). */
export const dateRules: RuleGroup = {
  checks,
  argChecks: {
    date_format: (arg) => {
      const compiled = compileDateFormat(arg);
      return typeof compiled === 'string' ? `is not a usable format: ${compiled}` : undefined;
    },
  },
};
