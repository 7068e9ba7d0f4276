import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/adapters/storage';
import { colorSchemeAtom, languageAtom } from './atoms';

afterEach(() => vi.restoreAllMocks());

/** Mounting the atom (as a component would) makes it read its stored value. */
function mounted<T>(atom: Parameters<ReturnType<typeof createStore>['sub']>[0]) {
  const store = createStore();
  store.sub(atom, () => undefined);
  return store.get(atom) as T;
}

describe('persisted preferences', () => {
  it('start in German and light mode', () => {
    expect(mounted(languageAtom)).toBe('de');
    expect(mounted(colorSchemeAtom)).toBe('light');
  });

  it('read back a stored language under its own key', () => {
    window.localStorage.setItem(storageKeys.language, '"en"');
    expect(mounted(languageAtom)).toBe('en');
  });

  it('log and ignore a corrupt stored language', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.localStorage.setItem(storageKeys.language, '"klingonisch"');
    expect(mounted(languageAtom)).toBe('de');
    expect(warn).toHaveBeenCalled();
  });

  it('log and ignore a stored colour scheme that is not JSON', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.localStorage.setItem(storageKeys.colorScheme, 'dark');
    expect(mounted(colorSchemeAtom)).toBe('light');
    expect(warn).toHaveBeenCalled();
  });

  it('write a change under the atom key', () => {
    const store = createStore();
    store.set(colorSchemeAtom, 'dark');
    expect(window.localStorage.getItem(storageKeys.colorScheme)).toBe('"dark"');
  });
});
