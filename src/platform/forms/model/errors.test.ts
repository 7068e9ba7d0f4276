import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFormModel } from './create-form-model';

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.useFakeTimers();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  warn.mockRestore();
});

const makeForm = () =>
  createFormModel(
    [
      { name: 'EMAIL', type: 'email', rules: 'email' },
      { name: 'PHONE', type: 'tel' },
    ],
    { id: 'info-package', visibility: 'submit' },
  );
const errorsOf = (form: ReturnType<typeof makeForm>, name: string) => form.getSnapshot().fields[name]?.errors;

describe('server errors', () => {
  it('sets form errors and per-input errors given as a string or a list', () => {
    const form = makeForm();
    form.setErrors(['Saving failed.'], { EMAIL: 'Already registered.', PHONE: ['Unknown number.', 'Try again.'] });
    expect(form.getSnapshot().formErrors).toEqual(['Saving failed.']);
    expect(errorsOf(form, 'EMAIL')).toEqual(['Already registered.']);
    expect(errorsOf(form, 'PHONE')).toEqual(['Unknown number.', 'Try again.']);
  });

  it('shows input errors at once, whatever the visibility mode, and marks the input invalid', () => {
    const form = makeForm();
    form.setErrors([], { EMAIL: 'Already registered.' });
    expect(form.getSnapshot().fields.EMAIL).toMatchObject({
      visibleMessages: [{ text: 'Already registered.', blocking: true }],
      invalid: true,
    });
  });

  it('warns about an unknown input id and still sets the known ones', () => {
    const form = makeForm();
    form.setErrors([], { NOPE: 'x', EMAIL: 'y' });
    expect(warn).toHaveBeenCalledWith('setErrors: no form or input with id "NOPE".');
    expect(errorsOf(form, 'EMAIL')).toEqual(['y']);
  });

  it('clears every error without an id', () => {
    const form = makeForm();
    form.setErrors(['a'], { EMAIL: 'b' });
    form.clearErrors();
    expect(form.getSnapshot().formErrors).toEqual([]);
    expect(errorsOf(form, 'EMAIL')).toEqual([]);
  });

  it('clears every error with the form id', () => {
    const form = makeForm();
    form.setErrors(['a'], { EMAIL: 'b' });
    form.clearErrors('info-package');
    expect(form.getSnapshot().formErrors).toEqual([]);
    expect(errorsOf(form, 'EMAIL')).toEqual([]);
  });

  it("clears only one input's errors with its name", () => {
    const form = makeForm();
    form.setErrors(['a'], { EMAIL: 'b', PHONE: 'c' });
    form.clearErrors('EMAIL');
    expect(errorsOf(form, 'EMAIL')).toEqual([]);
    expect(errorsOf(form, 'PHONE')).toEqual(['c']);
    expect(form.getSnapshot().formErrors).toEqual(['a']);
  });

  it('warns about clearErrors with an unknown id instead of failing', () => {
    const form = makeForm();
    expect(() => form.clearErrors('nope')).not.toThrow();
    expect(warn).toHaveBeenCalledWith('clearErrors: no form or input with id "nope".');
  });

  it("clears an input's server error when the visitor changes it", () => {
    const form = makeForm();
    form.setErrors([], { EMAIL: 'Already registered.' });
    form.setValue('EMAIL', 'other@example.com');
    expect(errorsOf(form, 'EMAIL')).toEqual([]);
  });

  it('does not let server errors block the next submit: the server judges them again', async () => {
    const form = makeForm();
    form.setErrors(['Saving failed.'], { EMAIL: 'Already registered.' });
    expect(await form.submit(() => undefined)).toEqual({ status: 'submitted' });
  });

  it('warns about setValue on an unknown input instead of failing', () => {
    const form = makeForm();
    form.setValue('NOPE', 'x');
    expect(warn).toHaveBeenCalledWith('setValue: no form or input with id "NOPE".');
  });
});
