import { describe, expect, it } from 'vitest';
import { allowsTagManager, consentModeDefault, consentModeSignals } from './consent-mode';

describe('consentModeSignals', () => {
  it('maps statistics to analytics storage', () => {
    expect(consentModeSignals({ statistics: true, marketing: false })).toEqual({
      ad_storage: 'denied',
      analytics_storage: 'granted',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
  });

  it('maps marketing to the three advertising signals', () => {
    expect(consentModeSignals({ statistics: false, marketing: true })).toEqual({
      ad_storage: 'granted',
      analytics_storage: 'denied',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    });
  });

  it('denies everything without consent', () => {
    expect(Object.values(consentModeSignals({ statistics: false, marketing: false }))).toEqual(['denied', 'denied', 'denied', 'denied']);
  });
});

describe('consentModeDefault', () => {
  it('denies all four signals and waits for an update', () => {
    expect(consentModeDefault()).toEqual({
      ad_storage: 'denied',
      analytics_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      wait_for_update: 500,
    });
  });
});

describe('allowsTagManager', () => {
  it('loads the container for statistics or marketing, never for necessary alone', () => {
    expect(allowsTagManager({ statistics: true, marketing: false })).toBe(true);
    expect(allowsTagManager({ statistics: false, marketing: true })).toBe(true);
    expect(allowsTagManager({ statistics: false, marketing: false })).toBe(false);
  });
});
