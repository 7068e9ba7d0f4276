import type { ConsentChoice } from './consent-record';

/**
 * Google Consent Mode v2: the four signals the tag manager reads. Statistics allow analytics
 * storage; marketing allows advertising storage and the use of data for ads.
 */
export type ConsentSignal = 'granted' | 'denied';

export interface ConsentModeSignals {
  ad_storage: ConsentSignal;
  analytics_storage: ConsentSignal;
  ad_user_data: ConsentSignal;
  ad_personalization: ConsentSignal;
}

/** How long tags wait for an `update` after the `default` before they act on the default. */
export const waitForUpdateMs = 500;

const signal = (granted: boolean): ConsentSignal => (granted ? 'granted' : 'denied');

export function consentModeSignals(choice: ConsentChoice): ConsentModeSignals {
  return {
    ad_storage: signal(choice.marketing),
    analytics_storage: signal(choice.statistics),
    ad_user_data: signal(choice.marketing),
    ad_personalization: signal(choice.marketing),
  };
}

/** The `default` command every page starts with: everything denied until the visitor decides. */
export function consentModeDefault(): ConsentModeSignals & { wait_for_update: number } {
  return { ...consentModeSignals({ statistics: false, marketing: false }), wait_for_update: waitForUpdateMs };
}

/** Whether the tag manager may load at all: it serves statistics and marketing, nothing else. */
export function allowsTagManager(choice: ConsentChoice): boolean {
  return choice.statistics || choice.marketing;
}
