import { describe, expect, it, vi } from 'vitest';
import { createFormModel } from './create-form-model';
import { oneGroupRequired, requiredWhen } from './cross-field-rules';
import type { FieldDefinition } from './field-definition';
import { choices } from '@tests/utils/choices';

const fields: FieldDefinition[] = [
  { name: 'reference', type: 'text', label: 'Kundennummer', rules: 'length:1,100' },
  { name: 'street', type: 'text', label: 'Straße' },
  { name: 'city', type: 'text', label: 'Ort' },
  {
    name: 'kind',
    type: 'radio',
    label: 'Art',
    options: choices(['ordinary', 'ordentlich'], ['extraordinary', 'außerordentlich']),
    value: 'ordinary',
  },
  { name: 'reason', type: 'textarea', label: 'Grund', rules: 'length:1,20' },
];

const crossFieldRules = [
  oneGroupRequired({ groups: [['reference'], ['street', 'city']], messages: { missing: 'Nummer oder Anschrift, bitte.' } }),
  requiredWhen({ field: 'reason', when: { field: 'kind', is: 'extraordinary' }, message: 'Warum?' }),
];

const shown = (form: ReturnType<typeof createFormModel>, name: string) => form.getSnapshot().fields[name]?.visibleMessages.map(({ text }) => text);

describe('a form with rules between its inputs', () => {
  it('has its first state final: what the rules find is there before anything is typed', () => {
    const form = createFormModel(fields, { crossFieldRules });
    expect(form.getSnapshot().valid).toBe(false);
    expect(form.getSnapshot().fields.reference?.messages.map(({ text }) => text)).toEqual(['Nummer oder Anschrift, bitte.']);
    // Shown like the input's own messages: after a blur or a submit.
    expect(shown(form, 'reference')).toEqual([]);
    form.blur('reference');
    expect(shown(form, 'reference')).toEqual(['Nummer oder Anschrift, bitte.']);
    expect(form.getSnapshot().fields.reference?.invalid).toBe(true);
  });

  it('refuses a submit, names the inputs to fix in their order, and sends nothing', async () => {
    const handler = vi.fn();
    const form = createFormModel(fields, { crossFieldRules, values: { kind: 'extraordinary' } });
    expect(await form.submit(handler)).toEqual({ status: 'invalid', invalid: ['reference', 'reason'] });
    expect(handler).not.toHaveBeenCalled();
    expect(shown(form, 'reason')).toEqual(['Warum?']);
  });

  it('checks again when another input changes: the finding moves to the inputs a started group lacks', async () => {
    const form = createFormModel(fields, { crossFieldRules });
    await form.submit(() => undefined);
    form.setValue('street', 'Hauptstraße 1');
    await form.whenSettled();
    expect(shown(form, 'reference')).toEqual([]);
    expect(shown(form, 'city')).toEqual(['Bitte fülle auch „Ort“ aus.']);
    form.setValue('city', 'Berlin');
    await form.whenSettled();
    expect(form.getSnapshot().valid).toBe(true);
    expect(form.getSnapshot().incompleteMessage).toBeUndefined();
  });

  it('leaves out an input the rules took out: its own rules do not block and its value is not handed on', async () => {
    const handler = vi.fn();
    const form = createFormModel(fields, { crossFieldRules, values: { reference: 'L-1', reason: 'viel zu lang für dieses Feld hier' } });
    expect(form.getSnapshot().fields.reason?.active).toBe(false);
    expect(await form.submit(handler)).toEqual({ status: 'submitted' });
    expect(handler.mock.calls[0]?.[0]).toEqual({ reference: 'L-1', street: '', city: '', kind: 'ordinary' });

    form.setValue('kind', 'extraordinary');
    await form.whenSettled();
    expect(form.getSnapshot().fields.reason?.active).toBe(true);
    expect(form.getSnapshot().fields.reason?.messages.map(({ rule }) => rule)).toEqual(['length']);
    expect(form.getSnapshot().valid).toBe(false);
  });

  it('says what it found in the new language after a language switch', async () => {
    const form = createFormModel(fields, {
      crossFieldRules: [requiredWhen({ field: 'reason', when: { field: 'kind', is: 'extraordinary' } })],
      values: { reference: 'L-1', kind: 'extraordinary' },
    });
    await form.submit(() => undefined);
    expect(shown(form, 'reason')).toEqual(['Grund ist ein Pflichtfeld.']);
    form.setLocale('en', { labels: { reason: 'Reason' } });
    await form.whenSettled();
    expect(shown(form, 'reason')).toEqual(['Reason is required.']);
  });
});
