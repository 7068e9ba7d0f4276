import type { Resources } from '@/i18n/resources';
import type { ConsentCategory, ConsentChoice } from './consent-record';

/**
 * Everything the site keeps on a visitor's device, with the consent category it belongs to. The
 * consent dialog, the privacy page, the storage guard and the tests all read this one list: a key
 * that is not listed here cannot be written at all.
 */
export type StorageArea = 'localStorage' | 'sessionStorage' | 'cookie' | 'indexedDB' | 'cacheStorage';

export type Retention =
  | { readonly kind: 'days'; readonly days: number }
  /** Until the visitor changes the setting (or deletes the site's data). */
  | { readonly kind: 'untilChanged' }
  /** Until the visitor withdraws consent (or deletes the site's data). */
  | { readonly kind: 'untilWithdrawn' }
  /** Until the browser tab is closed. */
  | { readonly kind: 'session' }
  /** Until the next version of the site replaces it. */
  | { readonly kind: 'untilUpdate' }
  /** The form's content until it is delivered; a short note of the delivery for 30 days. */
  | { readonly kind: 'untilDelivered' };

export interface StoredData {
  /** Names the copy that explains it (`consent.data.<id>`): an entry without copy fails the type check. */
  readonly id: keyof Resources['common']['consent']['data'];
  readonly area: StorageArea;
  /** Exact names, or prefixes ending in `*`. */
  readonly names: readonly string[];
  /** Kept when the visitor granted any of these; `necessary` is always granted. */
  readonly categories: readonly ConsentCategory[];
  /** Who writes and reads it: the site itself, or Google through the tag manager. */
  readonly owner: 'site' | 'google';
  readonly retention: Retention;
}

export const consentStorageKey = 'lumi:consent';

const campaignParams = ['utm_source', 'utm_medium', 'utm_content', 'utm_campaign', 'utm_term'];
const clickIds = ['gclid', 'fbclid', 'mellitbclid', 'melliobclid'];

export const storedData: readonly StoredData[] = [
  { id: 'consentRecord', area: 'localStorage', names: [consentStorageKey], categories: ['necessary'], owner: 'site', retention: { kind: 'days', days: 365 } },
  { id: 'language', area: 'localStorage', names: ['lumi:language'], categories: ['necessary'], owner: 'site', retention: { kind: 'untilChanged' } },
  { id: 'colorScheme', area: 'localStorage', names: ['lumi:color-scheme'], categories: ['necessary'], owner: 'site', retention: { kind: 'untilChanged' } },
  // The site's own settings (which banners are switched on): the same answer the service worker
  // caches, nothing about the visitor.
  {
    id: 'siteSettings',
    area: 'localStorage',
    names: ['lumi:experiments-payload'],
    categories: ['necessary'],
    owner: 'site',
    retention: { kind: 'untilUpdate' },
  },
  { id: 'scrollPositions', area: 'sessionStorage', names: ['lumi:scroll-positions'], categories: ['necessary'], owner: 'site', retention: { kind: 'session' } },
  // Test views a tester asked for in the address (`?shop-page=1`, `?qa=1`), the QA panel or GrowthBook's DevTools.
  {
    id: 'testViews',
    area: 'sessionStorage',
    names: ['lumi:forced-variations', 'lumi:forced-features', 'lumi:attribute-overrides', 'lumi:qa-panel'],
    categories: ['necessary'],
    owner: 'site',
    retention: { kind: 'session' },
  },
  { id: 'checkout', area: 'sessionStorage', names: ['lumi:checkout'], categories: ['necessary'], owner: 'site', retention: { kind: 'session' } },
  { id: 'outbox', area: 'indexedDB', names: ['lumi-outbox'], categories: ['necessary'], owner: 'site', retention: { kind: 'untilDelivered' } },
  {
    id: 'offlineCopies',
    area: 'cacheStorage',
    names: ['workbox-precache-*', 'lumi-pages', 'lumi-images', 'lumi-videos', 'lumi-growthbook'],
    categories: ['necessary'],
    owner: 'site',
    retention: { kind: 'untilUpdate' },
  },
  { id: 'visitorId', area: 'localStorage', names: ['lumi:visitor-id'], categories: ['statistics'], owner: 'site', retention: { kind: 'untilWithdrawn' } },
  {
    id: 'experimentAssignments',
    area: 'localStorage',
    names: ['gbStickyBuckets__*'],
    categories: ['statistics'],
    owner: 'site',
    retention: { kind: 'untilWithdrawn' },
  },
  {
    id: 'experimentVisit',
    area: 'sessionStorage',
    names: ['lumi:returning', 'lumi:pending-exposures'],
    categories: ['statistics'],
    owner: 'site',
    retention: { kind: 'session' },
  },
  {
    id: 'campaign',
    area: 'localStorage',
    names: [...campaignParams, 'initial_referrer_url'],
    categories: ['statistics', 'marketing'],
    owner: 'site',
    retention: { kind: 'untilWithdrawn' },
  },
  { id: 'clickIds', area: 'localStorage', names: clickIds, categories: ['statistics', 'marketing'], owner: 'site', retention: { kind: 'untilWithdrawn' } },
  { id: 'clickIdCookies', area: 'cookie', names: clickIds, categories: ['statistics', 'marketing'], owner: 'site', retention: { kind: 'days', days: 7 } },
  {
    id: 'analyticsCookies',
    area: 'cookie',
    names: ['_ga', '_ga_*', '_gid'],
    categories: ['statistics'],
    owner: 'google',
    retention: { kind: 'days', days: 730 },
  },
  { id: 'adCookies', area: 'cookie', names: ['_gcl_*'], categories: ['marketing'], owner: 'google', retention: { kind: 'days', days: 90 } },
];

export function matchesName(pattern: string, name: string): boolean {
  return pattern.endsWith('*') ? name.startsWith(pattern.slice(0, -1)) : name === pattern;
}

/** The entry a stored name belongs to, or undefined when the site does not know it. */
export function storedDataFor(area: StorageArea, name: string, list: readonly StoredData[] = storedData): StoredData | undefined {
  return list.find((entry) => entry.area === area && entry.names.some((pattern) => matchesName(pattern, name)));
}

/** Whether an entry may stay on the device under a choice. */
export function isKeptUnder(entry: StoredData, choice: ConsentChoice): boolean {
  return entry.categories.some((category) => category === 'necessary' || choice[category]);
}

/** The entries a category explains in the dialog and on the privacy page. */
export function storedDataOf(category: ConsentCategory, list: readonly StoredData[] = storedData): StoredData[] {
  return list.filter((entry) => entry.categories.includes(category));
}

/** Of the names found on the device, those a choice no longer allows (known names only). */
export function namesToDelete(area: StorageArea, names: readonly string[], choice: ConsentChoice, list: readonly StoredData[] = storedData): string[] {
  return names.filter((name) => {
    const entry = storedDataFor(area, name, list);
    return entry !== undefined && !isKeptUnder(entry, choice);
  });
}
