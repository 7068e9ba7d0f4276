import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { hiddenTrackingFieldNames } from '@/platform/tracking/model/hidden-fields';
import type { FieldDefinition, FormValues } from '../model/field-definition';
import { useFormModel } from '../use-form-model';
import { EngineForm } from './engine-form';
import { choices } from '@tests/utils/choices';

const tracking = [...hiddenTrackingFieldNames].map((name): FieldDefinition => ({ name, type: 'hidden', rules: 'length:0,200' }));

/** The info package order form with the CRM's field names, declared with the engine. */
const infoPackageFields: FieldDefinition[] = [
  { name: 'VORNAME', type: 'text', label: 'Vorname', rules: 'required|length:1,200', autoComplete: 'given-name' },
  { name: 'NACHNAME', type: 'text', label: 'Nachname', rules: 'required|length:1,200', autoComplete: 'family-name' },
  { name: 'EMAIL', type: 'email', label: 'E-Mail', rules: 'required|email', autoComplete: 'email' },
  { name: 'TELEFONNUMMER', type: 'tel', label: 'Telefonnummer', maxLength: 200, autoComplete: 'tel' },
  {
    name: 'QUESTION_ROLE',
    type: 'radio',
    label: 'Für wen interessierst du dich?',
    rules: 'required',
    options: choices(['1', 'Für mich'], ['2', 'Für Angehörige']),
    messages: { required: 'Bitte wähle aus, für wen das Infopaket ist.' },
  },
  { name: 'STRASSE_HAUSNUMMER', type: 'text', label: 'Straße und Hausnummer', maxLength: 200 },
  { name: 'PLZ', type: 'text', label: 'PLZ', maxLength: 200 },
  { name: 'STADT', type: 'text', label: 'Stadt', maxLength: 200 },
  {
    name: 'OPT_IN',
    type: 'checkbox',
    label: 'Ich bin einverstanden, unter der angegebenen Nummer kontaktiert zu werden, und habe die Datenschutzerklärung gelesen.',
    rules: 'accepted',
    messages: { accepted: 'Bitte stimme der Kontaktaufnahme und der Datenschutzerklärung zu.' },
  },
  ...tracking,
  { name: 'email_address_check', type: 'hidden' },
  { name: 'locale', type: 'hidden', value: 'de' },
];

function InfoPackageForm({ onSubmit }: { onSubmit?: (values: FormValues) => void }) {
  const form = useFormModel(infoPackageFields, { locale: 'de', values: { UTM_SOURCE: 'newsletter' } });
  return <EngineForm form={form} submitLabel="Infopaket anfordern" onSubmit={onSubmit} />;
}

function renderForm(onSubmit?: (values: FormValues) => void) {
  const user = userEvent.setup();
  render(
    <MantineProvider>
      <InfoPackageForm onSubmit={onSubmit} />
    </MantineProvider>,
  );
  return user;
}

const submitButton = () => screen.getByRole('button', { name: 'Infopaket anfordern' });

describe('info package form on the engine', () => {
  it('focuses the first invalid field after a failed submit and shows German messages', async () => {
    const user = renderForm(vi.fn());
    await user.click(submitButton());

    const firstName = screen.getByRole('textbox', { name: 'Vorname' });
    await waitFor(() => expect(firstName).toHaveFocus());
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAccessibleDescription('Vorname ist ein Pflichtfeld.');
    expect(screen.getByRole('textbox', { name: 'Nachname' })).toHaveAccessibleDescription('Nachname ist ein Pflichtfeld.');
    expect(screen.getByRole('textbox', { name: 'E-Mail' })).toHaveAccessibleDescription('E-Mail ist ein Pflichtfeld.');
    expect(screen.getByRole('radiogroup', { name: 'Für wen interessierst du dich?' })).toHaveAccessibleDescription(
      'Bitte wähle aus, für wen das Infopaket ist.',
    );
    expect(screen.getByRole('checkbox', { name: /Ich bin einverstanden/ })).toHaveAccessibleDescription(
      'Bitte stimme der Kontaktaufnahme und der Datenschutzerklärung zu.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Das Formular ist unvollständig.');
  });

  it('leaves the optional fields without messages', async () => {
    const user = renderForm(vi.fn());
    await user.click(submitButton());
    await screen.findByRole('alert');
    for (const name of ['Telefonnummer', 'Straße und Hausnummer', 'PLZ', 'Stadt']) {
      expect(screen.getByRole('textbox', { name })).not.toHaveAttribute('aria-invalid');
    }
  });

  it('moves focus to the next invalid field once the first is filled in', async () => {
    const user = renderForm(vi.fn());
    await user.type(screen.getByRole('textbox', { name: 'Vorname' }), 'Jürgen');
    await user.type(screen.getByRole('textbox', { name: 'Nachname' }), 'Müller');
    await user.type(screen.getByRole('textbox', { name: 'E-Mail' }), 'juergen@example.com');
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Für mich' })).toHaveFocus());
  });

  it('says which e-mail addresses are not valid', async () => {
    const user = renderForm(vi.fn());
    const email = screen.getByRole('textbox', { name: 'E-Mail' });
    await user.type(email, 'juergen@');
    await user.tab();
    await waitFor(() => expect(email).toHaveAccessibleDescription('Bitte gib eine gültige E-Mail-Adresse ein.'));
  });

  it('hands every value, hidden ones included, to the submit handler', async () => {
    const onSubmit = vi.fn();
    const user = renderForm(onSubmit);
    await user.type(screen.getByRole('textbox', { name: 'Vorname' }), 'Jürgen');
    await user.type(screen.getByRole('textbox', { name: 'Nachname' }), 'Müller-Lüdenscheidt');
    await user.type(screen.getByRole('textbox', { name: 'E-Mail' }), 'juergen@example.com');
    await user.click(screen.getByRole('radio', { name: 'Für Angehörige' }));
    await user.click(screen.getByRole('checkbox', { name: /Ich bin einverstanden/ }));
    await user.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      VORNAME: 'Jürgen',
      NACHNAME: 'Müller-Lüdenscheidt',
      EMAIL: 'juergen@example.com',
      TELEFONNUMMER: '',
      QUESTION_ROLE: '2',
      OPT_IN: true,
      UTM_SOURCE: 'newsletter',
      email_address_check: '',
      locale: 'de',
    });
  });

  it('keeps the native attributes so the form works without script', () => {
    renderForm();
    const firstName = screen.getByRole('textbox', { name: 'Vorname' });
    expect(firstName).toHaveAttribute('name', 'VORNAME');
    expect(firstName).toBeRequired();
    expect(firstName).toHaveAttribute('maxlength', '200');
    expect(screen.getByRole('textbox', { name: 'E-Mail' })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: 'Telefonnummer' })).not.toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Telefonnummer' })).toHaveAttribute('maxlength', '200');
    expect(screen.getByRole('checkbox', { name: /Ich bin einverstanden/ })).toBeRequired();
    const radios = within(screen.getByRole('radiogroup')).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('name'))).toEqual(['QUESTION_ROLE', 'QUESTION_ROLE']);
    const form = firstName.closest('form');
    expect(form?.querySelector('input[type="hidden"][name="locale"]')).toHaveValue('de');
    expect(form?.querySelector('input[type="hidden"][name="UTM_SOURCE"]')).toHaveValue('newsletter');
    expect(form?.querySelector('input[type="hidden"][name="email_address_check"]')).toHaveValue('');
  });
});
