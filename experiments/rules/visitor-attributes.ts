import type { Attributes } from './evaluate.ts';

/**
 * The attributes a marketer targets by in GrowthBook: GrowthBook's own automatic ones (`id`,
 * `url`, `path`, `host`, `query`, `deviceType`, `browser`, `utmSource` … `utmContent`, worked out
 * as GrowthBook's script works them out) and the site's `locale`, `returning` and `installed`.
 * Pure: what the browser says in, attributes out.
 */
export interface VisitorFacts {
  /** The anonymous visitor id; empty without consent, and then the visitor has no attributes at all. */
  readonly id: string;
  readonly address: { readonly href: string; readonly pathname: string; readonly host: string; readonly search: string };
  readonly userAgent: string;
  /** The language the visitor reads the site in. */
  readonly locale: string;
  /** Whether the visitor had been here before this visit. */
  readonly returning: boolean;
  /** Whether the site was opened from the home screen (installed as an app). */
  readonly installed: boolean;
  /** A campaign value the site kept from an earlier page (`utm_source` …), when this address has none. */
  readonly storedCampaign: (parameter: string) => string | undefined;
}

const campaignParts = ['source', 'medium', 'campaign', 'term', 'content'];

export function visitorAttributes({ id, address, userAgent, locale, returning, installed, storedCampaign }: VisitorFacts): Attributes {
  if (!id) return {};
  const query = new URLSearchParams(address.search);
  const attributes: Record<string, unknown> = {
    id,
    url: address.href,
    path: address.pathname,
    host: address.host,
    query: address.search,
    deviceType: /Mobi/.test(userAgent) ? 'mobile' : 'desktop',
    browser: /Edg/.test(userAgent)
      ? 'edge'
      : /Chrome/.test(userAgent)
        ? 'chrome'
        : /Firefox/.test(userAgent)
          ? 'firefox'
          : /Safari/.test(userAgent)
            ? 'safari'
            : 'unknown',
    locale,
    returning,
    installed,
  };
  for (const part of campaignParts) {
    const parameter = `utm_${part}`;
    const value = query.get(parameter) ?? storedCampaign(parameter);
    if (value !== undefined) attributes[`utm${part[0]!.toUpperCase()}${part.slice(1)}`] = value;
  }
  return attributes;
}
