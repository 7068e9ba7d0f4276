import { bench, describe } from 'vitest';
import { validate } from './validate';

/** Twenty fields with three rules each, a mix the site's forms actually use. */
const ruleSets = [
  'required|length:1,200|alpha_spaces',
  'required|email|length:0,200',
  'required|number|between:1,99999',
  '?length:0,200|starts_with:+49,0|matches:/^[\\d +()-]+$/',
  'required|date_format:DD.MM.YYYY|date_before',
];

const fields = Array.from({ length: 20 }, (_, index) => ({
  name: `FIELD_${index}`,
  rules: ruleSets[index % ruleSets.length] ?? 'required',
}));

const validValues = ['Jürgen Müller', 'jane@example.com', '10115', '+49 30 1234567', '01.02.1950'];
const invalidValues = ['J', 'jane@', 'abc', 'x', '31.02.1950'];

function validateForm(values: readonly string[]) {
  return Promise.all(
    fields.map(({ name, rules }, index) => validate(values[index % values.length], rules, { field: name, locale: 'de', now: new Date('2024-06-15') })),
  );
}

describe('validate a 20-field form with three rules per field', () => {
  bench('all values valid', async () => {
    await validateForm(validValues);
  });

  bench('all values invalid (messages are built)', async () => {
    await validateForm(invalidValues);
  });
});
