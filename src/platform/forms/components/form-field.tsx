import { memo } from 'react';
import { ChoiceField } from './choice-field';
import { type FieldControlProps, TextField } from './text-field';

export type FormFieldProps = FieldControlProps;

/**
 * `getInputProps` returns fresh handlers on every render, but they only call Mantine's memoised
 * setters and the model, so a field re-renders only when its snapshot or its input data
 * (value, checked, error) changes: a keystroke re-renders one input, not the whole form.
 */
function sameField(previous: FormFieldProps, next: FormFieldProps): boolean {
  if (previous.field !== next.field || previous.id !== next.id) return false;
  const before = previous.input as unknown as Record<string, unknown>;
  const after = next.input as unknown as Record<string, unknown>;
  const keys = Object.keys(after);
  return (
    keys.length === Object.keys(before).length &&
    keys.every((key) => (typeof after[key] === 'function' ? typeof before[key] === 'function' : Object.is(before[key], after[key])))
  );
}

export const FormField = memo(function FormField({ field, id, input }: FormFieldProps) {
  if (field.type === 'hidden') {
    return <input type="hidden" id={id} name={field.name} value={typeof field.value === 'string' ? field.value : String(field.value)} />;
  }
  if (field.type === 'checkbox' || field.type === 'radio' || field.type === 'select') return <ChoiceField field={field} id={id} input={input} />;
  return <TextField field={field} id={id} input={input} />;
}, sameField);
