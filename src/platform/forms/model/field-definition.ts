import type { MessageOverrides } from '@/platform/forms/validation/model/messages';

export const fieldTypes = ['text', 'email', 'tel', 'checkbox', 'radio', 'select', 'textarea', 'hidden'] as const;
export type FieldType = (typeof fieldTypes)[number];

export const visibilityModes = ['live', 'blur', 'dirty', 'submit'] as const;
/** When rule messages become visible: always, after blur (default), after a change, after submit. */
export type VisibilityMode = (typeof visibilityModes)[number];

export interface FieldOption {
  readonly value: string;
  readonly label: string;
}

/** Text-like fields hold strings, a lone checkbox a boolean, a checkbox group the chosen option values. */
export type FieldValue = string | boolean | readonly string[];

export interface FieldDefinition {
  readonly name: string;
  readonly type: FieldType;
  /** Translated by the caller; messages use it too. */
  readonly label?: string;
  readonly rules?: string;
  readonly options?: readonly FieldOption[];
  readonly placeholder?: string;
  readonly description?: string;
  readonly visibility?: VisibilityMode;
  /** Native attribute only; derived from a `length`/`max` rule when not given. */
  readonly maxLength?: number;
  /** Native attribute; `true` also adds a `required` rule when the rules have none. */
  readonly required?: boolean;
  readonly value?: FieldValue;
  readonly autoComplete?: string;
  readonly messages?: MessageOverrides;
}

export type FormValues = Readonly<Record<string, FieldValue>>;

/** A text input's value as an endpoint takes it: trimmed, '' for anything that is no text. */
export function textOf(value: FieldValue | undefined): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** An input event settles 20 ms after the last keystroke. */
export const inputSettleMs = 20;
