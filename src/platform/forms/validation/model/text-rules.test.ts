import { describe, expect, it } from 'vitest';
import { validate } from './validate';

const check = async (value: unknown, rules: string, siblings: Record<string, unknown> = {}, field = 'field') =>
  (await validate(value, rules, { siblings, field })).valid;

type Case = [rules: string, value: unknown, valid: boolean];

describe('text rules', () => {
  it.each<Case>([
    ['accepted', 'yes', true],
    ['accepted', 'on', true],
    ['accepted', '1', true],
    ['accepted', 'true', true],
    ['accepted', true, true],
    ['accepted', 1, true],
    ['accepted', 'YES', true],
    ['accepted', false, false],
    ['accepted', 'no', false],
    ['accepted', '0', false],
    ['accepted', ['1'], false],
  ])('accepted: %s with %j is valid = %s', async (rules, value, valid) => {
    expect(await check(value, rules)).toBe(valid);
  });

  // Hyphens are not letters: a double name such as "Jürgen-Müller" needs `matches`, not `alpha`.
  it.each<Case>([
    ['alpha', 'Jürgen', true],
    ['alpha', 'Łukasz', true],
    ['alpha', 'Straße', true],
    ['alpha', 'Ju\u0308rgen', true],
    ['alpha', 'Jürgen-Müller', false],
    ['alpha', 'Jürgen Müller', false],
    ['alpha', 'abc1', false],
    ['alpha', 'Дмитрий', false],
    ['alpha', ' ', false],
    ['alpha:latin', 'Juergen', true],
    ['alpha:latin', 'Jürgen', false],
    ['alpha:default', 'Jürgen', true],
    ['alpha', 42, false],
    ['alpha_spaces', 'Jürgen Müller', true],
    ['alpha_spaces', 'Jürgen-Müller', false],
    ['alpha_spaces', '   ', true],
    ['alpha_spaces:latin', 'Juergen Mueller', true],
    ['alpha_spaces:latin', 'Jürgen Müller', false],
    ['alphanumeric', 'Müller42', true],
    ['alphanumeric', 'Müller 42', false],
    ['alphanumeric', 42, true],
    ['alphanumeric:latin', 'abc123', true],
    ['alphanumeric:latin', 'äbc123', false],
  ])('letters: %s with %j is valid = %s', async (rules, value, valid) => {
    expect(await check(value, rules)).toBe(valid);
  });

  it.each<[string, unknown, Record<string, unknown>, string, boolean]>([
    ['confirm', 'secret', { password_confirm: 'secret' }, 'password', true],
    ['confirm', 'secret', { password_confirm: 'other' }, 'password', false],
    ['confirm', 'secret', { password: 'secret' }, 'password_confirm', true],
    ['confirm', 'secret', { password: 'other' }, 'password_confirm', false],
    ['confirm:EMAIL', 'a@b.de', { EMAIL: 'a@b.de' }, 'EMAIL_AGAIN', true],
    ['confirm:EMAIL', 'a@b.de', {}, 'EMAIL_AGAIN', false],
    ['confirm', '5', { count_confirm: 5 }, 'count', true],
    ['confirm:count_confirm,loose', '5', { count_confirm: 5 }, 'count', true],
    ['confirm:count_confirm,strict', '5', { count_confirm: 5 }, 'count', false],
    ['confirm:,strict', 5, { count_confirm: 5 }, 'count', true],
  ])('confirm: %s with %j and siblings %j on %s is valid = %s', async (rules, value, siblings, field, valid) => {
    expect(await check(value, rules, siblings, field)).toBe(valid);
  });

  it.each<Case>([
    ['email', 'jane@example.com', true],
    ['email', 'jürgen@müller.de', true],
    ['email', 'first.last+tag@sub.example.org', true],
    ['email', 'jane@example', false],
    ['email', 'jane example@example.com', false],
    ['email', 'jane@@example.com', false],
    ['email', ' jane@example.com', false],
    ['email', ['jane@example.com'], false],
  ])('email: %s with %j is valid = %s', async (rules, value, valid) => {
    expect(await check(value, rules)).toBe(valid);
  });

  it.each<Case>([
    ['starts_with:+49,0049', '+49 30 123', true],
    ['starts_with:+49,0049', '0049 30 123', true],
    ['starts_with:+49,0049', '030 123', false],
    ['ends_with:.de,.at', 'lumi.de', true],
    ['ends_with:.de,.at', 'lumi.com', false],
    ['ends_with:0', 10, true],
    ['is:1,2', '1', true],
    ['is:1,2', 2, true],
    ['is:1,2', '3', false],
    ['is:a,b', ['a', 'b'], true],
    ['is:a,b', ['a', 'c'], false],
    ['is:true', true, true],
    ['not:admin,root', 'jane', true],
    ['not:admin,root', 'root', false],
    ['not:a', ['b', 'a'], false],
    ['not:a', ['b'], true],
  ])('lists: %s with %j is valid = %s', async (rules, value, valid) => {
    expect(await check(value, rules)).toBe(valid);
  });

  it.each<Case>([
    ['matches:/^\\d{5}$/', '10115', true],
    ['matches:/^\\d{5}$/', '1011', false],
    ['matches:/^[a-z]+$/i', 'ABC', true],
    ['matches:/^[a-z]+$/', 'ABC', false],
    ['matches:/^(a|b),c$/', 'b,c', true],
    ['matches:/^a,b$/,exact', 'exact', true],
    ['matches:/^a,b$/,exact', 'a,b', true],
    ['matches:exact,other', 'other', true],
    ['matches:exact', 'exactly', false],
    ['matches:/^\\d+$/g', '12', true],
    ['matches:/[/]x/', 'a/x', true],
  ])('matches: %s with %j is valid = %s', async (rules, value, valid) => {
    expect(await check(value, rules)).toBe(valid);
  });

  it.each<Case>([
    ['required', 'x', true],
    ['required', '', false],
    ['required', undefined, false],
    ['required', null, false],
    ['required', [], false],
    ['required', ['a'], true],
    ['required', false, false],
    ['required', true, true],
    ['required', 0, true],
    ['required', '   ', true],
    ['required:trim', '   ', false],
    ['required:trim', '\n\t', false],
    ['required:trim', ' x ', true],
  ])('required: %s with %j is valid = %s', async (rules, value, valid) => {
    expect(await check(value, rules)).toBe(valid);
  });

  it.each<Case>([
    ['url', 'https://lumi.example/infopaket', true],
    ['url', 'http://lumi.example', true],
    ['url', 'ftp://lumi.example', false],
    ['url', 'lumi.example', false],
    ['url', 'https://', false],
    ['url:ftp', 'ftp://lumi.example', true],
    ['url:ftp', 'https://lumi.example', false],
    ['url:mailto,https', 'mailto:info@lumi.example', true],
  ])('url: %s with %j is valid = %s', async (rules, value, valid) => {
    expect(await check(value, rules)).toBe(valid);
  });

  it.each<Case>([
    ['iban', 'DE89 3704 0044 0532 0130 00', true],
    ['iban', 'DE89370400440532013000', true],
    ['iban', 'de89 3704 0044 0532 0130 00', true],
    ['iban', 'AT61 1904 3002 3457 3201', true],
    ['iban', 'DE00 1234 5678 9000 0000 00', false],
    ['iban', 'DE89 3704 0044 0532 0130 01', false],
    ['iban', 'DE89 3704 0044 0532 0130', false],
    ['iban', 'not an iban', false],
  ])('iban: %s with %j is valid = %s', async (rules, value, valid) => {
    expect(await check(value, rules)).toBe(valid);
  });
});
