import type { Locale } from '@/i18n/locale';

/** The per-page head the prerenderer writes and the client keeps up to date on navigation. */
export interface PageHead {
  title: string;
  description: string;
  /** Path of the page, e.g. `/shop`; combined with the site URL for canonical and og:url. */
  path: string;
  lang: Locale;
  noindex?: boolean;
  image?: string;
  type?: 'website' | 'article';
  /** Structured data (JSON-LD) objects. */
  jsonLd?: object[];
}

const escapeHtml = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

export const ogLocale = (lang: PageHead['lang']) => (lang === 'de' ? 'de_DE' : 'en_GB');

export function canonicalUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/$/, '')}${path === '/' ? '/' : path}`;
}

/** The head as HTML for the prerendered file. Values are escaped; JSON-LD cannot close its script. */
export function renderHead(head: PageHead, siteUrl: string): string {
  const url = canonicalUrl(siteUrl, head.path);
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta property="og:type" content="${head.type ?? 'website'}">`,
    `<meta property="og:locale" content="${ogLocale(head.lang)}">`,
  ];
  const image = ogImageUrl(head, siteUrl);
  if (image) tags.push(`<meta property="og:image" content="${escapeHtml(image)}">`);
  // A page that must not be indexed has no canonical address either.
  if (head.noindex) tags.push('<meta name="robots" content="noindex">');
  else tags.push(`<link rel="canonical" href="${escapeHtml(url)}">`);
  const jsonLd = jsonLdText(head.jsonLd);
  // One script per page, marked so the client can replace it after a navigation.
  if (jsonLd) tags.push(`<script type="application/ld+json" data-page>${jsonLd}</script>`);
  return tags.join('');
}

/**
 * The page's structured data as the text of one script element: a single object as is,
 * several as an array. `<` is escaped so the text cannot close its script. Empty: undefined.
 */
export function jsonLdText(jsonLd: object[] | undefined): string | undefined {
  if (!jsonLd?.length) return undefined;
  return JSON.stringify(jsonLd.length === 1 ? jsonLd[0] : jsonLd).replaceAll('<', '\\u003c');
}

/** The og:image URL of a head: absolute, as the Open Graph protocol requires. */
export function ogImageUrl(head: PageHead, siteUrl: string): string | undefined {
  return head.image ? canonicalUrl(siteUrl, head.image) : undefined;
}
