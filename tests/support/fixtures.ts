import { test as base, expect } from '@playwright/test';
import { createConsentRecord, type ConsentChoice } from '../../src/platform/consent/model/consent-record';
import { consentStorageKey } from '../../src/platform/consent/model/stored-data';

export { expect } from '@playwright/test';

/** The control of every experiment, as `?<key>=0` would force it. */
export const controlVariations = { 'shop-page': 0, 'landing-page': 0, 'banner-layout': 0 } as const;

/** "Nur notwendige": a visitor who decided and allowed nothing optional. */
export const necessaryOnly: ConsentChoice = { statistics: false, marketing: false };

/** The record the dialog stores, for pre-seeding a browser profile (docs/testing.md). */
export function consentRecordJson(choice: ConsentChoice): string {
  return JSON.stringify(createConsentRecord(choice, new Date()));
}

/**
 * Journeys meet a visitor who already answered the consent dialog ("Nur notwendige" unless a spec
 * asks for another `consent`, or `null` for a new visitor) and sees the control of every
 * experiment, like a tester who forced them (`forceControl: false` meets real assignments): `/`
 * stays the home page, `/shop` the shop, the default banner shows. Every journey fails on a
 * Content Security Policy violation.
 */
export const test = base.extend<{ consent: ConsentChoice | null; forceControl: boolean; expectedCspViolation: RegExp | null }>({
  consent: [necessaryOnly, { option: true }],
  forceControl: [true, { option: true }],
  // A journey that feeds the page hostile markup on purpose expects the policy to stop it.
  expectedCspViolation: [null, { option: true }],
  context: async ({ context, consent, forceControl, expectedCspViolation }, provide) => {
    await context.addInitScript(
      ({ forced, key, record }) => {
        try {
          if (forced && !window.sessionStorage.getItem('lumi:forced-variations')) window.sessionStorage.setItem('lumi:forced-variations', JSON.stringify(forced));
          if (record && !window.localStorage.getItem(key)) window.localStorage.setItem(key, record);
        } catch {
          // Storage blocked: the page decides as it would for any visitor.
        }
      },
      { forced: forceControl ? controlVariations : null, key: consentStorageKey, record: consent ? consentRecordJson(consent) : null },
    );
    // Every journey runs under the production headers: a page the policy had to stop fails it.
    const violations: string[] = [];
    context.on('console', (message) => {
      const text = message.text();
      if (/Content Security Policy/i.test(text) && !expectedCspViolation?.test(text)) violations.push(`${message.page()?.url() ?? ''}: ${text}`);
    });
    await provide(context);
    expect(violations, 'Content Security Policy violations').toEqual([]);
  },
});
