import { describe, expect, it } from 'vitest';
import { createFormModel } from './create-form-model';
import type { FieldDefinition } from './field-definition';
import { choices } from '@tests/utils/choices';

const roleField: FieldDefinition = {
  name: 'ROLE',
  type: 'radio',
  label: 'Für wen?',
  rules: 'required',
  options: choices(['1', 'Für mich'], ['2', 'Für Angehörige']),
};

const optionLabels = (form: ReturnType<typeof createFormModel>) => form.getSnapshot().fields.ROLE?.options.map(({ label }) => label);

describe('a language switch', () => {
  it('relabels the options of a choice and keeps what the visitor chose', () => {
    const form = createFormModel([roleField]);
    form.setValue('ROLE', '2');
    form.setLocale('en', { labels: { ROLE: 'For whom?' }, options: { ROLE: { '1': 'For me', '2': 'For a relative' } } });
    const role = form.getSnapshot().fields.ROLE;
    expect(role?.options).toEqual([
      { value: '1', label: 'For me' },
      { value: '2', label: 'For a relative' },
    ]);
    expect(role?.label).toBe('For whom?');
    expect(role?.value).toBe('2');
  });

  it('keeps the labels it has for options the switch does not name', () => {
    const form = createFormModel([roleField]);
    form.setLocale('en', { options: { ROLE: { '1': 'For me' } } });
    expect(optionLabels(form)).toEqual(['For me', 'Für Angehörige']);
  });

  it('keeps the translated options when a later switch passes only labels', () => {
    const form = createFormModel([roleField]);
    form.setLocale('en', { options: { ROLE: { '1': 'For me', '2': 'For a relative' } } });
    form.setLocale('en', { labels: { ROLE: 'For whom?' } });
    expect(optionLabels(form)).toEqual(['For me', 'For a relative']);
  });

  it('hands out the same snapshot options until the language changes again', () => {
    const form = createFormModel([roleField]);
    form.setLocale('en', { options: { ROLE: { '1': 'For me', '2': 'For a relative' } } });
    const before = form.getSnapshot().fields.ROLE?.options;
    form.setValue('ROLE', '1');
    expect(form.getSnapshot().fields.ROLE?.options).toBe(before);
  });

  it('gives an input its description in the new language, and keeps the one it has when the switch names none', () => {
    const form = createFormModel([
      { ...roleField, description: 'Wähle eine Antwort.' },
      { name: 'NOTE', type: 'text', description: 'Freiwillig.' },
    ]);
    form.setLocale('en', { descriptions: { ROLE: 'Choose one answer.' } });
    expect(form.getSnapshot().fields.ROLE?.description).toBe('Choose one answer.');
    expect(form.getSnapshot().fields.NOTE?.description).toBe('Freiwillig.');
  });

  it("says a form's own message given as text in the new language, where it shows", async () => {
    const form = createFormModel([{ ...roleField, messages: { required: 'Bitte wähle eine Antwort.' } }]);
    await form.submit(() => undefined);
    form.setLocale('en', { messages: { ROLE: { required: 'Please choose an answer.' } } });
    await form.whenSettled();
    expect(form.getSnapshot().fields.ROLE?.visibleMessages.map(({ text }) => text)).toEqual(['Please choose an answer.']);
  });
});
