import { afterEach, describe, expect, it } from 'vitest';
import { applyStoredColourScheme } from './colour-scheme';

describe('the colour scheme before paint', () => {
  const storageWith = (value: string | null) => () => ({ getItem: (key: string) => (key === 'lumi:color-scheme' ? value : null), setItem: () => undefined });

  afterEach(() => document.documentElement.setAttribute('data-mantine-color-scheme', 'light'));

  it('applies a stored choice', () => {
    applyStoredColourScheme(document, storageWith('"dark"'));
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
  });

  it.each([['"purple"'], ['42'], ['{broken'], [null]])('keeps the prerendered scheme for %s', (stored) => {
    applyStoredColourScheme(document, storageWith(stored));
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light');
  });

  it('keeps the prerendered scheme when storage is blocked', () => {
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    applyStoredColourScheme(document, blocked);
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light');
  });
});
