import { setCookie } from '@/adapters/cookies';
import { readString, storageKeys, writeString, type StorageKey } from '@/adapters/storage';
import { hasConsent } from '@/platform/consent/consent-state';
import { planTrackingCapture, visitCampaign, type LandingPage } from './model/capture-plan';
import { buildHiddenTrackingFields, type HiddenTrackingFields } from './model/hidden-fields';
import { clickIdCookieMaxAgeSeconds, type TrackedValueName } from './model/tracking-params';

/** The storage key of every tracked value: always the parameter's own name. */
const keyOf = {
  gclid: storageKeys.gclid,
  fbclid: storageKeys.fbclid,
  mellitbclid: storageKeys.mellitbclid,
  melliobclid: storageKeys.melliobclid,
  utm_source: storageKeys.utmSource,
  utm_medium: storageKeys.utmMedium,
  utm_content: storageKeys.utmContent,
  utm_campaign: storageKeys.utmCampaign,
  utm_term: storageKeys.utmTerm,
  initial_referrer_url: storageKeys.initialReferrer,
} as const satisfies Record<TrackedValueName, StorageKey>;

/**
 * The address and referrer this page load started with, held in memory only: the info package
 * carries this visit's campaign even for a visitor who did not agree to campaign storage.
 */
let landing: LandingPage = { search: '', referrer: '' };

/** Campaign values are kept on the device for statistics or for marketing, whichever was granted. */
export function mayStoreCampaign(): boolean {
  return hasConsent('statistics') || hasConsent('marketing');
}

/**
 * Stores this visit's campaign: every parameter under its own name, the click ids
 * also as cookies for seven days, the referrer only when none was stored before. Without consent
 * it stores nothing; called again at the moment of consent, it stores what this visit brought.
 */
export function storeCampaignOfThisVisit(): void {
  if (!mayStoreCampaign()) return;
  try {
    const plan = planTrackingCapture({ ...landing, storedInitialReferrer: readString(keyOf.initial_referrer_url) });
    for (const { key, value } of plan.store) writeString(keyOf[key], value);
    const secure = window.location.protocol === 'https:';
    for (const { name, value } of plan.cookies) {
      setCookie(name, value, { maxAgeSeconds: clickIdCookieMaxAgeSeconds, secure });
    }
  } catch (error) {
    console.warn('[tracking] could not store the campaign parameters', error);
  }
}

/**
 * Reads the campaign of the page the visitor landed on into memory and, with consent, stores it.
 * Call it once per page load in the browser. Blocked storage or cookies only mean that nothing is
 * kept; it never throws.
 */
export function captureTracking(): void {
  try {
    landing = { search: window.location.search, referrer: document.referrer };
  } catch (error) {
    console.warn('[tracking] could not read the campaign parameters', error);
  }
  storeCampaignOfThisVisit();
}

/**
 * The hidden tracking values for the info package form, from the live page, this visit's memory
 * and storage. Outside a browser (prerendering) every value is empty.
 */
export function readHiddenTrackingFields(): HiddenTrackingFields {
  if (typeof window === 'undefined') {
    return buildHiddenTrackingFields({ search: '', origin: '', pathname: '', referrer: '', visit: {}, stored: {} });
  }
  const stored: Partial<Record<TrackedValueName, string>> = {};
  for (const name of Object.keys(keyOf) as TrackedValueName[]) stored[name] = readString(keyOf[name]);
  return buildHiddenTrackingFields({
    search: window.location.search,
    origin: window.location.origin,
    pathname: window.location.pathname,
    referrer: document.referrer,
    visit: visitCampaign(landing),
    stored,
  });
}
