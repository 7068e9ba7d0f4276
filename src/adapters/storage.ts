import { storageKeys } from './storage-keys';
import { mayWrite } from './write-policy';

/**
 * The only module that touches localStorage and sessionStorage. Storage can be blocked (private
 * mode, cookie settings) or hold values another version wrote: every call is wrapped, never
 * throws into the UI, and a corrupt value is logged and treated as absent. Writes go through the
 * write policy, which refuses what the visitor has not agreed to. (The pre-paint runtime, which runs
 * before this module exists on the page, reads and writes its few keys on its own.)
 */
export { sessionKeys, storageKeys } from './storage-keys';

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

function localStore(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Accessing localStorage itself throws when the browser blocks site data.
    return undefined;
  }
}

function sessionStore(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readSessionString(key: string): string | undefined {
  try {
    return sessionStore()?.getItem(key) ?? undefined;
  } catch (error) {
    console.warn(`[storage] could not read "${key}" of this session`, error);
    return undefined;
  }
}

export function writeSessionString(key: string, value: string | undefined): void {
  try {
    if (value === undefined) sessionStore()?.removeItem(key);
    else if (mayWrite('sessionStorage', key)) sessionStore()?.setItem(key, value);
  } catch (error) {
    console.warn(`[storage] could not write "${key}" of this session`, error);
  }
}

export function readString(key: string): string | undefined {
  try {
    return localStore()?.getItem(key) ?? undefined;
  } catch (error) {
    console.warn(`[storage] could not read "${key}"`, error);
    return undefined;
  }
}

export function writeString(key: string, value: string): boolean {
  try {
    const store = localStore();
    if (!store || !mayWrite('localStorage', key)) return false;
    store.setItem(key, value);
    return true;
  } catch (error) {
    console.warn(`[storage] could not write "${key}"`, error);
    return false;
  }
}

export function removeKey(key: string): void {
  try {
    localStore()?.removeItem(key);
  } catch (error) {
    console.warn(`[storage] could not remove "${key}"`, error);
  }
}

/**
 * Reads a JSON value and checks it with `isValid`. A value that does not parse or does not
 * pass the check is logged and yields `undefined`, so a corrupt stored value never breaks the
 * page: the caller starts from its empty state.
 */
export function readJson<T>(key: string, isValid: (value: unknown) => value is T): T | undefined {
  const raw = readString(key);
  if (raw === undefined) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isValid(parsed)) return parsed;
    console.warn(`[storage] ignoring unexpected value under "${key}"`, raw);
  } catch {
    console.warn(`[storage] ignoring corrupt value under "${key}"`, raw);
  }
  return undefined;
}

export function writeJson(key: string, value: unknown): boolean {
  return writeString(key, JSON.stringify(value));
}

/** The names stored in local or session storage (to delete what consent no longer covers). */
export function listKeys(area: 'localStorage' | 'sessionStorage'): string[] {
  try {
    const store = area === 'localStorage' ? localStore() : sessionStore();
    if (!store) return [];
    return Array.from({ length: store.length }, (_, index) => store.key(index)).filter((key): key is string => key !== null);
  } catch (error) {
    console.warn(`[storage] could not list ${area}`, error);
    return [];
  }
}

export function removeSessionKey(key: string): void {
  try {
    sessionStore()?.removeItem(key);
  } catch (error) {
    console.warn(`[storage] could not remove "${key}" of this session`, error);
  }
}
