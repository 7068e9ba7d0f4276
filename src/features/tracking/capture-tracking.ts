import { setCookie } from '@/adapters/cookies';
import { readString, storageKeys, writeString, type StorageKey } from '@/adapters/storage';
import { planTrackingCapture } from './model/capture-plan';
import { buildHiddenTrackingFields, type HiddenTrackingFields } from './model/hidden-fields';
import { clickIdCookieMaxAgeSeconds, type TrackedValueName } from './model/tracking-params';

/** The storage key of every tracked value; the spec fixes them to the parameter names. */
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
 * Stores the campaign parameters of the current address and the first referrer (spec
 * section 7). Call it once per page load in the browser. Blocked storage or cookies only
 * mean that nothing is kept; it never throws.
 */
export function captureTracking(): void {
  try {
    const plan = planTrackingCapture({
      search: window.location.search,
      referrer: document.referrer,
      storedInitialReferrer: readString(keyOf.initial_referrer_url),
    });
    for (const { key, value } of plan.store) writeString(keyOf[key], value);
    const secure = window.location.protocol === 'https:';
    for (const { name, value } of plan.cookies) {
      setCookie(name, value, { maxAgeSeconds: clickIdCookieMaxAgeSeconds, secure });
    }
  } catch (error) {
    console.warn('[tracking] could not capture campaign parameters', error);
  }
}

/**
 * The hidden tracking values for the info package form, read from the live page and storage.
 * Outside a browser (prerendering) every value is empty.
 */
export function readHiddenTrackingFields(): HiddenTrackingFields {
  if (typeof window === 'undefined') {
    return buildHiddenTrackingFields({ search: '', origin: '', pathname: '', referrer: '', stored: {} });
  }
  const stored: Partial<Record<TrackedValueName, string>> = {};
  for (const name of Object.keys(keyOf) as TrackedValueName[]) stored[name] = readString(keyOf[name]);
  return buildHiddenTrackingFields({
    search: window.location.search,
    origin: window.location.origin,
    pathname: window.location.pathname,
    referrer: document.referrer,
    stored,
  });
}
