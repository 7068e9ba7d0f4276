import type { RuleCheck } from './rule-input';
import { asText, isEmpty } from './values';

const acceptedWords = new Set(['yes', 'on', '1', 'true']);

/** Internationalised domains are allowed (a visitor may write jürgen@müller.de). */
const emailPattern = /^(?:[^<>()[\]\\.,;:\s@"]+(?:\.[^<>()[\]\\.,;:\s@"]+)*|".+")@(?:\[\d{1,3}(?:\.\d{1,3}){3}\]|(?:[\p{L}\p{N}-]+\.)+\p{L}{2,})$/u;

function inArgs(value: unknown, args: readonly string[]): boolean {
  const text = typeof value === 'boolean' ? String(value) : asText(value);
  return text !== undefined && args.includes(text);
}

/** Checkbox groups hold arrays: `is` wants every chosen item allowed, `not` wants none of them. */
const is: RuleCheck = ({ value, args }) => (Array.isArray(value) ? value.length > 0 && value.every((item) => inArgs(item, args)) : inArgs(value, args));

const not: RuleCheck = ({ value, args }) => (Array.isArray(value) ? !value.some((item) => inArgs(item, args)) : !inArgs(value, args));

function siblingFor(field: string | undefined, address: string | undefined): string | undefined {
  if (address) return address;
  if (!field) return undefined;
  return field.endsWith('_confirm') ? field.slice(0, -'_confirm'.length) : `${field}_confirm`;
}

export const textRules = {
  accepted: ({ value }) => value === true || value === 1 || (typeof value === 'string' && acceptedWords.has(value.trim().toLowerCase())),
  confirm: ({ value, args, siblings, field }) => {
    const sibling = siblingFor(field, args[0]);
    if (sibling === undefined || !Object.hasOwn(siblings, sibling)) return false;
    const other = siblings[sibling];
    // "loose" (==) is the documented default, so "5" confirms 5.
    return args[1] === 'strict' ? value === other : value == other;
  },
  email: ({ value }) => typeof value === 'string' && emailPattern.test(value),
  ends_with: ({ value, args }) => {
    const text = asText(value);
    return text !== undefined && args.some((suffix) => text.endsWith(suffix));
  },
  starts_with: ({ value, args }) => {
    const text = asText(value);
    return text !== undefined && args.some((prefix) => text.startsWith(prefix));
  },
  is,
  not,
  required: ({ value, args }) => {
    if (isEmpty(value) || value === false) return false;
    return !(args[0] === 'trim' && typeof value === 'string' && value.trim() === '');
  },
  url: ({ value, args }) => {
    if (typeof value !== 'string') return false;
    const protocols = args.length > 0 ? args.map((arg) => arg.toLowerCase()) : ['http', 'https'];
    try {
      return protocols.includes(new URL(value).protocol.replace(/:$/, ''));
    } catch {
      return false;
    }
  },
} satisfies Record<string, RuleCheck>;
