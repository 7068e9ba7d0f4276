import type { Locale } from '@/i18n/locale';
import { capitalise } from '@/platform/forms/validation/model/message-context';
import type { FieldValue, FormValues } from './field-definition';

/**
 * Rules between inputs, declared beside a form's fields: "one of these groups of inputs is
 * required" and "this input is required when another one has a value". A form model runs them
 * whenever a value is committed and puts what they find on the inputs to fix, where it shows like
 * the inputs' own messages. The form model knows only the shape of a rule (its types), so the
 * rules themselves reach the page with the forms that declare them.
 */
export interface CrossFieldContext {
  readonly values: FormValues;
  readonly locale: Locale;
  /** The input's label in the visitor's language. */
  label(name: string): string;
}

export interface CrossFieldFindings {
  /** What to fix, on the input to fix it in. */
  readonly messages: Readonly<Record<string, string>>;
  /** Inputs that do not count while the rule says so: their own rules do not block and their values are not sent. */
  readonly inactive: readonly string[];
}

export interface CrossFieldRule {
  /** Names the rule in the messages it produces (`requiredWhen`, `oneGroupRequired`). */
  readonly name: string;
  check(context: CrossFieldContext): CrossFieldFindings;
}

/** A form's own words for a finding, given the label of the input it is on; looked up each time, so a language switch reaches it. */
export type CrossFieldMessage = string | ((label: string) => string);

const nothing: CrossFieldFindings = { messages: {}, inactive: [] };

/** Text with something in it other than blanks, a ticked box, a choice made. */
export function isGiven(value: FieldValue | undefined): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return value === true;
}

function textOf(message: CrossFieldMessage | undefined, label: string, fallback: () => string): string {
  if (typeof message === 'string' && message !== '') return message;
  if (typeof message === 'function') {
    try {
      const text = message(label);
      if (text !== '') return text;
    } catch {
      // A message must never break validation: the built-in text stands in.
    }
  }
  return fallback();
}

/** When the other input holds this value, or (without `is`) any value at all. */
export interface FieldCondition {
  readonly field: string;
  readonly is?: string;
}

export function conditionHolds({ field, is }: FieldCondition, values: FormValues): boolean {
  return is === undefined ? isGiven(values[field]) : values[field] === is;
}

export interface RequiredWhen {
  readonly field: string;
  readonly when: FieldCondition;
  readonly message?: CrossFieldMessage;
  /** What is wrong with the value given while it is required (a day that does not exist), if anything. */
  readonly check?: (value: FieldValue) => string | undefined;
}

/** The rule language's words for a missing input, unless the form gives its own. */
const requiredTexts: Record<Locale, (label: string) => string> = {
  de: (label) => `${capitalise(label)} ist ein Pflichtfeld.`,
  en: (label) => `${capitalise(label)} is required.`,
};

/**
 * `field` is required while the condition holds, and is out of the form while it does not: what
 * was typed into it before the choice changed neither holds the form up nor is sent.
 */
export function requiredWhen({ field, when, message, check }: RequiredWhen): CrossFieldRule {
  return {
    name: 'requiredWhen',
    check({ values, locale, label }) {
      const value = values[field];
      if (!conditionHolds(when, values)) return { messages: {}, inactive: [field] };
      const name = label(field);
      const problem = !isGiven(value) ? textOf(message, name, () => requiredTexts[locale](name)) : check?.(value as FieldValue);
      return problem ? { messages: { [field]: problem }, inactive: [] } : nothing;
    },
  };
}

const quoted: Record<Locale, (text: string) => string> = { de: (text) => `„${text}“`, en: (text) => `“${text}”` };
const or: Record<Locale, string> = { de: 'oder', en: 'or' };

/** "„a“", "„a“ oder „b“", "„a“, „b“ oder „c“". */
function alternatives(items: readonly string[], locale: Locale): string {
  const texts = items.map(quoted[locale]);
  return texts.length <= 1 ? texts.join('') : `${texts.slice(0, -1).join(', ')} ${or[locale]} ${texts.at(-1) ?? ''}`;
}

const missingTexts: Record<Locale, (items: string) => string> = {
  de: (items) => `Bitte fülle ${items} aus.`,
  en: (items) => `Please fill in ${items}.`,
};

const incompleteTexts: Record<Locale, (label: string) => string> = {
  de: (label) => `Bitte fülle auch ${quoted.de(label)} aus.`,
  en: (label) => `Please fill in ${quoted.en(label)} as well.`,
};

export interface GroupMessages {
  /** No group is started: on the first input of the first group. */
  readonly missing?: CrossFieldMessage;
  /** A group is started but not whole: on each of its empty inputs. */
  readonly incomplete?: CrossFieldMessage;
}

/**
 * One of the groups must be filled in whole (a contract number, or else street, postal code and
 * city). Nothing started: the first input of the first group says what is wanted. Started but
 * not whole: each empty input of the started groups says it is missing.
 */
export function oneGroupRequired({ groups, messages = {} }: { groups: readonly (readonly string[])[]; messages?: GroupMessages }): CrossFieldRule {
  return {
    name: 'oneGroupRequired',
    check({ values, locale, label }) {
      const given = (name: string) => isGiven(values[name]);
      if (groups.some((group) => group.every(given))) return nothing;
      const started = groups.filter((group) => group.some(given));
      const first = groups[0]?.[0];
      if (started.length === 0) {
        if (first === undefined) return nothing;
        const wanted = () =>
          missingTexts[locale](
            alternatives(
              groups.map((group) => group.map(label).join(', ')),
              locale,
            ),
          );
        return { messages: { [first]: textOf(messages.missing, label(first), wanted) }, inactive: [] };
      }
      const missing = started.flatMap((group) => group.filter((name) => !given(name)));
      return {
        messages: Object.fromEntries(missing.map((name) => [name, textOf(messages.incomplete, label(name), () => incompleteTexts[locale](label(name)))])),
        inactive: [],
      };
    },
  };
}
