import { brand } from './brand.ts';

/** Layouts a route can ask for. */
export type LayoutName = 'default' | 'blank' | 'notFound' | 'christmasbanner' | 'donationbanner' | 'testuser';

/**
 * What kind of page a route shows. Plain pages get their copy from an i18n namespace;
 * articles, jobs and legal pages come from the content pipeline (`src/content/`).
 */
export type RouteKind = 'page' | 'article' | 'job' | 'legal';

export interface SiteRoute {
  /** Stable id; also the i18n namespace of plain pages and the content key of the others. */
  id: string;
  path: string;
  layout: LayoutName;
  kind: RouteKind;
  /** Child paths of a parent route (relative, '' for the index child). */
  children?: string[];
}

const slug = brand.slug;

const page = (id: string, path: string, layout: LayoutName = 'default'): SiteRoute => ({ id, path, layout, kind: 'page' });

/** The blog articles under `/blog/`. */
export const articleSlugs = [
  'beispieltag',
  'entertainment',
  'geschenkideen',
  'gruenderstory',
  'interview-margarete',
  `${slug}-goes-dipa`,
  `${slug}-gruppe`,
  `${slug}-in-tv`,
  'soziale-kontakte',
  'struktur',
  'technik-angst',
  'unterhaltung',
  'wege-aus-der-einsamkeit',
] as const;

export const exampleArticleSlugs = [
  'altern-in-den-eigenen-vier-waenden',
  'hiring',
  `${slug}-produkttest`,
  'sprachassistenten-fuer-senioren',
  'tutorial',
  'was-bedeuted-gesundes-altern',
] as const;

export const jobSlugs = ['initiativbewerbung', 'lead-engineer', 'werkstudent-full-stack-developer', 'werkstudent-it-m-w-d'] as const;

export const legalPages = [
  { id: 'agb', path: '/agb' },
  { id: 'datenschutz', path: '/datenschutz' },
  { id: 'datenschutz-product', path: `/datenschutz-${slug}` },
  { id: 'einwilligungserklaerung-dsgvo1', path: '/einwilligungserklaerung-dsgvo1' },
  { id: 'einwilligungserklaerung-dsgvo2', path: '/einwilligungserklaerung-dsgvo2' },
  { id: 'impressum', path: '/impressum' },
] as const;

export const paths = {
  home: '/',
  app: '/app',
  callbackform: '/callbackform',
  checkout: '/checkout',
  checkoutAddress: '/checkout/address',
  checkoutPayment: '/checkout/payment',
  shop: '/shop',
  shopOld: '/shop-old',
  shopNotSoOld: '/shop-not-so-old',
  lpOld: '/lp-old',
  liveDemo: '/live-demo',
  infopaket: '/infopaket',
  relatives: '/relatives',
  setup: '/setup-anleitung',
  success: '/success',
  doubleOptIn: '/successful-double-opt-in',
  team: '/team',
  video: '/video',
  faq: '/faq',
  testUser: '/test-user',
  dipa: '/dipa',
  dipaSubmit: '/dipa-submit-testuserform',
  blog: '/blog',
  careers: '/karriere',
  agb: '/agb',
  privacy: '/datenschutz',
  productPrivacy: `/datenschutz-${slug}`,
  consent1: '/einwilligungserklaerung-dsgvo1',
  consent2: '/einwilligungserklaerung-dsgvo2',
  imprint: '/impressum',
} as const;

export const articlePath = (articleSlug: string) => `/blog/${articleSlug}`;
export const exampleArticlePath = (articleSlug: string) => `/blog/examples/${articleSlug}`;
export const jobPath = (jobSlug: string) => `/karriere/${jobSlug}`;

/** Every route of the site. The route walk, the prerenderer and the sitemap read this list. */
export const siteRoutes: SiteRoute[] = [
  page('home', paths.home),
  page('app', paths.app),
  page('callbackform', paths.callbackform),
  { id: 'checkout', path: paths.checkout, layout: 'blank', kind: 'page', children: ['', 'address', 'payment'] },
  page('shop', paths.shop),
  page('shop-old', paths.shopOld),
  page('shop-not-so-old', paths.shopNotSoOld, 'donationbanner'),
  page('lp-old', paths.lpOld, 'donationbanner'),
  page('live-demo', paths.liveDemo),
  page('infopaket', paths.infopaket),
  page('relatives', paths.relatives),
  page('setup-anleitung', paths.setup),
  page('success', paths.success),
  page('successful-double-opt-in', paths.doubleOptIn),
  page('team', paths.team),
  page('video', paths.video),
  page('faq', paths.faq),
  page('test-user', paths.testUser, 'testuser'),
  page('dipa', paths.dipa, 'testuser'),
  page('dipa-submit-testuserform', paths.dipaSubmit, 'testuser'),
  ...legalPages.map((legal): SiteRoute => ({ id: legal.id, path: legal.path, layout: 'default', kind: 'legal' })),
  page('blog', paths.blog),
  ...articleSlugs.map((a): SiteRoute => ({ id: `blog/${a}`, path: articlePath(a), layout: 'default', kind: 'article' })),
  ...exampleArticleSlugs.map(
    (a): SiteRoute => ({ id: `blog/examples/${a}`, path: exampleArticlePath(a), layout: 'default', kind: 'article' }),
  ),
  page('karriere', paths.careers),
  ...jobSlugs.map((j): SiteRoute => ({ id: `karriere/${j}`, path: jobPath(j), layout: 'default', kind: 'job' })),
];

/** Every concrete URL path the site serves with 200, children of /checkout included. */
export function allPagePaths(): string[] {
  return siteRoutes.flatMap((route) =>
    route.children
      ? route.children.map((child) => (child ? `${route.path}/${child}` : route.path))
      : [route.path],
  );
}

/** The layout a path is shown in: its route's, children inheriting their parent's; unknown paths get the not-found layout. */
export function layoutOfPath(path: string): LayoutName {
  const normalised = path.replace(/(.)\/+$/, '$1');
  const route = siteRoutes.find((candidate) => candidate.path === normalised || normalised.startsWith(`${candidate.path}/`) && candidate.children);
  return route?.layout ?? 'notFound';
}
