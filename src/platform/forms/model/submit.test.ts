import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFormModel } from './create-form-model';
import type { FieldDefinition } from './field-definition';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const fields: FieldDefinition[] = [
  { name: 'EMAIL', type: 'email', label: 'E-Mail', rules: 'required|email' },
  { name: 'NOTE', type: 'text', label: 'Note', rules: '?length:10' },
];

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('submit', () => {
  it('marks every input submitted and shows every message', async () => {
    const form = createFormModel(fields);
    await form.submit(() => undefined);
    const { EMAIL, NOTE } = form.getSnapshot().fields;
    expect([EMAIL?.submitted, NOTE?.submitted]).toEqual([true, true]);
    expect(EMAIL?.visibleMessages.map(({ text }) => text)).toEqual(['E-Mail ist ein Pflichtfeld.']);
  });

  it('shows the incomplete message and calls no handler while a blocking message exists', async () => {
    const handler = vi.fn();
    const form = createFormModel(fields);
    expect(await form.submit(handler)).toEqual({ status: 'invalid', invalid: ['EMAIL'] });
    expect(handler).not.toHaveBeenCalled();
    expect(form.getSnapshot().incompleteMessage).toBe('Das Formular ist unvollständig.');
  });

  it('says "Form incomplete." in English', async () => {
    const form = createFormModel(fields, { locale: 'en' });
    await form.submit(() => undefined);
    expect(form.getSnapshot().incompleteMessage).toBe('Form incomplete.');
  });

  it("uses the form's own incomplete message when given", async () => {
    const form = createFormModel(fields, { incompleteMessage: 'Bitte prüfe die markierten Felder.' });
    await form.submit(() => undefined);
    expect(form.getSnapshot().incompleteMessage).toBe('Bitte prüfe die markierten Felder.');
  });

  it('removes the incomplete message once no blocking message is left', async () => {
    const form = createFormModel(fields);
    await form.submit(() => undefined);
    form.setValue('EMAIL', 'jane@example.com');
    await vi.advanceTimersByTimeAsync(20);
    expect(form.getSnapshot().incompleteMessage).toBeUndefined();
  });

  it('keeps the incomplete message while another blocking message remains', async () => {
    const form = createFormModel([...fields, { name: 'NAME', type: 'text', rules: 'required' }]);
    await form.submit(() => undefined);
    form.setValue('EMAIL', 'jane@example.com');
    await vi.advanceTimersByTimeAsync(20);
    expect(form.getSnapshot().incompleteMessage).toBe('Das Formular ist unvollständig.');
  });

  it('waits for a keystroke to settle and submits the latest value', async () => {
    const handler = vi.fn();
    const form = createFormModel(fields);
    form.setValue('EMAIL', 'jane@example.com');
    expect(await form.submit(handler)).toEqual({ status: 'submitted' });
    expect(handler).toHaveBeenCalledWith({ EMAIL: 'jane@example.com', NOTE: '' }, form);
  });

  it('runs a debounced rule at once on submit rather than submitting past it', async () => {
    const handler = vi.fn();
    const form = createFormModel([{ name: 'EMAIL', type: 'email', rules: '(5000)email' }]);
    form.setValue('EMAIL', 'nope');
    await vi.advanceTimersByTimeAsync(20);
    expect(await form.submit(handler)).toEqual({ status: 'invalid', invalid: ['EMAIL'] });
    expect(handler).not.toHaveBeenCalled();
  });

  it('submits despite non-blocking messages', async () => {
    const handler = vi.fn();
    const form = createFormModel(fields);
    form.setValue('EMAIL', 'jane@example.com');
    form.setValue('NOTE', 'short');
    expect(await form.submit(handler)).toEqual({ status: 'submitted' });
    expect(form.getSnapshot().fields.NOTE?.visibleMessages).toHaveLength(1);
  });

  it('is loading and disabled while an asynchronous handler runs', async () => {
    const request = deferred();
    const form = createFormModel(fields, { values: { EMAIL: 'jane@example.com' } });
    const result = form.submit(() => request.promise);
    await vi.advanceTimersByTimeAsync(0);
    expect(form.getSnapshot()).toMatchObject({ loading: true, disabled: true });
    request.resolve();
    expect(await result).toEqual({ status: 'submitted' });
    expect(form.getSnapshot()).toMatchObject({ loading: false, disabled: false });
  });

  it('ignores a second submit while the first one runs', async () => {
    const request = deferred();
    const handler = vi.fn(() => request.promise);
    const form = createFormModel(fields, { values: { EMAIL: 'jane@example.com' } });
    const first = form.submit(handler);
    await vi.advanceTimersByTimeAsync(0);
    expect(await form.submit(handler)).toEqual({ status: 'busy' });
    request.resolve();
    await first;
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('reports a failing handler and stops loading', async () => {
    const form = createFormModel(fields, { values: { EMAIL: 'jane@example.com' } });
    const error = new Error('CRM down');
    expect(await form.submit(() => Promise.reject(error))).toEqual({ status: 'failed', error });
    expect(form.getSnapshot().loading).toBe(false);
  });

  it('tells the caller to submit natively when there is no handler', async () => {
    const form = createFormModel(fields, { values: { EMAIL: 'jane@example.com' } });
    expect(await form.submit()).toEqual({ status: 'native' });
  });

  it('uses the handler given at creation when submit gets none', async () => {
    const onSubmit = vi.fn();
    const form = createFormModel(fields, { values: { EMAIL: 'jane@example.com' }, onSubmit });
    await form.submit();
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('hides the errors of the last attempt on the next submit', async () => {
    const form = createFormModel(fields, { values: { EMAIL: 'jane@example.com' } });
    form.setErrors(['Deine Anmeldung konnte nicht gespeichert werden. Bitte versuche es erneut.']);
    const result = form.submit(() => undefined);
    expect(form.getSnapshot().formErrors).toEqual([]);
    await result;
  });
});
