import { Checkbox, NativeSelect, Radio, Stack } from '@mantine/core';
import { fieldMessageProps } from './field-messages';
import type { FieldControlProps } from './text-field';

/** Lone checkbox, checkbox group, radio group and select. */
export function ChoiceField({ field, id, input }: FieldControlProps) {
  const messages = fieldMessageProps(field);
  // Mantine marks text inputs itself; checkboxes and radios get it from the same error.
  const invalid = input.error ? true : undefined;
  if (field.type === 'checkbox' && field.options.length === 0) {
    return (
      <Checkbox
        {...input}
        id={id}
        name={field.name}
        label={field.label}
        required={field.native.required}
        aria-invalid={invalid}
        description={messages.description}
      />
    );
  }
  // Groups take value, onChange and error; focus and blur belong to each choice.
  const { onBlur, onFocus, ...group } = input;
  if (field.type === 'checkbox') {
    return (
      <Checkbox.Group {...group} label={field.label} {...messages}>
        <Stack gap="xs" mt="xs">
          {field.options.map((option, index) => (
            <Checkbox
              key={option.value}
              id={`${id}-${index}`}
              name={field.name}
              value={option.value}
              label={option.label}
              aria-invalid={invalid}
              onFocus={onFocus}
              onBlur={onBlur}
            />
          ))}
        </Stack>
      </Checkbox.Group>
    );
  }
  if (field.type === 'radio') {
    return (
      <Radio.Group {...group} name={field.name} label={field.label} withAsterisk={field.native.required} {...messages}>
        <Stack gap="xs" mt="xs">
          {field.options.map((option, index) => (
            <Radio
              key={option.value}
              id={`${id}-${index}`}
              value={option.value}
              label={option.label}
              required={field.native.required}
              aria-invalid={invalid}
              onFocus={onFocus}
              onBlur={onBlur}
            />
          ))}
        </Stack>
      </Radio.Group>
    );
  }
  const data = [
    ...(field.placeholder ? [{ value: '', label: field.placeholder, disabled: true }] : []),
    ...field.options.map(({ value, label }) => ({ value, label })),
  ];
  return <NativeSelect {...input} id={id} name={field.name} label={field.label} required={field.native.required} data={data} {...messages} />;
}
