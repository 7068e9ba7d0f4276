/**
 * The campaign parameters the site keeps. Their names are also the
 * local-storage keys and, for the click ids, the cookie names, so they are written exactly so.
 */
export const clickIdParams = ['gclid', 'fbclid', 'mellitbclid', 'melliobclid'] as const;
export const utmParams = ['utm_source', 'utm_medium', 'utm_content', 'utm_campaign', 'utm_term'] as const;
export const trackingParams = [...clickIdParams, ...utmParams] as const;

export type ClickIdParam = (typeof clickIdParams)[number];
export type UtmParam = (typeof utmParams)[number];
export type TrackingParam = (typeof trackingParams)[number];

/** Where the first referrer of a visitor is kept; written once, never overwritten. */
export const initialReferrerKey = 'initial_referrer_url';
export type TrackedValueName = TrackingParam | typeof initialReferrerKey;

/** Tracking values from the query or from storage are cut to this many characters. */
export const maxTrackingValueLength = 150;
/** Click-id cookies live seven days. */
export const clickIdCookieMaxAgeSeconds = 604_800;

const isTrackingParam = (name: string): name is TrackingParam => (trackingParams as readonly string[]).includes(name);

/**
 * Trims and cuts a value to at most 150 UTF-16 units without splitting a surrogate pair, so an
 * emoji at the boundary does not turn into a broken character.
 */
export function cutTrackingValue(value: string): string {
  const trimmed = value.trim();
  if (trimmed.length <= maxTrackingValueLength) return trimmed;
  const cut = trimmed.slice(0, maxTrackingValueLength);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}

/** Click ids are tokens the ad networks make: letters, digits, `.`, `_` and `-`, nothing else. */
const clickIdPattern = /^[A-Za-z0-9._-]{1,150}$/;

const isClickIdParam = (name: TrackingParam): boolean => (clickIdParams as readonly string[]).includes(name);

/** Control characters (line breaks, tabs, escapes) have no place in a campaign name. */
function withoutControlCharacters(value: string): string {
  return value.replace(/\p{Cc}/gu, '');
}

/**
 * One parameter's value as the site keeps it, or '' when it cannot be one: a click id must be a
 * plain token (anything else is dropped whole); a campaign value loses control characters. Both
 * are cut to 150 characters.
 */
export function cleanTrackingValue(name: TrackingParam, raw: string): string {
  if (isClickIdParam(name)) {
    const token = raw.trim();
    return clickIdPattern.test(token) ? token : '';
  }
  return cutTrackingValue(withoutControlCharacters(raw));
}

/**
 * The tracking parameters of a query string. Names match case-insensitively (`UTM_Source`
 * counts), empty or unusable values are ignored, the first usable occurrence wins.
 */
export function readTrackingParams(search: string): Partial<Record<TrackingParam, string>> {
  const found: Partial<Record<TrackingParam, string>> = {};
  for (const [rawName, rawValue] of new URLSearchParams(search)) {
    const name = rawName.trim().toLowerCase();
    if (!isTrackingParam(name) || found[name] !== undefined) continue;
    const value = cleanTrackingValue(name, rawValue);
    if (value !== '') found[name] = value;
  }
  return found;
}
