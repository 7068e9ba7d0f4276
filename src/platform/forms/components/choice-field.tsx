import { Stack } from '@/ui/kit/layout';
import { Checkbox, CheckboxGroup, NativeSelect, Radio, RadioGroup } from '@/ui/kit/inputs';
import { fieldMessageProps } from './field-messages';
import type { FieldControlProps } from './text-field';

const asList = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/** Lone checkbox, checkbox group, radio group and select. */
export function ChoiceField({ field, id, input }: FieldControlProps) {
  const messages = fieldMessageProps(field);
  // Text inputs mark themselves from the error; checkboxes and radios get it from the same error.
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
  const { onBlur, onFocus, onChange, value, error } = input;
  if (field.type === 'checkbox') {
    return (
      <CheckboxGroup value={asList(value)} onChange={onChange} label={field.label} error={error} description={messages.description}>
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
      </CheckboxGroup>
    );
  }
  if (field.type === 'radio') {
    return (
      <RadioGroup
        value={typeof value === 'string' ? value : ''}
        onChange={onChange}
        name={field.name}
        label={field.label}
        required={field.native.required}
        error={error}
        description={messages.description}
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
              onFocus={onFocus}
              onBlur={onBlur}
            />
          ))}
        </Stack>
      </RadioGroup>
    );
  }
  const data = [
    ...(field.placeholder ? [{ value: '', label: field.placeholder, disabled: true }] : []),
    ...field.options.map(({ value: optionValue, label }) => ({ value: optionValue, label })),
  ];
  return <NativeSelect {...input} id={id} name={field.name} label={field.label} required={field.native.required} data={data} {...messages} />;
}
