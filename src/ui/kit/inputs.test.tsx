import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Checkbox, CheckboxGroup, NativeSelect, Radio, RadioGroup, Textarea, TextInput } from './inputs';

const options = [
  { value: 'post', label: 'Per Post' },
  { value: 'mail', label: 'Per E-Mail' },
];

describe('the one-line controls', () => {
  it.each([
    ['text input', () => <TextInput label="Vorname" description="So wie auf dem Briefkasten" error="Bitte gib deinen Vornamen an." required />, 'textbox'],
    ['text area', () => <Textarea label="Vorname" description="So wie auf dem Briefkasten" error="Bitte gib deinen Vornamen an." required />, 'textbox'],
    [
      'select',
      () => <NativeSelect label="Vorname" description="So wie auf dem Briefkasten" error="Bitte gib deinen Vornamen an." required data={options} />,
      'combobox',
    ],
  ] as const)('a %s is named by its label and described by its advice and its error', (_kind, element, role) => {
    render(element());
    const control = screen.getByRole(role, { name: 'Vorname' });
    expect(control).toBeRequired();
    expect(control).toBeInvalid();
    expect(control).toHaveAttribute('data-error', 'true');
    expect(control).toHaveAccessibleDescription('So wie auf dem Briefkasten Bitte gib deinen Vornamen an.');
    // The marker is for the eye and stays out of the name; screen readers hear "required" from the attribute.
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('leaves out what is not given: no marker, no description, not invalid', () => {
    render(<TextInput label="Telefon" />);
    const control = screen.getByRole('textbox', { name: 'Telefon' });
    expect(control).not.toBeRequired();
    expect(control).toBeValid();
    expect(control).not.toHaveAttribute('aria-describedby');
    expect(control).not.toHaveAttribute('data-error');
    expect(screen.queryByText('*')).toBeNull();
  });

  it('keeps an id the caller gives, and lets the caller override an attribute', () => {
    render(<TextInput label="E-Mail" id="email" type="email" aria-describedby="email-hint" />);
    const control = screen.getByRole('textbox', { name: 'E-Mail' });
    expect(control).toHaveAttribute('id', 'email');
    expect(control).toHaveAttribute('aria-describedby', 'email-hint');
  });

  it('lists the options of a select', async () => {
    render(<NativeSelect label="Versand" data={options} defaultValue="post" />);
    const select = screen.getByRole('combobox', { name: 'Versand' });
    await userEvent.selectOptions(select, 'Per E-Mail');
    expect(select).toHaveValue('mail');
  });
});

describe('the groups of choices', () => {
  function Topics() {
    const [value, setValue] = useState<string[]>([]);
    return (
      <CheckboxGroup
        label="Was interessiert dich?"
        error={value.length === 0 ? 'Bitte wähle mindestens ein Thema.' : undefined}
        required
        value={value}
        onChange={setValue}
      >
        <Checkbox value="calls" label="Videoanrufe" />
        <Checkbox value="radio" label="Radio" />
      </CheckboxGroup>
    );
  }

  it('a checkbox group is named by its legend and keeps the ticked values', async () => {
    render(<Topics />);
    const group = screen.getByRole('group', { name: 'Was interessiert dich?' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    const calls = screen.getByRole('checkbox', { name: 'Videoanrufe' });
    expect(calls).toHaveAccessibleDescription('Bitte wähle mindestens ein Thema.');
    await userEvent.click(calls);
    expect(calls).toBeChecked();
    expect(group).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('checkbox', { name: 'Radio' })).not.toBeChecked();
  });

  it('a radio group picks one value', async () => {
    function Delivery() {
      const [value, setValue] = useState('post');
      return (
        <RadioGroup label="Wie möchtest du das Infopaket?" value={value} onChange={setValue} name="delivery">
          <Radio value="post" label="Per Post" />
          <Radio value="mail" label="Per E-Mail" />
        </RadioGroup>
      );
    }
    render(<Delivery />);
    expect(screen.getByRole('radiogroup', { name: 'Wie möchtest du das Infopaket?' })).toBeInTheDocument();
    const mail = screen.getByRole('radio', { name: 'Per E-Mail' });
    await userEvent.click(mail);
    expect(mail).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Per Post' })).not.toBeChecked();
    expect(mail).toHaveAttribute('name', 'delivery');
  });
});
