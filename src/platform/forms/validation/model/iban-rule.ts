import type { RuleCheck } from './rule-input';
import { asText } from './values';

type IbanLibrary = Pick<typeof import('ibantools'), 'electronicFormatIBAN' | 'isValidIBAN'>;

let library: IbanLibrary | undefined;
let loading: Promise<void> | undefined;

/**
 * The IBAN check needs a library with every country's account format (4.4 KB gzip). Only the
 * checkout asks for an IBAN, so the library loads when a form with the rule needs it, not with the
 * form engine on every form page. A failed load is forgotten, so the next check tries again.
 */
export const ibanLibrary = {
  loaded: (): boolean => library !== undefined,
  load(): Promise<void> {
    loading ??= import('ibantools').then(
      (module) => {
        library = module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  },
};

/**
 * A bank account number for SEPA direct debit: country, check digits and account, with the check
 * digits verified (mod 97) for the country's length. Spaces and lower case are allowed, as people
 * copy them from a bank card or statement. Runs only once the library has loaded.
 */
export const iban: RuleCheck = ({ value }) => {
  if (!library) throw new Error('The IBAN library is not loaded yet');
  const text = asText(value);
  if (text === undefined) return false;
  const compact = library.electronicFormatIBAN(text);
  return compact !== null && library.isValidIBAN(compact);
};
