import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Each test imports the modules afresh, so the IBAN library starts out not loaded.
beforeEach(() => {
  vi.resetModules();
});
afterEach(() => {
  vi.doUnmock('ibantools');
  vi.restoreAllMocks();
});

const wrongIban = 'DE89 3704 0044 0532 0130 01';
const rightIban = 'DE89 3704 0044 0532 0130 00';

describe('rules that load a library on demand (iban)', () => {
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
    vi.doMock('ibantools', () => {
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

    vi.doUnmock('ibantools');
    form.setValue('IBAN', `${wrongIban} `);
    form.blur('IBAN');
    await form.whenSettled();
    expect(form.getSnapshot().fields.IBAN?.messages.map(({ rule }) => rule)).toEqual(['iban']);
  });
});
