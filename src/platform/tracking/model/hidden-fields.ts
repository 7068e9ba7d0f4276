import { cutTrackingValue, initialReferrerKey, readTrackingParams, type TrackedValueName, type TrackingParam } from './tracking-params';

/** The hidden tracking inputs of the info package form, in form order. */
export const hiddenTrackingFieldNames = [
  'INITIAL_REFERRER_URL',
  'LAST_REFERRER_URL',
  'UTM_URL',
  'UTM_SOURCE',
  'UTM_MEDIUM',
  'UTM_CAMPAIGN',
  'UTM_CONTENT',
  'UTM_TERM',
  'GCLID',
  'FBCLID',
  'MELLITBCLID',
  'MELLIOBCLID',
] as const;

export type HiddenTrackingFieldName = (typeof hiddenTrackingFieldNames)[number];
export type HiddenTrackingFields = Record<HiddenTrackingFieldName, string>;

const paramOfField = {
  UTM_SOURCE: 'utm_source',
  UTM_MEDIUM: 'utm_medium',
  UTM_CAMPAIGN: 'utm_campaign',
  UTM_CONTENT: 'utm_content',
  UTM_TERM: 'utm_term',
  GCLID: 'gclid',
  FBCLID: 'fbclid',
  MELLITBCLID: 'mellitbclid',
  MELLIOBCLID: 'melliobclid',
} as const satisfies Partial<Record<HiddenTrackingFieldName, TrackingParam>>;

export interface HiddenTrackingInput {
  /** `location.search` of the page the form is on. */
  search: string;
  /** `location.origin` and `location.pathname` of that page. */
  origin: string;
  pathname: string;
  /** `document.referrer` of that page. */
  referrer: string;
  /** This visit's campaign, held in memory (the landing address and referrer). */
  visit: Partial<Record<TrackedValueName, string | undefined>>;
  /** What local storage holds under the tracking keys (only with consent). */
  stored: Partial<Record<TrackedValueName, string | undefined>>;
}

/**
 * The hidden form values: each tracking value from the current query, else from this visit's
 * memory, else from storage; the first referrer ever stored, else this visit's; the page address
 * without query as UTM_URL; every value cut to 150 characters, absent as ''.
 */
export function buildHiddenTrackingFields(input: HiddenTrackingInput): HiddenTrackingFields {
  const fromQuery = readTrackingParams(input.search);
  const value = (param: TrackingParam) => cutTrackingValue(fromQuery[param] ?? input.visit[param] ?? input.stored[param] ?? '');
  return {
    INITIAL_REFERRER_URL: cutTrackingValue(input.stored[initialReferrerKey] ?? input.visit[initialReferrerKey] ?? ''),
    LAST_REFERRER_URL: cutTrackingValue(input.referrer),
    UTM_URL: cutTrackingValue(`${input.origin}${input.pathname}`),
    UTM_SOURCE: value(paramOfField.UTM_SOURCE),
    UTM_MEDIUM: value(paramOfField.UTM_MEDIUM),
    UTM_CAMPAIGN: value(paramOfField.UTM_CAMPAIGN),
    UTM_CONTENT: value(paramOfField.UTM_CONTENT),
    UTM_TERM: value(paramOfField.UTM_TERM),
    GCLID: value(paramOfField.GCLID),
    FBCLID: value(paramOfField.FBCLID),
    MELLITBCLID: value(paramOfField.MELLITBCLID),
    MELLIOBCLID: value(paramOfField.MELLIOBCLID),
  };
}
