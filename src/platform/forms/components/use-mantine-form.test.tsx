import { MantineProvider } from '@mantine/core';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FieldDefinition } from '../model/field-definition';
import { createFormModel } from '../model/create-form-model';
import type { FormModel } from '../model/form-model';
import { useFormModel } from '../use-form-model';
import { EngineForm } from './engine-form';
import { useMantineForm } from './use-mantine-form';
import { choices } from '@tests/utils/choices';

const fields: FieldDefinition[] = [
  { name: 'EMAIL', type: 'email', label: 'E-Mail', rules: 'required|email' },
  { name: 'NOTE', type: 'text', label: 'Notiz', rules: '?length:10', visibility: 'live' },
  { name: 'OPT_IN', type: 'checkbox', label: 'Einverstanden' },
  {
    name: 'TOPICS',
    type: 'checkbox',
    label: 'Themen',
    options: choices(['musik', 'Musik'], ['quiz', 'Quiz']),
  },
];

function bind(values?: Record<string, string>) {
  const model = createFormModel(fields, { values });
  const hook = renderHook(() => useMantineForm(model));
  return { model, mantine: () => hook.result.current };
}

describe('useMantineForm', () => {
  it('starts from the model values, prefill included', () => {
    const { mantine } = bind({ EMAIL: 'jane@example.com' });
    expect(mantine().getValues()).toEqual({ EMAIL: 'jane@example.com', NOTE: '', OPT_IN: false, TOPICS: [] });
    expect(mantine().getInputProps('OPT_IN', { type: 'checkbox' })).toMatchObject({ checked: false });
  });

  it('keeps the values once: the model reads the very values Mantine holds', async () => {
    const { model, mantine } = bind();
    act(() => mantine().getInputProps('EMAIL').onChange('jane@'));
    act(() => mantine().getInputProps('TOPICS').onChange(['quiz']));
    expect(mantine().getValues()).toMatchObject({ EMAIL: 'jane@', TOPICS: ['quiz'] });
    // Not an equal copy but the same object: there is no second map to drift apart.
    expect(model.getSnapshot().values).toBe(mantine().getValues());
    await act(() => model.whenSettled());
    expect(model.getSnapshot().fields.EMAIL).toMatchObject({ dirty: true, value: 'jane@' });
    expect(model.getSnapshot().fields.EMAIL?.messages.map(({ rule }) => rule)).toEqual(['email']);
  });

  it('validates a value written straight into Mantine, not only one typed into an input', async () => {
    const { model, mantine } = bind();
    act(() => mantine().setFieldValue('EMAIL', 'jane@example.com'));
    await act(() => model.whenSettled());
    expect(model.getSnapshot().fields.EMAIL).toMatchObject({ value: 'jane@example.com', valid: true, dirty: true });
  });

  it('writes a value the model coerces into Mantine', () => {
    const { model, mantine } = bind();
    act(() => model.setValue('OPT_IN', 'on'));
    act(() => model.setValue('TOPICS', 'musik'));
    expect(mantine().getValues()).toMatchObject({ OPT_IN: true, TOPICS: ['musik'] });
    expect(model.getSnapshot().values).toBe(mantine().getValues());
  });

  it('takes the values back into memory when the binding goes away', () => {
    const model = createFormModel(fields);
    const hook = renderHook(() => useMantineForm(model));
    act(() => hook.result.current.getInputProps('EMAIL').onChange('jane@example.com'));
    const held = hook.result.current.getValues();
    hook.unmount();
    expect(model.getSnapshot().values).not.toBe(held);
    expect(model.getSnapshot().values).toEqual(held);
    model.setValue('NOTE', 'noch da');
    expect(held.NOTE).toBe('');
    expect(model.getSnapshot().fields.NOTE?.value).toBe('noch da');
  });

  it('forwards blur to the model and mirrors the message it then shows', async () => {
    const { model, mantine } = bind();
    expect(mantine().errors).toEqual({});
    act(() => mantine().getInputProps('EMAIL').onBlur());
    await act(() => model.whenSettled());
    expect(model.getSnapshot().fields.EMAIL?.blurred).toBe(true);
    expect(mantine().errors).toEqual({ EMAIL: 'E-Mail ist ein Pflichtfeld.' });
    expect(mantine().getInputProps('EMAIL').error).toBe('E-Mail ist ein Pflichtfeld.');
  });

  it('leaves advice from ? rules out of the errors', async () => {
    const { model, mantine } = bind();
    act(() => mantine().getInputProps('NOTE').onChange('kurz'));
    await act(() => model.whenSettled());
    expect(model.getSnapshot().fields.NOTE?.visibleMessages).toEqual([expect.objectContaining({ blocking: false })]);
    expect(mantine().errors).toEqual({});
  });

  it('mirrors server errors and drops them when the model does', () => {
    const { model, mantine } = bind({ EMAIL: 'jane@example.com' });
    act(() => model.setErrors([], { EMAIL: 'Diese Adresse ist schon angemeldet.' }));
    expect(mantine().errors).toEqual({ EMAIL: 'Diese Adresse ist schon angemeldet.' });
    act(() => model.clearErrors('EMAIL'));
    expect(mantine().errors).toEqual({});
  });

  it('shows values set on the model in Mantine and validates them as edits', async () => {
    const { model, mantine } = bind();
    act(() => model.setValue('EMAIL', 'jane@example.com'));
    act(() => model.setValue('TOPICS', ['musik']));
    expect(mantine().values).toMatchObject({ EMAIL: 'jane@example.com', TOPICS: ['musik'] });
    await act(() => model.whenSettled());
    expect(model.getSnapshot().fields.TOPICS).toMatchObject({ value: ['musik'], dirty: true });
  });
});

describe('EngineForm on @mantine/form', () => {
  function renderForm() {
    let model: FormModel | undefined;
    function Harness() {
      model = useFormModel(fields);
      return <EngineForm form={model} submitLabel="Senden" />;
    }
    render(
      <MantineProvider>
        <Harness />
      </MantineProvider>,
    );
    return { user: userEvent.setup(), form: () => model as FormModel };
  }

  it('shows a server error on the input and clears it once the visitor edits', async () => {
    const { user, form } = renderForm();
    act(() => form().setErrors([], { EMAIL: 'Diese Adresse ist schon angemeldet.' }));
    const email = screen.getByRole('textbox', { name: 'E-Mail' });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Diese Adresse ist schon angemeldet.');
    await user.type(email, 'jane@example.com');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(form().getSnapshot().values.EMAIL).toBe('jane@example.com');
  });

  it('shows a value set on the model after mount in the input', () => {
    const { form } = renderForm();
    act(() => {
      form().setValue('EMAIL', 'jane@example.com');
      form().setValue('OPT_IN', true);
    });
    expect(screen.getByRole('textbox', { name: 'E-Mail' })).toHaveValue('jane@example.com');
    expect(screen.getByRole('checkbox', { name: 'Einverstanden' })).toBeChecked();
  });

  it('marks a lone checkbox invalid through the same error', async () => {
    const { form } = renderForm();
    act(() => form().setErrors([], { OPT_IN: 'Bitte zustimmen.' }));
    const checkbox = screen.getByRole('checkbox', { name: 'Einverstanden' });
    await waitFor(() => expect(checkbox).toHaveAttribute('aria-invalid', 'true'));
    expect(checkbox).toHaveAccessibleDescription('Bitte zustimmen.');
  });
});

describe('input names', () => {
  it('refuses a name Mantine would read as a nested path', () => {
    // React logs the error thrown while rendering.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const model = createFormModel([{ name: 'contact.email', type: 'email', label: 'E-Mail' }]);
    expect(() => renderHook(() => useMantineForm(model))).toThrow('Input name "contact.email" cannot be bound');
    logged.mockRestore();
  });
});
