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

/** Tracking values from the query or from storage are cut to this many characters (code points after NFC). */
export const maxTrackingValueLength = 150;
/** Click-id cookies live seven days. */
export const clickIdCookieMaxAgeSeconds = 604_800;

const isTrackingParam = (name: string): name is TrackingParam => (trackingParams as readonly string[]).includes(name);

/** The first `max` code points of a text (never half a surrogate pair). */
function firstCodePoints(text: string, max: number): string {
  let cut = '';
  let count = 0;
  for (const point of text) {
    if (count === max) break;
    cut += point;
    count += 1;
  }
  return cut;
}

/**
 * Trims, normalises to NFC and cuts a value to at most 150 code points. Normalising first matters:
 * the form counts characters after NFC, which can expand a value (U+FB2C becomes three code
 * points), so a value cut before normalising could outgrow every limit. A lone surrogate, which
 * no form can send as text, becomes U+FFFD.
 */
export function cutTrackingValue(value: string): string {
  let text = value
    .trim()
    .replace(/\p{Cs}/gu, '\uFFFD')
    .normalize('NFC');
  // A prefix of an NFC text normalises to itself in practice; the loop guards the rare exception.
  while ([...text].length > maxTrackingValueLength) text = firstCodePoints(text, maxTrackingValueLength).normalize('NFC');
  return text;
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
