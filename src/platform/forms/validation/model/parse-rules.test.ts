import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { FormDeveloperError } from './form-developer-error';
import { parseRules } from './parse-rules';
import { loadRuleLibraries } from './rules';

// A regular expression's or a date format's check comes with the code of its rule; once that is
// here, parsing checks them as it checks every other argument (before, see rule-libraries.test.ts).
beforeAll(() => loadRuleLibraries(parseRules('matches:x|date_format')));

const summary = (rules: string) =>
  parseRules(rules, 'FIELD').map(({ name, args, force, runOnEmpty, blocking, debounce }) => ({
    name,
    args,
    force,
    runOnEmpty,
    blocking,
    debounce,
  }));

describe('parseRules', () => {
  it('splits rules on pipes and arguments on commas', () => {
    expect(parseRules('required|length:5,200|email').map(({ name, args }) => [name, args])).toEqual([
      ['required', []],
      ['length', ['5', '200']],
      ['email', []],
    ]);
  });

  it('reads all four hints in any order', () => {
    expect(summary('*+?(200)matches:/^\\d+$/')).toEqual([
      { name: 'matches', args: ['/^\\d+$/'], force: true, runOnEmpty: true, blocking: false, debounce: 200 },
    ]);
    expect(summary('(50)?*email')[0]).toMatchObject({ force: true, blocking: false, debounce: 50, runOnEmpty: false });
  });

  it('lets required run on empty values without a hint', () => {
    expect(summary('required')[0]?.runOnEmpty).toBe(true);
  });

  it('keeps commas and pipes inside a regular expression', () => {
    expect(parseRules('matches:/^(a|b),c$/i,plain|required').map(({ name, args }) => [name, args])).toEqual([
      ['matches', ['/^(a|b),c$/i', 'plain']],
      ['required', []],
    ]);
  });

  it('does not end a regular expression at an escaped slash or a slash in a character class', () => {
    expect(parseRules('matches:/a\\/b|[/|]c/|email').map(({ args }) => args)).toEqual([['/a\\/b|[/|]c/'], []]);
  });

  it('treats slashes in other rules as plain text', () => {
    expect(parseRules('starts_with:/api,/app')[0]?.args).toEqual(['/api', '/app']);
  });

  it('ignores surrounding whitespace and empty rules', () => {
    expect(parseRules(' required |  | email | ').map(({ name }) => name)).toEqual(['required', 'email']);
    expect(parseRules('')).toEqual([]);
  });

  it('returns frozen rules so nobody changes a cached parse', () => {
    const [rule] = parseRules('length:1,2');
    expect(Object.isFrozen(rule)).toBe(true);
    expect(Object.isFrozen(rule?.args)).toBe(true);
  });

  it.each([
    ['lenght:1,200', 'Unknown validation rule "lenght" on field "VORNAME".'],
    ['required|emial', 'Unknown validation rule "emial" on field "VORNAME".'],
    ['(abc)required', 'Malformed hint in rule "(abc)required" on field "VORNAME"'],
    ['(200required', 'Malformed hint in rule "(200required" on field "VORNAME"'],
    ['**required', 'Hint "*" is given twice in rule "**required" on field "VORNAME".'],
    ['(99999999999)email', 'Debounce of 99999999999 ms in rule "(99999999999)email" on field "VORNAME" is too long.'],
    ['*+', 'Rule "*+" on field "VORNAME" has hints but no rule name.'],
    ['matches:/abc', 'Unterminated regular expression "/abc" in rule "matches" on field "VORNAME".'],
    ['matches:/(/', 'Argument "/(/" of validation rule "matches" on field "VORNAME" is not a valid regular expression'],
    ['matches:/a/z', 'Argument "/a/z" of validation rule "matches" on field "VORNAME" is not a valid regular expression'],
    ['matches:/a/ x', 'Unexpected " " after the regular expression /a/ in rule "matches" on field "VORNAME".'],
    ['between:1', 'Validation rule "between" on field "VORNAME" takes 2 arguments, got 1.'],
    ['between:1,x', 'Argument "x" of validation rule "between" on field "VORNAME" is not a number.'],
    ['length:a', 'Argument "a" of validation rule "length" on field "VORNAME" is not a whole number.'],
    ['email:x', 'Validation rule "email" on field "VORNAME" takes no arguments, got 1.'],
    ['required:strict', 'Argument "strict" of validation rule "required" on field "VORNAME" must be one of "default", "trim".'],
    ['alpha:greek', 'Argument "greek" of validation rule "alpha" on field "VORNAME" must be one of "default", "latin".'],
    ['confirm:x,exact', 'Argument "exact" of validation rule "confirm" on field "VORNAME" must be one of "loose", "strict".'],
    ['date_after:someday', 'Argument "someday" of validation rule "date_after" on field "VORNAME" is not a date.'],
    ['date_format:hh:mm', 'Argument "hh:mm" of validation rule "date_format" on field "VORNAME" is not a usable format: "h" is not a token'],
    ['is', 'Validation rule "is" on field "VORNAME" takes at least 1 argument, got 0.'],
    ['url:http s', 'Argument "http s" of validation rule "url" on field "VORNAME" is not a protocol name.'],
  ])('rejects %j with a developer error naming the rule and the field', (rules, message) => {
    expect(() => parseRules(rules, 'VORNAME')).toThrow(FormDeveloperError);
    expect(() => parseRules(rules, 'VORNAME')).toThrow(message);
  });

  it('says "an unnamed field" when the field is not known', () => {
    expect(() => parseRules('lenght')).toThrow('Unknown validation rule "lenght" on an unnamed field.');
  });

  it('names the field even when the same bad rule string was parsed before for another field', () => {
    expect(() => parseRules('nope', 'A')).toThrow('field "A"');
    expect(() => parseRules('nope', 'B')).toThrow('field "B"');
  });

  it('never throws anything but a FormDeveloperError, whatever the rule string', () => {
    const ruleish = fc.stringMatching(/^[*+?()0-9a-z_:,|/\\[\]^$.{} -]{0,40}$/);
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), ruleish), (rules) => {
        try {
          parseRules(rules, 'field');
        } catch (error) {
          if (!(error instanceof FormDeveloperError)) throw error;
        }
      }),
      { numRuns: 1000 },
    );
  });
});
