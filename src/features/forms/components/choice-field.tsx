import { Checkbox, NativeSelect, Radio, Stack } from '@mantine/core';
import { fieldMessageProps } from './field-messages';
import type { FieldControlProps } from './text-field';

/** Lone checkbox, checkbox group, radio group and select. */
export function ChoiceField({ field, id, onValue, onBlur }: FieldControlProps) {
  const messages = fieldMessageProps(field);
  const invalid = field.invalid || undefined;
  if (field.type === 'checkbox' && field.options.length === 0) {
    return (
      <Checkbox
        id={id}
        name={field.name}
        label={field.label}
        checked={field.value === true}
        required={field.native.required}
        aria-invalid={invalid}
        onChange={(event) => onValue(event.currentTarget.checked)}
        onBlur={onBlur}
        error={messages.error}
        description={messages.description}
      />
    );
  }
  if (field.type === 'checkbox') {
    return (
      <Checkbox.Group
        label={field.label}
        value={Array.isArray(field.value) ? [...field.value] : []}
        onChange={(value) => onValue(value)}
        {...messages}
      >
        <Stack gap="xs" mt="xs">
          {field.options.map((option, index) => (
            <Checkbox key={option.value} id={`${id}-${index}`} name={field.name} value={option.value} label={option.label} aria-invalid={invalid} onBlur={onBlur} />
          ))}
        </Stack>
      </Checkbox.Group>
    );
  }
  if (field.type === 'radio') {
    return (
      <Radio.Group
        name={field.name}
        label={field.label}
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={(value) => onValue(value)}
        withAsterisk={field.native.required}
        {...messages}
      >
        <Stack gap="xs" mt="xs">
          {field.options.map((option, index) => (
            <Radio
              key={option.value}
              id={`${id}-${index}`}
              value={option.value}
              label={option.label}
              required={field.native.required}
              aria-invalid={invalid}
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
  return (
    <NativeSelect
      id={id}
      name={field.name}
      label={field.label}
      value={typeof field.value === 'string' ? field.value : ''}
      required={field.native.required}
      data={data}
      onChange={(event) => onValue(event.currentTarget.value)}
      onBlur={onBlur}
      {...messages}
    />
  );
}
