import { test as base } from '@playwright/test';
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
 * Journeys that are not about consent or experiments meet a visitor who already answered the
 * consent dialog ("Nur notwendige" unless a spec asks for another `consent`, or `null` for a new
 * visitor) and sees the control of every experiment, like a tester who forced them: `/` stays the
 * home page, `/shop` the shop, the default banner shows. The consent and experiment journeys
 * (`consent.spec.ts`, `experiments.spec.ts`) use Playwright's own `test` and meet the dialog and
 * real assignments.
 */
export const test = base.extend<{ consent: ConsentChoice | null }>({
  consent: [necessaryOnly, { option: true }],
  context: async ({ context, consent }, provide) => {
    await context.addInitScript(
      ({ forced, key, record }) => {
        try {
          if (!window.sessionStorage.getItem('lumi:forced-variations')) window.sessionStorage.setItem('lumi:forced-variations', JSON.stringify(forced));
          if (record && !window.localStorage.getItem(key)) window.localStorage.setItem(key, record);
        } catch {
          // Storage blocked: the page decides as it would for any visitor.
        }
      },
      { forced: controlVariations, key: consentStorageKey, record: consent ? consentRecordJson(consent) : null },
    );
    await provide(context);
  },
});
