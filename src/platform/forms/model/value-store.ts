import type { FieldValue, FormValues } from './field-definition';
import { sameValue } from './normalize-fields';

/**
 * Where a form's values live. The model keeps none of its own: it reads and writes them here, so
 * whatever holds them for the inputs (`@mantine/form` in the browser) is the only copy, and pure
 * tests and server-side uses hold them in memory.
 */
export interface FormValueStore {
  /** Every value by input name; a new object after every change, never changed in place. */
  getAll(): FormValues;
  get(name: string): FieldValue | undefined;
  /** Notifies the listeners synchronously, before it returns. */
  set(name: string, value: FieldValue): void;
  /** The listener hears the names whose values changed, whoever changed them. */
  subscribe(listener: (names: readonly string[]) => void): () => void;
}

/** The names whose values differ between two states; equal arrays are no change. */
export function changedNames(next: FormValues, previous: FormValues): string[] {
  return Object.keys(next).filter((name) => !sameValue(next[name], previous[name]));
}

export function createMemoryValueStore(initial: FormValues): FormValueStore {
  let values: FormValues = Object.freeze({ ...initial });
  const listeners = new Set<(names: readonly string[]) => void>();
  return {
    getAll: () => values,
    get: (name) => values[name],
    set(name, value) {
      if (sameValue(values[name], value)) return;
      values = Object.freeze({ ...values, [name]: value });
      listeners.forEach((listener) => listener([name]));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
