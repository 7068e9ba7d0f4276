export const ruleNames = [
  'accepted',
  'alpha',
  'alpha_spaces',
  'alphanumeric',
  'between',
  'confirm',
  'date_after',
  'date_before',
  'date_between',
  'date_format',
  'email',
  'ends_with',
  'iban',
  'is',
  'length',
  'matches',
  'max',
  'min',
  'not',
  'number',
  'required',
  'starts_with',
  'url',
] as const;

export type RuleName = (typeof ruleNames)[number];

const known: ReadonlySet<string> = new Set(ruleNames);

export function isRuleName(name: string): name is RuleName {
  return known.has(name);
}
