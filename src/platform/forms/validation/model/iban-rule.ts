import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import type { RuleCheck, RuleGroup } from './rule-input';
import { asText } from './values';

/**
 * A bank account number for SEPA direct debit: country, check digits and account, with the check
 * digits verified (mod 97) for the country's length. Spaces and lower case are allowed, as people
 * copy them from a bank card or statement.
 */
const iban: RuleCheck = ({ value }) => {
  const text = asText(value);
  if (text === undefined) return false;
  const compact = electronicFormatIBAN(text);
  return compact !== null && isValidIBAN(compact);
};

/**
 * The IBAN check needs a library with every country's account format (4.4 KB gzip). Only the
 * checkout asks for an IBAN, so it loads with the rule when a form uses it (`rule-groups.ts`).
 */
export const ibanRules: RuleGroup = { checks: { iban } };
