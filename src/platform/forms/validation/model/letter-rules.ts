import type { RuleCheck, RuleGroup } from './rule-input';
import { asText } from './values';

/**
 * Letter sets. "default" is every letter of the Latin script, so German and other European names
 * (Jürgen, Müller, Łukasz, Ørsted) pass; "latin" is ASCII a–z only. Hyphens and apostrophes are
 * not letters: "Jürgen-Müller" fails `alpha` and `alpha_spaces`; use `matches` for name formats.
 */
const letterSets = {
  alpha: { default: /^(?:(?=\p{Script=Latin})\p{L})+$/u, latin: /^[a-z]+$/i },
  alpha_spaces: { default: /^(?:(?=\p{Script=Latin})\p{L}| )+$/u, latin: /^[a-z ]+$/i },
  alphanumeric: { default: /^(?:(?=\p{Script=Latin})\p{L}|[0-9])+$/u, latin: /^[a-z0-9]+$/i },
} as const;

function letters(set: keyof typeof letterSets): RuleCheck {
  return ({ value, args }) => {
    const text = asText(value);
    if (text === undefined) return false;
    const alphabet = args[0] === 'latin' ? 'latin' : 'default';
    return letterSets[set][alphabet].test(text.normalize('NFC'));
  };
}

/** `alpha`, `alpha_spaces` and `alphanumeric`, which load when a form uses one (`rule-groups.ts`). */
export const letterRules: RuleGroup = {
  checks: { alpha: letters('alpha'), alpha_spaces: letters('alpha_spaces'), alphanumeric: letters('alphanumeric') },
};
