import { brand } from '@/config/brand';

/**
 * Where text the site shows (FAQ answers, articles, legal pages) may link: its own pages, phone
 * numbers and e-mail addresses, and the external sites the brand configuration names. Anything
 * else is shown as plain text. A path must not start with `//` or `/\`: browsers read both as
 * another site's address.
 */
function hostsOf(urls: readonly string[]): string[] {
  return [
    ...new Set(
      urls.flatMap((url) => {
        try {
          return [new URL(url).hostname];
        } catch {
          return [];
        }
      }),
    ),
  ];
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

const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  sol: '/',
  bsol: '\\',
  colon: ':',
  period: '.',
  tab: '\t',
  newline: '\n',
  num: '#',
  quest: '?',
};

/**
 * An attribute value as the browser reads it: character references decoded (`&#47;` is `/`).
 * Undefined for a reference it does not know, so nothing unusual slips through as text.
 */
export function decodeEntities(value: string): string | undefined {
  let unknown = false;
  const decoded = value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);?/gi, (reference, body: string) => {
    const lower = body.toLowerCase();
    const code = lower.startsWith('#x') ? Number.parseInt(lower.slice(2), 16) : lower.startsWith('#') ? Number.parseInt(lower.slice(1), 10) : undefined;
    if (code !== undefined) {
      if (Number.isSafeInteger(code) && code > 0 && code <= 0x10ffff) return String.fromCodePoint(code);
      unknown = true;
      return reference;
    }
    const named = namedEntities[lower];
    if (named === undefined) unknown = true;
    return named ?? reference;
  });
  return unknown ? undefined : decoded;
}

/** A stand-in origin for resolving site paths: a path that leaves it leaves the site. */
const siteBase = 'https://site.invalid';
const externalHosts = new Set(externalLinkHosts);

/**
 * Whether the site may link to `href` (as written in markup: entities are decoded first). No
 * whitespace, control characters or backslashes at all: browsers drop or turn them into `/`, so
 * `/\t/evil.example` or `/\evil.example` lead to another host. What is left is resolved with
 * `URL` and its origin compared: a site path must stay on the site; an external link must be
 * https to one of the brand's hosts.
 */
export function isAllowedLink(href: string): boolean {
  const decoded = decodeEntities(href);
  if (decoded === undefined || decoded === '' || /[\s\\\p{Cc}]/u.test(decoded)) return false;
  if (decoded.startsWith('#') || /^(?:tel|mailto):/i.test(decoded)) return true;
  let url: URL;
  try {
    url = new URL(decoded, siteBase);
  } catch {
    return false;
  }
  if (decoded.startsWith('/')) return url.origin === siteBase && !decoded.startsWith('//');
  return (
    /^https:\/\//i.test(decoded) &&
    url.protocol === 'https:' &&
    externalHosts.has(url.hostname) &&
    url.username === '' &&
    url.password === '' &&
    url.port === ''
  );
}

/** A link to a page of this site (rendered with the router), as opposed to tel:, mailto: or an external site. */
export function isSitePath(href: string): boolean {
  return isAllowedLink(href) && (decodeEntities(href) ?? '').startsWith('/');
}
