import { createConsentRecord, type ConsentChoice } from '@/platform/consent/model/consent-record';
import { consentStorageKey } from '@/platform/consent/model/stored-data';

/** Stores a consent decision the way the dialog does, as a tester pre-seeds a browser profile. */
export function seedConsent(choice: ConsentChoice, now: Date = new Date()): void {
  window.localStorage.setItem(consentStorageKey, JSON.stringify(createConsentRecord(choice, now)));
}
