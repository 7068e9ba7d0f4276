import { describe, expect, it, vi } from 'vitest';
import { createFormModel } from './create-form-model';
import type { FieldDefinition } from './field-definition';
import { changedNames, createMemoryValueStore } from './value-store';

const fields: FieldDefinition[] = [
  { name: 'EMAIL', type: 'email', label: 'E-Mail', rules: 'required|email' },
  { name: 'OPT_IN', type: 'checkbox', label: 'Einverstanden' },
];

describe('the memory value store', () => {
  it('replaces its values on a change and tells listeners which name changed', () => {
    const store = createMemoryValueStore({ EMAIL: '' });
    const before = store.getAll();
    const listener = vi.fn();
    store.subscribe(listener);
    store.set('EMAIL', 'jane@example.com');
    expect(before).toEqual({ EMAIL: '' });
    expect(store.getAll()).toEqual({ EMAIL: 'jane@example.com' });
    expect(listener).toHaveBeenCalledWith(['EMAIL']);
  });

  it('ignores a write of an equal value, arrays included', () => {
    const store = createMemoryValueStore({ TOPICS: ['musik'] });
    const listener = vi.fn();
    store.subscribe(listener);
    store.set('TOPICS', ['musik']);
    expect(listener).not.toHaveBeenCalled();
  });

  it('names the changed values between two states', () => {
    expect(changedNames({ A: 'x', B: ['1'], C: true }, { A: 'x', B: ['1'], C: false })).toEqual(['C']);
  });
});

describe('a form model on an attached value store', () => {
  it('reads and validates the values the store holds, changed by whoever holds it', async () => {
    const model = createFormModel(fields);
    const store = createMemoryValueStore({ EMAIL: '', OPT_IN: false });
    model.attachValueStore(store);
    store.set('EMAIL', 'jane@');
    expect(model.getSnapshot().values).toBe(store.getAll());
    await model.whenSettled();
    expect(model.getSnapshot().fields.EMAIL).toMatchObject({ value: 'jane@', dirty: true, valid: false });
  });

  it('writes its own changes and coercions into the store', () => {
    const model = createFormModel(fields);
    const store = createMemoryValueStore({ EMAIL: '', OPT_IN: false });
    model.attachValueStore(store);
    model.setValue('OPT_IN', 'on');
    expect(store.get('OPT_IN')).toBe(true);
    store.set('OPT_IN', 'yes');
    expect(store.get('OPT_IN')).toBe(false);
  });

  it('hands its values to the new store without counting them as edits, and takes them back on detach', () => {
    const model = createFormModel(fields, { values: { EMAIL: 'jane@example.com' } });
    const store = createMemoryValueStore({ EMAIL: '', OPT_IN: false });
    const detach = model.attachValueStore(store);
    expect(store.get('EMAIL')).toBe('jane@example.com');
    expect(model.getSnapshot().fields.EMAIL).toMatchObject({ dirty: false, settled: true });
    detach();
    store.set('EMAIL', 'other@example.com');
    expect(model.getSnapshot().values.EMAIL).toBe('jane@example.com');
  });
});
