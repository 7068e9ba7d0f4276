import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/adapters/storage';
import { hasAnalyticsConsent } from './consent';

afterEach(() => vi.restoreAllMocks());

describe('analytics consent', () => {
  it('is absent until the visitor grants it', () => {
    expect(hasAnalyticsConsent()).toBe(false);
  });

  it('counts only an explicit "granted"', () => {
    window.localStorage.setItem(storageKeys.analyticsConsent, '"granted"');
    expect(hasAnalyticsConsent()).toBe(true);
    window.localStorage.setItem(storageKeys.analyticsConsent, '"denied"');
    expect(hasAnalyticsConsent()).toBe(false);
  });

  it('treats a corrupt stored value as no consent', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.localStorage.setItem(storageKeys.analyticsConsent, 'yes please');
    expect(hasAnalyticsConsent()).toBe(false);
  });
});
