import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FieldDefinition } from '../model/field-definition';
import type { FormModel, FormOptions, SubmitHandler } from '../model/form-model';
import { useFormModel } from '../use-form-model';
import { EngineForm } from './engine-form';
import { choices } from '@tests/utils/choices';

afterEach(() => {
  vi.restoreAllMocks();
});

function renderEngineForm(fields: FieldDefinition[], { onSubmit, ...options }: FormOptions & { onSubmit?: SubmitHandler } = {}) {
  let model: FormModel | undefined;
  function Harness({ locale }: { locale: 'de' | 'en' }) {
    const form = useFormModel(fields, { ...options, locale });
    model = form;
    return <EngineForm form={form} submitLabel="Senden" onSubmit={onSubmit} action="/crm" method="post" />;
  }
  const user = userEvent.setup();
  const view = render(
    <MantineProvider>
      <Harness locale={options.locale ?? 'de'} />
    </MantineProvider>,
  );
  const rerenderIn = (locale: 'de' | 'en') =>
    view.rerender(
      <MantineProvider>
        <Harness locale={locale} />
      </MantineProvider>,
    );
  return { user, rerenderIn, form: () => model as FormModel, container: view.container };
}

const emailField: FieldDefinition = { name: 'EMAIL', type: 'email', label: 'E-Mail', rules: 'required|email' };

describe('EngineForm', () => {
  it('shows the message after blur in blur mode and ties it to the input', async () => {
    const { user } = renderEngineForm([emailField]);
    const email = screen.getByRole('textbox', { name: 'E-Mail' });
    await user.click(email);
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.tab();
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    const describedBy = email.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)).toHaveTextContent('E-Mail ist ein Pflichtfeld.');
  });

  it('describes advice from a ? rule without marking the input invalid', async () => {
    const { user } = renderEngineForm([{ name: 'NOTE', type: 'text', label: 'Notiz', rules: '?length:10' }], { visibility: 'live' });
    await user.type(screen.getByRole('textbox', { name: 'Notiz' }), 'kurz');
    const note = screen.getByRole('textbox', { name: 'Notiz' });
    await waitFor(() => expect(note).toHaveAccessibleDescription('Notiz muss mindestens 10 Zeichen lang sein.'));
    expect(note).not.toHaveAttribute('aria-invalid');
  });

  it('shows the incomplete message as an alert and removes it once the input is fixed', async () => {
    const { user } = renderEngineForm([emailField], { onSubmit: vi.fn() });
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Das Formular ist unvollständig.');
    await user.type(screen.getByRole('textbox', { name: 'E-Mail' }), 'jane@example.com');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('disables the inputs and shows loading while an asynchronous handler runs', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = renderEngineForm([emailField], { onSubmit, values: { EMAIL: 'jane@example.com' } });
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    await waitFor(() => expect(screen.getByRole('group')).toBeDisabled());
    expect(screen.getByRole('textbox', { name: 'E-Mail' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'E-Mail' }).closest('form')).toHaveAttribute('aria-busy', 'true');
    finish();
    await waitFor(() => expect(screen.getByRole('group')).toBeEnabled());
  });

  it('lets the browser submit the form natively when there is no handler', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const { user } = renderEngineForm([emailField], { values: { EMAIL: 'jane@example.com' } });
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    await waitFor(() => expect(submit).toHaveBeenCalledOnce());
  });

  it('does not submit natively while a field is invalid', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const { user } = renderEngineForm([emailField]);
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    await screen.findByRole('alert');
    expect(submit).not.toHaveBeenCalled();
  });

  it('switches native validation off once the script runs', () => {
    const { container } = renderEngineForm([emailField]);
    expect(container.querySelector('form')?.noValidate).toBe(true);
  });

  it('shows server errors at the form and at the input', async () => {
    const { form } = renderEngineForm([emailField]);
    form().setErrors(['Deine Anmeldung konnte nicht gespeichert werden. Bitte versuche es erneut.'], { EMAIL: 'Diese Adresse ist schon angemeldet.' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Deine Anmeldung konnte nicht gespeichert werden.');
    const email = screen.getByRole('textbox', { name: 'E-Mail' });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Diese Adresse ist schon angemeldet.');
  });

  it('reports a failing handler to onSubmitFailed', async () => {
    const onSubmitFailed = vi.fn();
    const error = new Error('CRM down');
    function Harness() {
      const form = useFormModel([emailField], { values: { EMAIL: 'jane@example.com' } });
      return <EngineForm form={form} submitLabel="Senden" onSubmit={() => Promise.reject(error)} onSubmitFailed={onSubmitFailed} />;
    }
    const user = userEvent.setup();
    render(
      <MantineProvider>
        <Harness />
      </MantineProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    await waitFor(() => expect(onSubmitFailed).toHaveBeenCalledWith(error));
  });

  it('renders a select without placeholder on its first option and a checkbox group as an array', async () => {
    const onSubmit = vi.fn();
    const { user } = renderEngineForm(
      [
        {
          name: 'PLAN',
          type: 'select',
          label: 'Tarif',
          options: choices(['basis', 'Basis'], ['alles', 'Alles dabei']),
        },
        {
          name: 'TOPICS',
          type: 'checkbox',
          label: 'Themen',
          options: choices(['musik', 'Musik'], ['quiz', 'Quiz']),
        },
        { name: 'STORY', type: 'textarea', label: 'Geschichte' },
      ],
      { onSubmit },
    );
    expect(screen.getByRole('combobox', { name: 'Tarif' })).toHaveValue('basis');
    await user.click(screen.getByRole('checkbox', { name: 'Quiz' }));
    await user.type(screen.getByRole('textbox', { name: 'Geschichte' }), 'Hallo');
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ PLAN: 'basis', TOPICS: ['quiz'], STORY: 'Hallo' }, expect.anything()));
  });

  it('rewrites labels and messages when the language changes', async () => {
    const fields = (locale: 'de' | 'en'): FieldDefinition[] => [{ ...emailField, label: locale === 'de' ? 'E-Mail' : 'Email' }];
    let current: 'de' | 'en' = 'de';
    function Harness() {
      const form = useFormModel(fields(current), { locale: current, visibility: 'live' });
      return <EngineForm form={form} submitLabel="Send" />;
    }
    const view = render(
      <MantineProvider>
        <Harness />
      </MantineProvider>,
    );
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'E-Mail' })).toHaveAccessibleDescription('E-Mail ist ein Pflichtfeld.'));
    current = 'en';
    view.rerender(
      <MantineProvider>
        <Harness />
      </MantineProvider>,
    );
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Email is required.'));
  });
});
