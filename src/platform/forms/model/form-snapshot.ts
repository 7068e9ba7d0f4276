import type { FieldOption, FieldValue, VisibilityMode } from './field-definition';
import { type FieldState, hasBlockingFailure, isComplete, isValidationVisible } from './field-state';
import type { FieldSnapshot, VisibleMessage } from './form-model';
import type { NativeAttributes } from './native-attributes';
import type { NormalizedField } from './normalize-fields';
import { readOnly } from './read-only';

/** What the visitor reads of an input in the current language. */
export interface FieldTexts {
  readonly label: string;
  readonly options: readonly FieldOption[];
  readonly description: string | undefined;
}

export function buildFieldSnapshot(
  field: NormalizedField,
  state: FieldState,
  value: FieldValue,
  { label, options, description }: FieldTexts,
  mode: VisibilityMode,
  native: NativeAttributes,
): FieldSnapshot {
  const { definition } = field;
  const messages = Object.freeze(
    state.inactive ? [] : [...state.failures.map(({ message }) => message), ...state.crossField].map((message) => Object.freeze({ ...message })),
  );
  const validationVisible = isValidationVisible(mode, state);
  const visibleMessages: VisibleMessage[] = [
    ...(validationVisible ? messages.map(({ text, blocking }) => ({ text, blocking })) : []),
    ...state.errors.map((text) => ({ text, blocking: true })),
  ];
  return readOnly(
    {
      name: definition.name,
      type: definition.type,
      label,
      placeholder: definition.placeholder,
      description,
      autoComplete: definition.autoComplete,
      options,
      native,
      value,
      blurred: state.blurred,
      dirty: state.dirty,
      complete: isComplete(field.parsed.length > 0, state, value),
      valid: !hasBlockingFailure(state),
      submitted: state.submitted,
      settled: state.settled,
      validationVisible,
      errors: Object.freeze([...state.errors]),
      messages,
      visibleMessages: Object.freeze(visibleMessages.map((message) => Object.freeze(message))),
      invalid: visibleMessages.some(({ blocking }) => blocking),
      active: !state.inactive,
    },
    `Input "${definition.name}"`,
  );
}
