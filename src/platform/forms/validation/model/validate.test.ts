import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FormDeveloperError } from './form-developer-error';
import { fallbackMessage } from './messages';
import { validate } from './validate';

const en = { locale: 'en', label: 'Code' } as const;
const rulesOf = async (value: unknown, rules: string) => (await validate(value, rules, en)).messages.map(({ rule }) => rule);

describe('validate', () => {
  it('stops at the first failing rule by default', async () => {
    expect(await rulesOf('a', 'length:3|number|email')).toEqual(['length']);
  });

  it('runs a rule marked with * even after an earlier failure', async () => {
    expect(await rulesOf('a', 'length:3|number|*email')).toEqual(['length', 'email']);
  });

  it('still stops before unmarked rules after a forced one', async () => {
    expect(await rulesOf('a', 'length:3|*email|number')).toEqual(['length', 'email']);
  });

  it('skips every rule but required on an empty value', async () => {
    expect(await rulesOf('', 'email|length:3')).toEqual([]);
    expect(await rulesOf(undefined, 'number')).toEqual([]);
    expect(await rulesOf([], 'min:2')).toEqual([]);
  });

  it('runs a rule marked with + on an empty value', async () => {
    expect(await rulesOf('', '+length:3')).toEqual(['length']);
  });

  it('treats whitespace as a value, not as empty', async () => {
    expect(await rulesOf('  ', 'email')).toEqual(['email']);
  });

  it('reports a rule marked with ? without making the value invalid', async () => {
    const result = await validate('ab', '?length:3', en);
    expect(result).toEqual({
      valid: true,
      messages: [{ rule: 'length', text: 'Code must be at least 3 characters.', blocking: false }],
    });
  });

  it('keeps checking after a non-blocking failure so a warning cannot hide an error', async () => {
    const result = await validate('ab', '?length:3|email', en);
    expect(result.valid).toBe(false);
    expect(result.messages.map(({ rule, blocking }) => [rule, blocking])).toEqual([
      ['length', false],
      ['email', true],
    ]);
  });

  it('ignores the debounce hint itself: waiting belongs to the form', async () => {
    expect(await rulesOf('x', '(5000)email')).toEqual(['email']);
  });

  it('answers valid with no messages when every rule passes', async () => {
    expect(await validate('jane@example.com', 'required|email', en)).toEqual({ valid: true, messages: [] });
  });

  it('reports a blocking failure as invalid', async () => {
    expect((await validate('', 'required', en)).valid).toBe(false);
  });

  it('rejects with a FormDeveloperError for an unknown rule, naming the field', async () => {
    await expect(validate('x', 'lenght:1,200', { field: 'VORNAME' })).rejects.toThrow(
      new FormDeveloperError('Unknown validation rule "lenght" on field "VORNAME".'),
    );
  });

  it('uses the fallback text when a message cannot be produced', () => {
    expect(fallbackMessage('en')).toBe('This field is not valid.');
    expect(fallbackMessage('de')).toBe('Dieses Feld ist nicht gültig.');
  });

  it('treats a value that cannot be inspected as invalid instead of throwing', async () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect((await validate(proxy, 'length:1|*is:a|*matches:x|*confirm', { siblings: { field_confirm: 1 }, field: 'field' })).valid).toBe(false);
  });

  const validRuleStrings = [
    'required',
    'required:trim|length:1,200',
    'required|email',
    'accepted',
    '+alpha|*alpha_spaces:latin|*alphanumeric',
    '*between:10,1|*number|*min:3|*max:5',
    '*confirm|*confirm:other,strict',
    '*date_after|*date_before:2024-01-01|*date_between:2024-01-01,2025-01-01|*date_format:DD.MM.YYYY|*date_format',
    '*+?(20)matches:/^\\d+$/,exact|*starts_with:a,b|*ends_with:z|*is:1,2|*not:3|*url|*url:ftp',
    '+length|+min|+max|+number|+email|+url|+is:x|+not:x',
  ];

  it('never throws or rejects, whatever the value', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.anything({ withBigInt: true, withDate: true, withMap: true, withSet: true, withNullPrototype: true, withTypedArray: true }),
        fc.constantFrom(...validRuleStrings),
        fc.constantFrom('de' as const, 'en' as const),
        async (value, rules, locale) => {
          const result = await validate(value, rules, { locale, field: 'field', siblings: { field_confirm: value, other: value } });
          expect(typeof result.valid).toBe('boolean');
          for (const message of result.messages) expect(typeof message.text).toBe('string');
        },
      ),
      { numRuns: 500 },
    );
  });
});
