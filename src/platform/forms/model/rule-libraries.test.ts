import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Each test imports the modules afresh, so no rule's code that loads on demand is here at first.
beforeEach(() => {
  vi.resetModules();
});
afterEach(() => {
  vi.doUnmock('@/platform/forms/validation/model/iban-rule');
  vi.restoreAllMocks();
});

const wrongIban = 'DE89 3704 0044 0532 0130 01';
const rightIban = 'DE89 3704 0044 0532 0130 00';

describe('rules whose code loads on demand (dates, matches, iban)', () => {
  it('refuses to run the rule before its library has loaded, instead of calling every IBAN wrong', async () => {
    const { parseRules, runRules, loadRuleLibraries, ruleLibrariesLoaded, FormDeveloperError } = await import('@/platform/forms/validation/model/validate');
    const rules = parseRules('required|iban', 'IBAN');
    expect(ruleLibrariesLoaded(rules)).toBe(false);
    expect(() => runRules(rightIban, rules, { field: 'IBAN' })).toThrow(FormDeveloperError);
    await loadRuleLibraries(rules);
    expect(ruleLibrariesLoaded(rules)).toBe(true);
    expect(runRules(rightIban, rules, { field: 'IBAN' })).toEqual([]);
    expect(runRules(wrongIban, rules, { field: 'IBAN' }).map(({ message }) => message.rule)).toEqual(['iban']);
  });

  it('needs nothing loaded for rules without a library', async () => {
    const { parseRules, ruleLibrariesLoaded } = await import('@/platform/forms/validation/model/validate');
    expect(ruleLibrariesLoaded(parseRules('required|email|max:40'))).toBe(true);
  });

  it('checks a starting IBAN once the library has loaded, and a form with it waits for that', async () => {
    const { createFormModel } = await import('./create-form-model');
    const form = createFormModel([{ name: 'IBAN', type: 'text', rules: 'required|iban' }], { visibility: 'live', locale: 'de', values: { IBAN: wrongIban } });
    expect(form.getSnapshot().fields.IBAN?.settled).toBe(false);
    await form.whenSettled();
    expect(form.getSnapshot().fields.IBAN?.messages.map(({ rule }) => rule)).toEqual(['iban']);
  });

  it('checks what the visitor types into the field as soon as the library is there', async () => {
    const { createFormModel } = await import('./create-form-model');
    const form = createFormModel([{ name: 'IBAN', type: 'text', rules: 'required|iban' }], { visibility: 'live', locale: 'de' });
    form.setValue('IBAN', rightIban);
    form.blur('IBAN');
    await form.whenSettled();
    expect(form.getSnapshot().fields.IBAN?.messages).toEqual([]);
    form.setValue('IBAN', wrongIban);
    form.blur('IBAN');
    await form.whenSettled();
    expect(form.getSnapshot().fields.IBAN?.messages.map(({ rule }) => rule)).toEqual(['iban']);
  });

  it('settles the field when the library cannot load, so submitting is not held up, and tries again at the next change', async () => {
    // The group's file cannot be fetched (offline): the IBAN's check and its library are in it.
    vi.doMock('@/platform/forms/validation/model/iban-rule', () => {
      throw new Error('offline');
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { createFormModel } = await import('./create-form-model');
    const form = createFormModel([{ name: 'IBAN', type: 'text', rules: 'required|iban' }], { visibility: 'live', locale: 'de' });
    form.setValue('IBAN', wrongIban);
    form.blur('IBAN');
    await form.whenSettled();
    expect(form.getSnapshot().fields.IBAN?.settled).toBe(true);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"IBAN" could not load'), expect.anything());

    vi.doUnmock('@/platform/forms/validation/model/iban-rule');
    error.mockClear();
    form.setValue('IBAN', `${wrongIban} `);
    form.blur('IBAN');
    await form.whenSettled();
    expect(error).not.toHaveBeenCalled();
    expect(form.getSnapshot().fields.IBAN?.messages.map(({ rule }) => rule)).toEqual(['iban']);
  });

  it('checks dates, regular expressions and letter sets once their code is here, and a form with them waits for it', async () => {
    const { createFormModel } = await import('./create-form-model');
    const form = createFormModel(
      [
        { name: 'DAY', type: 'text', rules: 'required|date_format:DD.MM.YYYY' },
        { name: 'ZIP', type: 'text', rules: 'required|matches:/^\\d{5}$/' },
        { name: 'NAME', type: 'text', rules: 'required|alpha_spaces' },
      ],
      { visibility: 'live', locale: 'de', values: { DAY: '31.02.2024', ZIP: '1011', NAME: 'R2-D2' } },
    );
    expect(form.getSnapshot().settled).toBe(false);
    await form.whenSettled();
    const rules = (name: string) => form.getSnapshot().fields[name]?.messages.map(({ rule }) => rule);
    expect([rules('DAY'), rules('ZIP'), rules('NAME')]).toEqual([['date_format'], ['matches'], ['alpha_spaces']]);
    form.setValue('DAY', '29.02.2024');
    form.setValue('ZIP', '10115');
    form.setValue('NAME', 'Jürgen Łukasz');
    await form.whenSettled();
    expect([rules('DAY'), rules('ZIP'), rules('NAME')]).toEqual([[], [], []]);
  });

  it.each([
    ['matches:/(/', 'Argument "/(/" of validation rule "matches" on field "ZIP" is not a valid regular expression'],
    ['matches:', 'Argument "" of validation rule "matches" on field "ZIP" is empty.'],
    ['date_format:hh:mm', 'Argument "hh:mm" of validation rule "date_format" on field "ZIP" is not a usable format: "h" is not a token'],
  ])('finds the wrong argument in %j once the code that checks it is here, as a developer error', async (rules, message) => {
    const { parseRules, validate, FormDeveloperError } = await import('@/platform/forms/validation/model/validate');
    // Only the group's code can tell; until it is here the rule parses.
    expect(() => parseRules(rules, 'ZIP')).not.toThrow();
    const checked = validate('12345', rules, { field: 'ZIP' });
    await expect(checked).rejects.toThrow(FormDeveloperError);
    await expect(checked).rejects.toThrow(message);
    // Parsed again, from the cache too, it throws now, as it does where the code was here first.
    expect(() => parseRules(rules, 'ZIP')).toThrow(message);
  });

  it('breaks a form whose rule turns out wrong once its code is here, as a mistake found at its creation does', async () => {
    const { createFormModel } = await import('./create-form-model');
    const { FormDeveloperError } = await import('@/platform/forms/validation/model/validate');
    const form = createFormModel([{ name: 'ZIP', type: 'text', rules: 'matches:/(/' }], { locale: 'de' });
    await expect(form.whenSettled()).rejects.toThrow(FormDeveloperError);
    expect(() => form.getSnapshot()).toThrow('Argument "/(/" of validation rule "matches" on field "ZIP" is not a valid regular expression');
  });
});
