import { brand } from './brand.ts';

/** Layouts a route can ask for. */
export type LayoutName = 'default' | 'blank' | 'notFound' | 'christmasbanner' | 'donationbanner' | 'testuser';

/**
 * What kind of page a route shows. Plain pages get their copy from an i18n namespace;
 * articles, jobs and legal pages come from the content pipeline (`src/content/`).
 */
export type RouteKind = 'page' | 'article' | 'job' | 'legal';

/** What a route shows: the parts a child route has too. */
interface RoutePage {
  /** Stable id of the page: the page id its handle reports, and the content key of content pages. */
  id: string;
  /** The full URL path; an index child has its parent's path. */
  path: string;
  /**
   * The page module, `src/pages/<page>.page.tsx`. The app loads it lazily, so each page is a
   * chunk of its own; a route with children names the module that holds their outlet.
   */
  page: string;
  /**
   * The i18n namespace the page's copy is in, loaded with the page. Plain pages only: content
   * pages take their copy from their content file, and a parent of children has none of its own.
   */
  namespace?: string;
  /** Where in the namespace the page's copy sits, when not at the top (a checkout step's own section). */
  keyPrefix?: string;
}

/**
 * A page under a parent route, such as a checkout step. It is shown in its parent's layout and
 * takes the parent's sitemap and robots settings: robots.txt rules match path prefixes, so a
 * step under a closed path is closed too.
 */
export type ChildRoute = RoutePage;

/** One record of the route table below: a route of the site and everything the build needs to know about it. */
export interface SiteRoute extends RoutePage {
  layout: LayoutName;
  kind: RouteKind;
  /** Listed in sitemap.xml: worth finding in a search engine. */
  sitemap: boolean;
  /** Open to crawlers; `false` writes a `Disallow` line for the path into robots.txt. */
  crawl: boolean;
  /**
   * Offers "Vorlesen": the browser reads the page's main content aloud. Pages that are mostly text
   * to read have it (articles and legal texts always, and the FAQ, the product pages and the
   * easy-read page, which say so); forms, the shop and the checkout do not.
   */
  readAloud?: boolean;
  children?: ChildRoute[];
}

/** One URL the site answers with 200: a route without children, or a child with its parent's settings. */
export type SitePage = Omit<SiteRoute, 'children'>;

const slug = brand.slug;

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
  cancellation: '/vertraege-kuendigen',
  withdrawal: '/vertrag-widerrufen',
  /** The receipt of a cancellation or withdrawal; the API's no-JS answer redirects here (`?kind=&id=&receivedAt=`). */
  receipt: '/eingangsbestaetigung',
  accessibility: '/barrierefreiheit',
  /** The site in Leichte Sprache (Easy Read in English). */
  easyRead: '/leichte-sprache',
} as const;

export const articlePath = (articleSlug: string) => `/blog/${articleSlug}`;
export const exampleArticlePath = (articleSlug: string) => `/blog/examples/${articleSlug}`;
export const jobPath = (jobSlug: string) => `/karriere/${jobSlug}`;

interface PlainPageOptions {
  layout?: LayoutName;
  sitemap?: boolean;
  crawl?: boolean;
  readAloud?: boolean;
}

/**
 * A plain page, whose id also names its page module and its copy namespace. It is in the default
 * layout, in the sitemap and open to crawlers unless the options say otherwise.
 */
const plainPage = (id: string, path: string, { layout = 'default', sitemap = true, crawl = true, readAloud }: PlainPageOptions = {}): SiteRoute => ({
  id,
  path,
  page: id,
  namespace: id,
  layout,
  kind: 'page',
  sitemap,
  crawl,
  ...(readAloud && { readAloud }),
});

/** A page whose copy is one section (`keyPrefix`) of a namespace it shares with related pages. */
const sectionPage = (id: string, path: string, namespace: string, keyPrefix: string, { sitemap = true }: { sitemap?: boolean } = {}): SiteRoute => ({
  id,
  path,
  page: id,
  namespace,
  keyPrefix,
  layout: 'default',
  kind: 'page',
  sitemap,
  crawl: true,
});

/** An article, job ad or legal page: its body and head come from its content file, shown by the kind's page module. */
const contentPage = (id: string, path: string, kind: Exclude<RouteKind, 'page'>): SiteRoute => ({
  id,
  path,
  page: kind,
  layout: 'default',
  kind,
  sitemap: true,
  crawl: true,
});

/**
 * Every route of the site, in the order the sitemap lists them. The router, the prerenderer,
 * the sitemap, robots.txt, the content check and the tests all read this list.
 */
export const siteRoutes: SiteRoute[] = [
  plainPage('home', paths.home),
  plainPage('app', paths.app, { readAloud: true }),
  plainPage('callbackform', paths.callbackform),
  {
    id: 'checkout',
    path: paths.checkout,
    page: 'checkout',
    layout: 'blank',
    kind: 'page',
    // Steps of an order in progress: nothing for a search engine to show or a crawler to open.
    sitemap: false,
    crawl: false,
    children: [
      // The summary is the checkout's index page and reports the checkout's id.
      { id: 'checkout', path: paths.checkout, page: 'checkout-summary', namespace: 'checkout' },
      { id: 'checkout-address', path: paths.checkoutAddress, page: 'checkout-address', namespace: 'checkout', keyPrefix: 'address' },
      { id: 'checkout-payment', path: paths.checkoutPayment, page: 'checkout-payment', namespace: 'checkout', keyPrefix: 'payment' },
    ],
  },
  plainPage('shop', paths.shop),
  plainPage('shop-old', paths.shopOld),
  plainPage('shop-not-so-old', paths.shopNotSoOld, { layout: 'donationbanner' }),
  plainPage('lp-old', paths.lpOld, { layout: 'donationbanner' }),
  plainPage('live-demo', paths.liveDemo, { readAloud: true }),
  plainPage('infopaket', paths.infopaket, { readAloud: true }),
  plainPage('relatives', paths.relatives, { readAloud: true }),
  plainPage('setup-anleitung', paths.setup, { readAloud: true }),
  // Confirmations after a form was sent: only useful to whoever just sent it.
  plainPage('success', paths.success, { sitemap: false }),
  plainPage('successful-double-opt-in', paths.doubleOptIn, { sitemap: false }),
  plainPage('team', paths.team, { readAloud: true }),
  plainPage('video', paths.video, { readAloud: true }),
  plainPage('faq', paths.faq, { readAloud: true }),
  plainPage('test-user', paths.testUser, { layout: 'testuser' }),
  plainPage('dipa', paths.dipa, { layout: 'testuser' }),
  plainPage('dipa-submit-testuserform', paths.dipaSubmit, { layout: 'testuser', sitemap: false }),
  contentPage('agb', paths.agb, 'legal'),
  contentPage('datenschutz', paths.privacy, 'legal'),
  contentPage('datenschutz-product', paths.productPrivacy, 'legal'),
  contentPage('einwilligungserklaerung-dsgvo1', paths.consent1, 'legal'),
  contentPage('einwilligungserklaerung-dsgvo2', paths.consent2, 'legal'),
  contentPage('impressum', paths.imprint, 'legal'),
  // Cancelling and withdrawing (§ 312k BGB, § 356a BGB): open to everyone, no login; the receipt
  // only means something to whoever just sent one.
  sectionPage('vertraege-kuendigen', paths.cancellation, 'contracts', 'cancellation'),
  sectionPage('vertrag-widerrufen', paths.withdrawal, 'contracts', 'withdrawal'),
  sectionPage('eingangsbestaetigung', paths.receipt, 'contracts', 'receipt', { sitemap: false }),
  plainPage('barrierefreiheit', paths.accessibility, { readAloud: true }),
  plainPage('leichte-sprache', paths.easyRead, { readAloud: true }),
  plainPage('blog', paths.blog),
  ...articleSlugs.map((a) => contentPage(`blog/${a}`, articlePath(a), 'article')),
  ...exampleArticleSlugs.map((a) => contentPage(`blog/examples/${a}`, exampleArticlePath(a), 'article')),
  plainPage('karriere', paths.careers),
  ...jobSlugs.map((j) => contentPage(`karriere/${j}`, jobPath(j), 'job')),
];

/**
 * What any other path shows, answered with 404: its copy is a section of the common namespace.
 * Not in the sitemap, and not closed to crawlers, who should see the 404.
 */
export const notFoundRoute: SitePage = {
  id: 'not-found',
  path: '*',
  page: 'not-found',
  namespace: 'common',
  keyPrefix: 'notFound',
  layout: 'notFound',
  kind: 'page',
  sitemap: false,
  crawl: true,
};

/** Every page the site answers with 200, in table order; children take their parent's layout and settings. */
export function sitePages(): SitePage[] {
  return siteRoutes.flatMap(({ children, ...route }) =>
    children ? children.map((child): SitePage => ({ ...child, layout: route.layout, kind: route.kind, sitemap: route.sitemap, crawl: route.crawl })) : [route],
  );
}

/** Every concrete URL path the site serves with 200, children of /checkout included. */
export function allPagePaths(): string[] {
  return sitePages().map((page) => page.path);
}

/** The paths sitemap.xml lists. */
export function sitemapPagePaths(): string[] {
  return sitePages()
    .filter((page) => page.sitemap)
    .map((page) => page.path);
}

/** The paths robots.txt closes to crawlers, one `Disallow` line each; a route's children are under its path already. */
export function robotsDisallowPaths(): string[] {
  return siteRoutes.filter((route) => !route.crawl).map((route) => route.path);
}

/**
 * Whether the page at `path` offers to read its content aloud: an article or a legal text always
 * (a job ad is for applying), a plain page when its record says so, a path that is no page never.
 */
export function offersReadAloud(path: string): boolean {
  const normalised = path.replace(/(.)\/+$/, '$1');
  const page = sitePages().find((candidate) => candidate.path === normalised);
  return page ? (page.readAloud ?? (page.kind === 'article' || page.kind === 'legal')) : false;
}

/** The layout a path is shown in; paths that are no page get the not-found layout. */
export function layoutOfPath(path: string): LayoutName {
  const normalised = path.replace(/(.)\/+$/, '$1');
  return sitePages().find((page) => page.path === normalised)?.layout ?? notFoundRoute.layout;
}
