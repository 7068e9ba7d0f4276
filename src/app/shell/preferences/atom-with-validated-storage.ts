import { atomWithStorage } from 'jotai/utils';
import { readJson, removeKey, writeJson } from '@/adapters/storage';

/**
 * A persisted atom whose stored value is checked on the way in: a corrupt or foreign value
 * is logged by the storage adapter and the atom keeps its default. The
 * stored value is read after mount, so the first client render matches the prerendered HTML.
 */
export function atomWithValidatedStorage<T>(key: string, initial: T, isValid: (value: unknown) => value is T) {
  return atomWithStorage<T>(
    key,
    initial,
    {
      getItem: (storageKey, fallback) => readJson(storageKey, isValid) ?? fallback,
      setItem: (storageKey, value) => {
        writeJson(storageKey, value);
      },
      removeItem: (storageKey) => removeKey(storageKey),
      subscribe: (storageKey, callback, fallback) => {
        if (typeof window === 'undefined') return () => undefined;
        const listener = (event: StorageEvent) => {
          if (event.key === storageKey) callback(readJson(storageKey, isValid) ?? fallback);
        };
        window.addEventListener('storage', listener);
        return () => window.removeEventListener('storage', listener);
      },
    },
    { getOnInit: false },
  );
}
