import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FormDeveloperError } from '@/platform/forms/validation/model/form-developer-error';
import { createFormModel } from './create-form-model';
import type { FieldDefinition } from './field-definition';
import { choices } from '@tests/utils/choices';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const roles = [
  { value: '1', label: 'Für mich' },
  { value: '2', label: 'Für Angehörige' },
];

describe('field values', () => {
  it('gives a checkbox with options an array value', () => {
    const form = createFormModel([{ name: 'TOPICS', type: 'checkbox', options: roles }]);
    expect(form.getSnapshot().values.TOPICS).toEqual([]);
    form.setValue('TOPICS', ['2']);
    expect(form.getSnapshot().values.TOPICS).toEqual(['2']);
  });

  it('gives a lone checkbox a boolean value', () => {
    const form = createFormModel([{ name: 'OPT_IN', type: 'checkbox' }]);
    expect(form.getSnapshot().values.OPT_IN).toBe(false);
  });

  it('starts a select without placeholder on its first option', () => {
    const form = createFormModel([{ name: 'ROLE', type: 'select', options: roles }]);
    expect(form.getSnapshot().values.ROLE).toBe('1');
  });

  it('starts a select with placeholder empty', () => {
    const form = createFormModel([{ name: 'ROLE', type: 'select', options: roles, placeholder: 'Bitte wählen' }]);
    expect(form.getSnapshot().values.ROLE).toBe('');
  });

  it('starts a radio group with nothing chosen', () => {
    const form = createFormModel([{ name: 'ROLE', type: 'radio', options: roles }]);
    expect(form.getSnapshot().values.ROLE).toBe('');
  });

  it('lets form values win over definition values', () => {
    const form = createFormModel(
      [
        { name: 'EMAIL', type: 'email', value: 'a@b.de' },
        { name: 'locale', type: 'hidden', value: 'de' },
      ],
      {
        values: { EMAIL: 'prefilled@example.com' },
      },
    );
    expect(form.getSnapshot().values).toEqual({ EMAIL: 'prefilled@example.com', locale: 'de' });
  });
});

describe('complete', () => {
  it('is complete when an input with rules is valid', async () => {
    const form = createFormModel([{ name: 'EMAIL', type: 'email', rules: 'required|email' }]);
    await form.whenSettled();
    expect(form.getSnapshot().fields.EMAIL?.complete).toBe(false);
    form.setValue('EMAIL', 'jane@example.com');
    await vi.advanceTimersByTimeAsync(20);
    expect(form.getSnapshot().fields.EMAIL?.complete).toBe(true);
  });

  it('is complete when an input without rules is dirty and not empty', async () => {
    const form = createFormModel([{ name: 'PHONE', type: 'tel' }]);
    expect(form.getSnapshot().fields.PHONE?.complete).toBe(false);
    form.setValue('PHONE', '030 123');
    await vi.advanceTimersByTimeAsync(20);
    expect(form.getSnapshot().fields.PHONE?.complete).toBe(true);
  });

  it('is not complete for an unticked checkbox without rules', async () => {
    const form = createFormModel([{ name: 'NEWS', type: 'checkbox' }]);
    form.setValue('NEWS', true);
    form.setValue('NEWS', false);
    await vi.advanceTimersByTimeAsync(20);
    expect(form.getSnapshot().fields.NEWS?.complete).toBe(false);
  });
});

describe('native attributes', () => {
  it('derives required and maxLength from the rules', () => {
    const form = createFormModel([
      { name: 'VORNAME', type: 'text', rules: 'required|length:1,200' },
      { name: 'TELEFONNUMMER', type: 'tel', maxLength: 200 },
      { name: 'OPT_IN', type: 'checkbox', rules: 'accepted' },
      { name: 'HINT', type: 'text', rules: '?required' },
    ]);
    const { VORNAME, TELEFONNUMMER, OPT_IN, HINT } = form.getSnapshot().fields;
    expect(VORNAME?.native).toEqual({ required: true, maxLength: 200 });
    expect(TELEFONNUMMER?.native).toEqual({ required: false, maxLength: 200 });
    expect(OPT_IN?.native.required).toBe(true);
    expect(HINT?.native.required).toBe(false);
  });

  it('adds a required rule when the definition says required', async () => {
    const form = createFormModel([{ name: 'NAME', type: 'text', required: true, rules: 'length:2' }], { locale: 'en' });
    await form.submit(() => undefined);
    expect(form.getSnapshot().fields.NAME?.messages.map(({ text }) => text)).toEqual(['Name is required.']);
  });
});

describe('developer errors', () => {
  it.each<[string, unknown, string]>([
    ['a missing type', [{ name: 'EMAIL' }], 'Input definition for field "EMAIL" has no type.'],
    ['an unknown type', [{ name: 'BIRTHDAY', type: 'date' }], 'Unknown input type "date" on field "BIRTHDAY".'],
    ['a missing name', [{ type: 'text' }], 'Input definition #1 has no name.'],
    ['rules that are not a string', [{ name: 'A', type: 'text', rules: ['required'] }], 'Validation rules on field "A" must be a string, got object.'],
    ['an unknown rule', [{ name: 'VORNAME', type: 'text', rules: 'lenght:1,200' }], 'Unknown validation rule "lenght" on field "VORNAME".'],
    [
      'a duplicate name',
      [
        { name: 'A', type: 'text' },
        { name: 'A', type: 'tel' },
      ],
      'Two inputs are named "A".',
    ],
    ['an unknown visibility', [{ name: 'A', type: 'text', visibility: 'hover' }], 'Unknown validation visibility "hover" on field "A".'],
  ])('throws a FormDeveloperError for %s', (_case, definitions, message) => {
    expect(() => createFormModel(definitions as FieldDefinition[])).toThrow(new FormDeveloperError(message));
  });

  it('warns about invalid radio options and renders the group without them', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const form = createFormModel([
      {
        name: 'ROLE',
        type: 'radio',
        options: choices(['1', 'a'], ['1', 'b']),
      },
    ]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Invalid radio options on field "ROLE"'));
    expect(form.getSnapshot().fields.ROLE?.options).toEqual([]);
  });

  it('refuses an assignment to an input snapshot', () => {
    const form = createFormModel([{ name: 'EMAIL', type: 'email' }]);
    const field = form.getSnapshot().fields.EMAIL as { value: unknown };
    expect(() => {
      field.value = 'x';
    }).toThrow(FormDeveloperError);
  });

  it('refuses changes to the form state itself', () => {
    const form = createFormModel([{ name: 'EMAIL', type: 'email' }]);
    const snapshot = form.getSnapshot() as { loading: boolean; fields: Record<string, unknown> };
    expect(() => {
      snapshot.loading = true;
    }).toThrow('The form state cannot be changed directly');
    expect(() => {
      delete snapshot.fields.EMAIL;
    }).toThrow(FormDeveloperError);
  });

  it('freezes the values handed out', () => {
    const form = createFormModel([{ name: 'EMAIL', type: 'email' }]);
    const values = form.getSnapshot().values as Record<string, unknown>;
    expect(() => {
      values.EMAIL = 'x';
    }).toThrow(TypeError);
  });
});

describe('subscriptions', () => {
  it('notifies subscribers and keeps the snapshot identical between changes', () => {
    const form = createFormModel([{ name: 'EMAIL', type: 'email' }]);
    const listener = vi.fn();
    const unsubscribe = form.subscribe(listener);
    const before = form.getSnapshot();
    expect(form.getSnapshot()).toBe(before);
    form.setValue('EMAIL', 'a');
    expect(listener).toHaveBeenCalled();
    expect(form.getSnapshot()).not.toBe(before);
    unsubscribe();
    listener.mockClear();
    form.setValue('EMAIL', 'ab');
    expect(listener).not.toHaveBeenCalled();
  });
});
