import { afterEach, describe, expect, it, vi } from 'vitest';
import { readJson, readString, writeString } from './storage';

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

const realStorage = Object.getOwnPropertyDescriptor(window, 'localStorage');

/** Replaces window.localStorage for one test; happy-dom's storage cannot be spied on directly. */
function useStorage(fake: Partial<Storage>) {
  Object.defineProperty(window, 'localStorage', { configurable: true, get: () => fake });
}

afterEach(() => {
  if (realStorage) Object.defineProperty(window, 'localStorage', realStorage);
  vi.restoreAllMocks();
});

describe('storage adapter', () => {
  it('reads back what it wrote', () => {
    expect(writeString('k', 'v')).toBe(true);
    expect(readString('k')).toBe('v');
  });

  it('yields undefined instead of throwing when the browser blocks storage', () => {
    useStorage({
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(readString('k')).toBeUndefined();
  });

  it('reports a failed write instead of throwing when storage is full', () => {
    useStorage({
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(writeString('k', 'v')).toBe(false);
  });

  it('logs and ignores a value that is not JSON', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.localStorage.setItem('list', '{not json');
    expect(readJson('list', isStringList)).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('corrupt value under "list"'), '{not json');
  });

  it('logs and ignores JSON of the wrong shape', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.localStorage.setItem('list', '{"a":1}');
    expect(readJson('list', isStringList)).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unexpected value under "list"'), '{"a":1}');
  });

  it('returns a valid stored value', () => {
    window.localStorage.setItem('list', '["a","b"]');
    expect(readJson('list', isStringList)).toEqual(['a', 'b']);
  });
});
