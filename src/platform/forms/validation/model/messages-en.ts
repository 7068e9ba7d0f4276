import { formatAlternatives, formatDateArg, type MessageContext, type MessageTemplate } from './message-context';
import type { RuleName } from './rule-names';
import { betweenBounds } from './size-rules';
import { describeSizeLimit } from './size-limit';

function characters(n: number): string {
  return n === 1 ? 'one character' : `${n} characters`;
}

function options(n: number): string {
  return n === 1 ? 'one option' : `${n} options`;
}

function sizeMessage(rule: 'length' | 'min' | 'max') {
  return ({ Name, label, args, value }: MessageContext): string => {
    const { unit, limit, n, m } = describeSizeLimit(rule, args, value);
    if (unit === 'items') {
      if (limit === 'atLeast') return `Please choose at least ${options(n)} for ${label}.`;
      if (limit === 'atMost') return `Please choose at most ${options(n)} for ${label}.`;
      if (limit === 'exactly') return `Please choose exactly ${options(n)} for ${label}.`;
      return `Please choose between ${n} and ${m} options for ${label}.`;
    }
    if (unit === 'number') {
      return limit === 'atLeast' ? `${Name} must be at least ${n}.` : `${Name} must be less than or equal to ${n}.`;
    }
    if (limit === 'atLeast') return `${Name} must be at least ${characters(n)}.`;
    if (limit === 'atMost') return `${Name} must be less than or equal to ${characters(n)}.`;
    if (limit === 'exactly') return `${Name} must be exactly ${characters(n)} long.`;
    return `${Name} must be between ${n} and ${m} characters.`;
  };
}

export const englishMessages: Record<RuleName, MessageTemplate> = {
  accepted: ({ Name }) => `${Name} must be accepted.`,
  alpha: ({ Name }) => `${Name} can only contain letters.`,
  alpha_spaces: ({ Name }) => `${Name} can only contain letters and spaces.`,
  alphanumeric: ({ Name }) => `${Name} can only contain letters and numbers.`,
  between: ({ Name, args }) => {
    const { low, high } = betweenBounds(args);
    return `${Name} must be between ${low} and ${high}.`;
  },
  confirm: ({ Name }) => `${Name} does not match.`,
  date_after: ({ Name, args }) => (args[0] ? `${Name} must be after ${formatDateArg(args[0], 'en')}.` : `${Name} must be in the future.`),
  date_before: ({ Name, args }) => (args[0] ? `${Name} must be before ${formatDateArg(args[0], 'en')}.` : `${Name} must be in the past.`),
  date_between: ({ Name, args }) =>
    args.length === 1
      ? `${Name} must be between today and ${formatDateArg(args[0] ?? '', 'en')}.`
      : `${Name} must be between ${formatDateArg(args[0] ?? '', 'en')} and ${formatDateArg(args[1] ?? '', 'en')}.`,
  date_format: ({ Name, args }) => (args[0] ? `${Name} is not a valid date, please use the format ${args[0]}.` : `${Name} is not a valid date.`),
  email: () => 'Please enter a valid email address.',
  ends_with: ({ Name, args }) => `${Name} must end with ${formatAlternatives(args, 'en')}.`,
  is: ({ Name }) => `${Name} is not an allowed value.`,
  length: sizeMessage('length'),
  matches: ({ Name }) => `${Name} is not in the expected format.`,
  max: sizeMessage('max'),
  min: sizeMessage('min'),
  not: ({ Name }) => `${Name} is not an allowed value.`,
  number: ({ Name }) => `${Name} must be a number.`,
  required: ({ Name }) => `${Name} is required.`,
  starts_with: ({ Name, args }) => `${Name} must start with ${formatAlternatives(args, 'en')}.`,
  url: () => 'Please include a valid url.',
  iban: () => 'This IBAN is not right. Please check it again, digit by digit.',
};
