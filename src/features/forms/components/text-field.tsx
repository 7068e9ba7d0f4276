import { Textarea, TextInput } from '@mantine/core';
import type { FieldValue } from '../model/field-definition';
import type { FieldSnapshot } from '../model/form-model';
import { fieldMessageProps } from './field-messages';

export interface FieldControlProps {
  readonly field: FieldSnapshot;
  readonly id: string;
  readonly onValue: (value: FieldValue) => void;
  readonly onBlur: () => void;
}

/** Text, e-mail, phone and multi-line inputs; the native attributes keep the form usable without script. */
export function TextField({ field, id, onValue, onBlur }: FieldControlProps) {
  const shared = {
    id,
    name: field.name,
    label: field.label,
    value: typeof field.value === 'string' ? field.value : '',
    required: field.native.required,
    maxLength: field.native.maxLength,
    placeholder: field.placeholder,
    autoComplete: field.autoComplete,
    onBlur,
    ...fieldMessageProps(field),
  };
  if (field.type === 'textarea') {
    return <Textarea {...shared} rows={4} resize="vertical" onChange={(event) => onValue(event.currentTarget.value)} />;
  }
  return <TextInput {...shared} type={field.type} onChange={(event) => onValue(event.currentTarget.value)} />;
}
