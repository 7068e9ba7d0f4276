import { memo, useCallback } from 'react';
import type { FieldValue } from '../model/field-definition';
import type { FieldSnapshot, FormModel } from '../model/form-model';
import { ChoiceField } from './choice-field';
import { TextField } from './text-field';

export interface FormFieldProps {
  readonly form: FormModel;
  readonly field: FieldSnapshot;
  readonly id: string;
}

/**
 * Field snapshots keep their identity until that field changes, so with memo a keystroke
 * re-renders one input instead of the whole form.
 */
export const FormField = memo(function FormField({ form, field, id }: FormFieldProps) {
  const { name } = field;
  const onValue = useCallback((value: FieldValue) => form.setValue(name, value), [form, name]);
  const onBlur = useCallback(() => form.blur(name), [form, name]);
  if (field.type === 'hidden') {
    return <input type="hidden" id={id} name={name} value={typeof field.value === 'string' ? field.value : String(field.value)} />;
  }
  const props = { field, id, onValue, onBlur };
  if (field.type === 'checkbox' || field.type === 'radio' || field.type === 'select') return <ChoiceField {...props} />;
  return <TextField {...props} />;
});
