import { readJson, storageKeys } from '@/adapters/storage';

export type AnalyticsConsent = 'granted' | 'denied';

const isConsent = (value: unknown): value is AnalyticsConsent => value === 'granted' || value === 'denied';

/**
 * Whether the visitor agreed to analytics. Only an explicit, stored "granted" counts; a
 * missing or corrupt value means no.
 */
export function hasAnalyticsConsent(): boolean {
  return readJson(storageKeys.analyticsConsent, isConsent) === 'granted';
}
