/**
 * The experiments and flags of the site: their keys, variations and redirect pages. Kept apart
 * from the payload checker (`schema.ts`), so the page code that only needs the names does not
 * carry the checker into the first download.
 */
export const redirectExperiments = {
  /** The shop test: `/shop` sends a visitor in another variation to that variation's page. */
  'shop-page': { path: '/shop', variations: { shop: '/shop', 'shop-old': '/shop-old', 'shop-not-so-old': '/shop-not-so-old' } },
  /** The landing test: `/` sends a visitor in another variation to that variation's page. */
  'landing-page': { path: '/', variations: { home: '/', 'lp-old': '/lp-old' } },
} as const;

/** Which banner the default layout shows. */
export const bannerExperiment = { key: 'banner-layout', variations: ['default', 'christmasbanner', 'donationbanner'] } as const;

export const flagKeys = ['not-orderable-banner', 'new-year-donation', 'group-sessions-banner'] as const;

export type RedirectExperimentKey = keyof typeof redirectExperiments;
export type ExperimentKey = RedirectExperimentKey | typeof bannerExperiment.key;
export type FlagKey = (typeof flagKeys)[number];
export type BannerVariation = (typeof bannerExperiment.variations)[number];

export const experimentKeys: readonly ExperimentKey[] = [...(Object.keys(redirectExperiments) as RedirectExperimentKey[]), bannerExperiment.key];

/** The values each experiment may take; the first is its control, shown whenever no other applies. */
export function allowedValues(key: ExperimentKey): readonly string[] {
  return key === bannerExperiment.key ? bannerExperiment.variations : Object.keys(redirectExperiments[key].variations);
}

export const controlOf = (key: ExperimentKey): string => allowedValues(key)[0]!;

/** The keys the site decides before the first paint: its experiments and its flags. */
export const siteFeatureKeys: readonly string[] = [...experimentKeys, ...flagKeys];
