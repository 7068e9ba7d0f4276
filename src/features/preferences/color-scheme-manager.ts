import type { MantineColorSchemeManager } from '@mantine/core';
import type { createStore } from 'jotai';
import { readJson, storageKeys } from '@/adapters/storage';
import { colorSchemeAtom, isColorScheme } from './atoms';

type Store = ReturnType<typeof createStore>;

/**
 * Lets Mantine read and write the colour scheme through the persisted jotai atom, so there
 * is one stored value (under its own key) and one source of truth.
 */
export function colorSchemeManager(store: Store): MantineColorSchemeManager {
  let unsubscribe: (() => void) | undefined;
  return {
    // Reads storage directly: on Mantine's first call the atom has not loaded its stored value yet.
    get: (defaultValue) => readJson(storageKeys.colorScheme, isColorScheme) ?? defaultValue,
    set: (value) => {
      if (isColorScheme(value)) store.set(colorSchemeAtom, value);
    },
    subscribe: (onUpdate) => {
      unsubscribe = store.sub(colorSchemeAtom, () => onUpdate(store.get(colorSchemeAtom)));
    },
    unsubscribe: () => {
      unsubscribe?.();
      unsubscribe = undefined;
    },
    clear: () => {
      store.set(colorSchemeAtom, 'light');
    },
  };
}
