import { brand } from '@/config/brand';

/**
 * Where text the site shows (FAQ answers, articles, legal pages) may link: its own pages, phone
 * numbers and e-mail addresses, and the external sites the brand configuration names. Anything
 * else is shown as plain text. A path must not start with `//` or `/\`: browsers read both as
 * another site's address.
 */
function hostsOf(urls: readonly string[]): string[] {
  return [...new Set(urls.flatMap((url) => {
    try {
      return [new URL(url).hostname];
    } catch {
      return [];
    }
  }))];
}

const brandUrls = [
  brand.links.demo,
  brand.links.userLogin,
  brand.links.careFacilities,
  brand.links.callbackScheduling,
  brand.support.whatsapp,
  ...Object.values(brand.links.social),
];

export const externalLinkHosts: readonly string[] = hostsOf(brandUrls);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** For DOMPurify's `ALLOWED_URI_REGEXP` and for checking one `href`. */
export function allowedLinkPattern(hosts: readonly string[] = externalLinkHosts): RegExp {
  const external = hosts.length > 0 ? `|https:\\/\\/(?:${hosts.map(escape).join('|')})(?:[/?#]|$)` : '';
  return new RegExp(`^(?:\\/(?![/\\\\])|#|tel:|mailto:${external})`, 'i');
}

const allowed = allowedLinkPattern();

export function isAllowedLink(href: string): boolean {
  return allowed.test(href);
}

/** A link to a page of this site (rendered with the router), as opposed to tel:, mailto: or an external site. */
export function isSitePath(href: string): boolean {
  return /^\/(?![/\\])/.test(href);
}
