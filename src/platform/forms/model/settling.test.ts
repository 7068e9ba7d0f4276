import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFormModel } from './create-form-model';
import { choices } from '@tests/utils/choices';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const live = { visibility: 'live', locale: 'en' } as const;
const ruleNames = (form: ReturnType<typeof createFormModel>, name: string) => form.getSnapshot().fields[name]?.messages.map(({ rule }) => rule);

describe('settling', () => {
  // The prerendered language: its messages are always there.
  it('is settled at creation: starting values are validated before the first snapshot, and nothing arrives later', async () => {
    const form = createFormModel([{ name: 'EMAIL', type: 'email', rules: 'required|(200)email' }], { ...live, locale: 'de', values: { EMAIL: 'nope' } });
    const listener = vi.fn();
    form.subscribe(listener);
    expect(form.getSnapshot().settled).toBe(true);
    expect(ruleNames(form, 'EMAIL')).toEqual(['email']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(listener).not.toHaveBeenCalled();
  });

  it('in a language whose messages are still to come, settles once they are here, with them', async () => {
    vi.resetModules();
    const { createFormModel: freshModel } = await import('./create-form-model');
    const form = freshModel([{ name: 'EMAIL', type: 'email', rules: 'required|email' }], { ...live, values: { EMAIL: 'nope' } });
    expect(form.getSnapshot().settled).toBe(false);
    await form.whenSettled();
    expect(form.getSnapshot().fields.EMAIL?.visibleMessages.map(({ text }) => text)).toEqual(['Please enter a valid email address.']);
  });

  it('takes writing the value a field already holds as no change: no revalidation, no notification', async () => {
    const form = createFormModel(
      [
        { name: 'UTM_SOURCE', type: 'hidden' },
        {
          name: 'TOPICS',
          type: 'checkbox',
          options: choices(['a', 'A'], ['b', 'B']),
        },
      ],
      live,
    );
    const listener = vi.fn();
    form.subscribe(listener);
    form.setValue('UTM_SOURCE', '');
    form.setValue('TOPICS', []);
    await vi.advanceTimersByTimeAsync(100);
    expect(listener).not.toHaveBeenCalled();
    form.setValue('UTM_SOURCE', 'newsletter');
    expect(form.getSnapshot().values.UTM_SOURCE).toBe('newsletter');
    expect(listener).toHaveBeenCalled();
  });

  it('shows the typed value at once but validates it 20 ms after the last keystroke', async () => {
    const form = createFormModel([{ name: 'EMAIL', type: 'email', rules: 'email' }], live);
    form.setValue('EMAIL', 'nope');
    expect(form.getSnapshot().fields.EMAIL?.value).toBe('nope');
    expect(form.getSnapshot().fields.EMAIL?.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(19);
    expect(ruleNames(form, 'EMAIL')).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(ruleNames(form, 'EMAIL')).toEqual(['email']);
    expect(form.getSnapshot().fields.EMAIL?.settled).toBe(true);
  });

  it('restarts the 20 ms with every keystroke', async () => {
    const form = createFormModel([{ name: 'EMAIL', type: 'email', rules: 'email' }], live);
    form.setValue('EMAIL', 'n');
    await vi.advanceTimersByTimeAsync(15);
    form.setValue('EMAIL', 'no');
    await vi.advanceTimersByTimeAsync(15);
    expect(form.getSnapshot().fields.EMAIL?.dirty).toBe(false);
    await vi.advanceTimersByTimeAsync(5);
    expect(form.getSnapshot().fields.EMAIL?.dirty).toBe(true);
  });

  it('commits a pending keystroke on blur', async () => {
    const form = createFormModel([{ name: 'EMAIL', type: 'email', rules: 'email' }], live);
    form.setValue('EMAIL', 'nope');
    form.blur('EMAIL');
    await vi.advanceTimersByTimeAsync(0);
    expect(ruleNames(form, 'EMAIL')).toEqual(['email']);
  });

  it('waits the debounce of a (n) rule after input before running it', async () => {
    const form = createFormModel([{ name: 'EMAIL', type: 'email', rules: 'required|(200)email' }], live);
    form.setValue('EMAIL', 'nope');
    await vi.advanceTimersByTimeAsync(20);
    expect(ruleNames(form, 'EMAIL')).toEqual([]);
    expect(form.getSnapshot().fields.EMAIL?.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(199);
    expect(ruleNames(form, 'EMAIL')).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(ruleNames(form, 'EMAIL')).toEqual(['email']);
    expect(form.getSnapshot().fields.EMAIL?.settled).toBe(true);
  });

  it('shows the messages of undelayed rules before a debounced rule runs', async () => {
    const form = createFormModel([{ name: 'CODE', type: 'text', rules: 'number|*(300)length:5' }], live);
    form.setValue('CODE', 'ab');
    await vi.advanceTimersByTimeAsync(20);
    expect(ruleNames(form, 'CODE')).toEqual(['number']);
    await vi.advanceTimersByTimeAsync(300);
    expect(ruleNames(form, 'CODE')).toEqual(['number', 'length']);
  });

  it('keeps a debounced rule message while the rule waits to run again', async () => {
    const form = createFormModel([{ name: 'EMAIL', type: 'email', rules: '(200)email' }], live);
    form.setValue('EMAIL', 'nope');
    await vi.advanceTimersByTimeAsync(220);
    form.setValue('EMAIL', 'jane@example.com');
    await vi.advanceTimersByTimeAsync(100);
    expect(ruleNames(form, 'EMAIL')).toEqual(['email']);
    await vi.advanceTimersByTimeAsync(120);
    expect(ruleNames(form, 'EMAIL')).toEqual([]);
  });

  it('does not wait for a debounced rule that an earlier failure already stops', async () => {
    const form = createFormModel([{ name: 'EMAIL', type: 'email', rules: 'required|(500)email' }], live);
    form.setValue('EMAIL', 'x');
    await vi.advanceTimersByTimeAsync(20);
    form.setValue('EMAIL', '');
    await vi.advanceTimersByTimeAsync(20);
    expect(ruleNames(form, 'EMAIL')).toEqual(['required']);
    expect(form.getSnapshot().fields.EMAIL?.settled).toBe(true);
  });

  it('drops the result of a debounced rule when a newer keystroke arrives', async () => {
    const form = createFormModel([{ name: 'EMAIL', type: 'email', rules: '(100)email' }], live);
    form.setValue('EMAIL', 'nope');
    await vi.advanceTimersByTimeAsync(90);
    form.setValue('EMAIL', 'jane@example.com');
    await vi.advanceTimersByTimeAsync(100);
    expect(ruleNames(form, 'EMAIL')).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    expect(ruleNames(form, 'EMAIL')).toEqual([]);
  });

  it('rechecks a confirm field when the field it compares with changes', async () => {
    const form = createFormModel(
      [
        { name: 'password', type: 'text', rules: 'required' },
        { name: 'password_confirm', type: 'text', rules: 'required|confirm' },
      ],
      live,
    );
    form.setValue('password', 'secret');
    form.setValue('password_confirm', 'secret');
    await vi.advanceTimersByTimeAsync(20);
    expect(ruleNames(form, 'password_confirm')).toEqual([]);
    form.setValue('password', 'changed');
    await vi.advanceTimersByTimeAsync(20);
    expect(form.getSnapshot().fields.password_confirm?.messages.map(({ text }) => text)).toEqual(['Password confirm does not match.']);
  });

  it('resolves whenSettled once every input has settled', async () => {
    const form = createFormModel([{ name: 'A', type: 'text', rules: '(100)length:3' }]);
    form.setValue('A', 'x');
    let settled = false;
    void form.whenSettled().then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(110);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(10);
    expect(settled).toBe(true);
  });

  it('rewrites messages in the new language with new labels', async () => {
    const form = createFormModel([{ name: 'EMAIL', type: 'email', label: 'E-Mail', rules: 'required' }], { visibility: 'live' });
    await form.whenSettled();
    form.setLocale('en', { labels: { EMAIL: 'Email' } });
    await form.whenSettled();
    expect(form.getSnapshot().fields.EMAIL?.visibleMessages[0]?.text).toBe('Email is required.');
    expect(form.getSnapshot().fields.EMAIL?.label).toBe('Email');
  });
});
