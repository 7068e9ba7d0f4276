/**
 * The names the site keeps in localStorage and sessionStorage, apart from the adapter that reads
 * and writes them: plain constants, so the pre-paint runtime can name the keys it needs (each on
 * its own, so it carries no other) without the adapter.
 */

/** The visitor's consent decision. */
export const consentKey = 'lumi:consent';
export const colorSchemeKey = 'lumi:color-scheme';
/** The anonymous visitor id experiments are assigned by. */
export const visitorIdKey = 'lumi:visitor-id';
/** The last remote GrowthBook features that passed the check, for the next before-paint decision. */
export const experimentsPayloadKey = 'lumi:experiments-payload';
/** Variations a tester forced (`?shop-page=1`, the QA panel or GrowthBook's DevTools), for this tab's session. */
export const forcedVariationsKey = 'lumi:forced-variations';
/** Feature values a tester set (flags switched in the QA panel, values forced in GrowthBook's DevTools), for this tab's session. */
export const forcedFeaturesKey = 'lumi:forced-features';
/** Attributes a tester overrode in GrowthBook's DevTools, for this tab's session. */
export const attributeOverridesKey = 'lumi:attribute-overrides';
/** Whether the visitor had been here before this session: decided on its first page, with consent. */
export const returningKey = 'lumi:returning';
/** Exposures of URL-redirect experiments, recorded before the visitor left the page; sent by the app. */
export const pendingExposuresKey = 'lumi:pending-exposures';
/** The language the visitor chose (JSON text). */
export const languageKey = 'lumi:language';
/** GrowthBook's sticky assignment documents: `<prefix><attribute>||<value>`. */
export const stickyBucketPrefix = 'gbStickyBuckets__';

/** Keys in localStorage. */
export const storageKeys = {
  consent: consentKey,
  language: languageKey,
  colorScheme: colorSchemeKey,
  initialReferrer: 'initial_referrer_url',
  gclid: 'gclid',
  fbclid: 'fbclid',
  mellitbclid: 'mellitbclid',
  melliobclid: 'melliobclid',
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmContent: 'utm_content',
  utmCampaign: 'utm_campaign',
  utmTerm: 'utm_term',
  visitorId: visitorIdKey,
  experimentsPayload: experimentsPayloadKey,
} as const;

/** Keys in sessionStorage: kept for this tab's session only. */
export const sessionKeys = {
  forcedVariations: forcedVariationsKey,
  forcedFeatures: forcedFeaturesKey,
  attributeOverrides: attributeOverridesKey,
  returning: returningKey,
  pendingExposures: pendingExposuresKey,
  /** The QA panel was opened with `?qa=1` in this session. */
  qaPanel: 'lumi:qa-panel',
  /** Where the visitor was on each page of this tab, for the back button. */
  scrollPositions: 'lumi:scroll-positions',
  /** What was entered in the checkout, until the pre-order is sent or the tab is closed. */
  checkout: 'lumi:checkout',
} as const;
