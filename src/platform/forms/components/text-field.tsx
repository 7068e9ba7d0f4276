import type { GetInputPropsReturnType } from '@mantine/form';
import { Textarea, TextInput } from '@/ui/kit/inputs';
import type { FieldSnapshot } from '../model/form-model';
import { fieldMessageProps } from './field-messages';

export interface FieldControlProps {
  readonly field: FieldSnapshot;
  readonly id: string;
  /** From `@mantine/form`'s `getInputProps`: value, onChange, onBlur (which also reaches the model) and the error. */
  readonly input: GetInputPropsReturnType;
}

/** Text, e-mail, phone and multi-line inputs; the native attributes keep the form usable without script. */
export function TextField({ field, id, input }: FieldControlProps) {
  const shared = {
    ...input,
    id,
    name: field.name,
    label: field.label,
    required: field.native.required,
    maxLength: field.native.maxLength,
    placeholder: field.placeholder,
    autoComplete: field.autoComplete,
    ...fieldMessageProps(field),
  };
  if (field.type === 'textarea') return <Textarea {...shared} rows={4} />;
  return <TextInput {...shared} type={field.type} />;
}
