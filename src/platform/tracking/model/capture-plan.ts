import {
  clickIdParams,
  cutTrackingValue,
  initialReferrerKey,
  readTrackingParams,
  trackingParams,
  type ClickIdParam,
  type TrackedValueName,
} from './tracking-params';

export interface LandingPage {
  /** `location.search` of the page the visitor landed on. */
  search: string;
  /** `document.referrer`; empty when the browser sends none. */
  referrer: string;
}

export interface TrackingCaptureInput extends LandingPage {
  /** What storage already holds under `initial_referrer_url`. */
  storedInitialReferrer: string | undefined;
}

export interface TrackingCapturePlan {
  /** Values to write to local storage, under their own names. */
  store: Array<{ key: TrackedValueName; value: string }>;
  /** Click ids to set as cookies as well. */
  cookies: Array<{ name: ClickIdParam; value: string }>;
}

const isClickId = (name: string): name is ClickIdParam => (clickIdParams as readonly string[]).includes(name);

/**
 * Decides what a page load stores: every tracking parameter of the query
 * (a new campaign replaces the old value), the click ids also as cookies, and the referrer
 * only when none was stored before.
 */
export function planTrackingCapture(input: TrackingCaptureInput): TrackingCapturePlan {
  const params = readTrackingParams(input.search);
  const plan: TrackingCapturePlan = { store: [], cookies: [] };
  for (const name of trackingParams) {
    const value = params[name];
    if (value === undefined) continue;
    plan.store.push({ key: name, value });
    if (isClickId(name)) plan.cookies.push({ name, value });
  }
  const referrer = cutTrackingValue(input.referrer);
  const hasInitialReferrer = (input.storedInitialReferrer ?? '').trim() !== '';
  if (referrer !== '' && !hasInitialReferrer) plan.store.push({ key: initialReferrerKey, value: referrer });
  return plan;
}

/** This visit's campaign values, as they would be stored: for the hidden fields without storage. */
export function visitCampaign(landing: LandingPage): Partial<Record<TrackedValueName, string>> {
  const plan = planTrackingCapture({ ...landing, storedInitialReferrer: undefined });
  return Object.fromEntries(plan.store.map(({ key, value }) => [key, value]));
}
