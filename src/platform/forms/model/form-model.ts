import type { Locale } from '@/i18n/locale';
import type { ValidationMessage } from '@/platform/forms/validation/model/validate';
import type { CrossFieldRule } from './cross-field-rules';
import type { FieldOption, FieldType, FieldValue, FormValues, VisibilityMode } from './field-definition';
import type { NativeAttributes } from './native-attributes';
import type { FormValueStore } from './value-store';

export interface VisibleMessage {
  readonly text: string;
  /** Blocking messages and server errors mark the input invalid; `?` rules only advise. */
  readonly blocking: boolean;
}

export interface FieldSnapshot {
  readonly name: string;
  readonly type: FieldType;
  readonly label: string;
  readonly placeholder: string | undefined;
  readonly description: string | undefined;
  readonly autoComplete: string | undefined;
  readonly options: readonly FieldOption[];
  readonly native: NativeAttributes;
  readonly value: FieldValue;
  readonly blurred: boolean;
  readonly dirty: boolean;
  readonly complete: boolean;
  readonly valid: boolean;
  readonly submitted: boolean;
  readonly settled: boolean;
  readonly validationVisible: boolean;
  readonly errors: readonly string[];
  /** Every current rule message, shown or not. */
  readonly messages: readonly ValidationMessage[];
  /** What the visitor should see now: rule messages once visible, then server errors. */
  readonly visibleMessages: readonly VisibleMessage[];
  /** Something blocking is visible: drives `aria-invalid`. */
  readonly invalid: boolean;
  /** False while a rule between inputs has taken it out of the form (a reason asked for only with one choice). */
  readonly active: boolean;
}

export interface FormSnapshot {
  readonly names: readonly string[];
  readonly fields: Readonly<Record<string, FieldSnapshot>>;
  readonly values: FormValues;
  readonly locale: Locale;
  readonly loading: boolean;
  /** Inputs are disabled while an asynchronous submit handler runs. */
  readonly disabled: boolean;
  readonly submitted: boolean;
  readonly settled: boolean;
  readonly valid: boolean;
  readonly incompleteMessage: string | undefined;
  readonly formErrors: readonly string[];
}

export type SubmitResult =
  | { readonly status: 'invalid'; readonly invalid: readonly string[] }
  | { readonly status: 'submitted' }
  /** No handler: the caller lets the browser submit the form element. */
  | { readonly status: 'native' }
  | { readonly status: 'failed'; readonly error: unknown }
  /** A submit was already under way; this one did nothing. */
  | { readonly status: 'busy' };

/** Translated option labels per input name, keyed by option value: `{ QUESTION_ROLE: { '1': 'For myself' } }`. */
export type OptionLabels = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** What the visitor reads of the inputs in one language: labels, option labels, descriptions and written-out messages, by input name. */
export interface TranslatedTexts {
  readonly labels?: Readonly<Record<string, string>>;
  readonly options?: OptionLabels;
  readonly descriptions?: Readonly<Record<string, string>>;
  /** A form's own messages given as text (by rule name); those given as functions look their words up when shown. */
  readonly messages?: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

/** Gets the values of the inputs that count (not those a rule between inputs took out). */
export type SubmitHandler = (values: FormValues, form: FormModel) => void | Promise<void>;

export interface FormModel {
  getSnapshot(): FormSnapshot;
  /** Compatible with React's useSyncExternalStore. */
  subscribe(listener: () => void): () => void;
  /** Writes the coerced value into the value store; the store's notification then validates it. */
  setValue(name: string, value: FieldValue): void;
  /**
   * Makes `store` the only home of the values: it takes the current values (writing those it
   * lacks), and every change made in it reaches the model. The returned function hands the
   * values back to memory, for a binding that goes away while the model stays.
   */
  attachValueStore(store: FormValueStore): () => void;
  blur(name: string): void;
  submit(handler?: SubmitHandler): Promise<SubmitResult>;
  setErrors(formErrors: readonly string[], fieldErrors?: Readonly<Record<string, string | readonly string[]>>): void;
  /** Without an id, or with the form's id, clears every error; with an input name, that input's. */
  clearErrors(id?: string): void;
  /**
   * Language switch: new labels, option labels, descriptions and message language, revalidated
   * at once. Values, choices and what is shown stay as they are; only what the visitor reads changes.
   */
  setLocale(locale: Locale, texts?: TranslatedTexts): void;
  /**
   * Resolves once no input is waiting for its settle time, a debounce or a validation run; rejects
   * with a mistake in the declaration found once the code of its rules was here (then
   * `getSnapshot` throws it too, as `createFormModel` throws one it finds at once).
   */
  whenSettled(): Promise<void>;
  dispose(): void;
}

export interface FormOptions {
  /** Lets `clearErrors(id)` address the whole form. */
  readonly id?: string;
  readonly locale?: Locale;
  /** Default for inputs without their own `visibility`. */
  readonly visibility?: VisibilityMode;
  readonly onSubmit?: SubmitHandler;
  /** Replaces the default "Form incomplete." / "Das Formular ist unvollständig.". */
  readonly incompleteMessage?: string;
  /** Values that win over the definitions' `value` (a prefilled e-mail, tracking data). */
  readonly values?: Readonly<Record<string, FieldValue>>;
  /** The clock for date rules; tests pin it. */
  readonly now?: () => Date;
  /** Rules between inputs (`cross-field-rules.ts`), checked whenever a value is committed. */
  readonly crossFieldRules?: readonly CrossFieldRule[];
}
