import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFormModel } from './create-form-model';
import type { VisibilityMode } from './field-definition';

const texts = (form: ReturnType<typeof createFormModel>, name = 'EMAIL') => form.getSnapshot().fields[name]?.visibleMessages.map(({ text }) => text);

function emailForm(visibility?: VisibilityMode, formVisibility?: VisibilityMode) {
  return createFormModel([{ name: 'EMAIL', type: 'email', label: 'E-Mail', rules: 'required|email', visibility }], {
    locale: 'de',
    visibility: formVisibility,
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('validation visibility', () => {
  it('hides messages before blur in blur mode', async () => {
    const form = emailForm('blur');
    form.setValue('EMAIL', 'nope');
    await vi.advanceTimersByTimeAsync(50);
    expect(form.getSnapshot().fields.EMAIL?.messages).toHaveLength(1);
    expect(texts(form)).toEqual([]);
  });

  it('shows the message after blur in blur mode', async () => {
    const form = emailForm('blur');
    await form.whenSettled();
    form.blur('EMAIL');
    expect(texts(form)).toEqual(['E-Mail ist ein Pflichtfeld.']);
  });

  it('uses blur mode when neither input nor form chooses one', async () => {
    const form = emailForm();
    await form.whenSettled();
    expect(texts(form)).toEqual([]);
    form.blur('EMAIL');
    expect(texts(form)).toEqual(['E-Mail ist ein Pflichtfeld.']);
  });

  it('shows messages from the start in live mode', async () => {
    const form = emailForm('live');
    await form.whenSettled();
    expect(texts(form)).toEqual(['E-Mail ist ein Pflichtfeld.']);
  });

  it('shows messages once a change has settled in dirty mode', async () => {
    const form = emailForm('dirty');
    form.blur('EMAIL');
    form.setValue('EMAIL', 'nope');
    await vi.advanceTimersByTimeAsync(19);
    expect(texts(form)).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(texts(form)).toEqual(['Bitte gib eine gültige E-Mail-Adresse ein.']);
  });

  it('shows messages only after a submit attempt in submit mode', async () => {
    const form = emailForm('submit');
    form.setValue('EMAIL', 'nope');
    form.blur('EMAIL');
    await vi.advanceTimersByTimeAsync(50);
    expect(texts(form)).toEqual([]);
    await form.submit(() => undefined);
    expect(texts(form)).toEqual(['Bitte gib eine gültige E-Mail-Adresse ein.']);
  });

  it('takes the form default for inputs without their own mode', async () => {
    const form = emailForm(undefined, 'live');
    await form.whenSettled();
    expect(texts(form)).toEqual(['E-Mail ist ein Pflichtfeld.']);
  });

  it('keeps messages visible once shown, without another blur', async () => {
    const form = emailForm('blur');
    form.blur('EMAIL');
    form.setValue('EMAIL', 'jane@example.com');
    await vi.advanceTimersByTimeAsync(20);
    expect(texts(form)).toEqual([]);
    form.setValue('EMAIL', 'jane@');
    await vi.advanceTimersByTimeAsync(20);
    expect(form.getSnapshot().fields.EMAIL?.validationVisible).toBe(true);
    expect(texts(form)).toEqual(['Bitte gib eine gültige E-Mail-Adresse ein.']);
  });

  it('marks the input invalid only while a blocking message is visible', async () => {
    const form = createFormModel([{ name: 'CODE', type: 'text', rules: '?length:5' }], { visibility: 'live' });
    form.setValue('CODE', 'abc');
    await vi.advanceTimersByTimeAsync(20);
    const field = form.getSnapshot().fields.CODE;
    expect(field?.visibleMessages).toEqual([{ text: 'Code muss mindestens 5 Zeichen lang sein.', blocking: false }]);
    expect(field?.invalid).toBe(false);
    expect(field?.valid).toBe(true);
  });
});
