import { isArticle, type ArticleEntry } from './article-filter.ts';
import type { ContentEntry } from './check-content.ts';
import { employmentTypes, isJob, type JobEntry } from './jobs.ts';
import type { Locale } from '@/i18n/locale';

/**
 * Structured data (schema.org JSON-LD) for articles and job ads, so search engines can show
 * them as such. Pure: the caller supplies absolute URLs and the organisation.
 */
export interface JsonLdContext {
  /** Turns a site path into the absolute URL the canonical link uses. */
  absoluteUrl: (path: string) => string;
  language: Locale;
  /** A category's name in `language` (the front matter spells them in German). */
  categoryName?: (name: string) => string;
  organization: {
    name: string;
    address: { street: string; postalCode: string; city: string; countryCode: string };
  };
}

const context = 'https://schema.org';

const inLanguage = <T extends { title: string; description: string; en: { title: string; description: string } }>(meta: T, language: Locale) =>
  language === 'de' ? { title: meta.title, description: meta.description } : meta.en;

function organization(ctx: JsonLdContext) {
  return { '@type': 'Organization', name: ctx.organization.name, url: ctx.absoluteUrl('/') };
}

export function articleJsonLd(entry: ArticleEntry, ctx: JsonLdContext): Record<string, unknown> {
  const { title, description } = inLanguage(entry.meta, ctx.language);
  const url = ctx.absoluteUrl(entry.path);
  return {
    '@context': context,
    '@type': 'Article',
    headline: title,
    description,
    datePublished: entry.meta.date,
    author: { '@type': 'Person', name: entry.meta.author.name },
    image: [ctx.absoluteUrl(entry.meta.imageUrl)],
    publisher: organization(ctx),
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    inLanguage: ctx.language,
    articleSection: entry.meta.categories.map((name) => ctx.categoryName?.(name) ?? name),
  };
}

export function jobPostingJsonLd(entry: JobEntry, ctx: JsonLdContext): Record<string, unknown> {
  const { title, description } = inLanguage(entry.meta, ctx.language);
  const { address } = ctx.organization;
  const remote = /\bremote\b/i.test(entry.meta.location);
  return {
    '@context': context,
    '@type': 'JobPosting',
    title,
    description,
    inLanguage: ctx.language,
    datePosted: entry.meta.date,
    employmentType: employmentTypes(entry.meta.period),
    hiringOrganization: organization(ctx),
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        streetAddress: address.street,
        postalCode: address.postalCode,
        addressLocality: address.city,
        addressCountry: address.countryCode,
      },
    },
    // Search engines want an applicant location with TELECOMMUTE; the ads offer remote work
    // from within the operator's country.
    ...(remote && {
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: address.countryCode },
    }),
    url: ctx.absoluteUrl(entry.path),
  };
}

/** The structured data of any content page: articles and job ads have some, legal pages none. */
export function contentJsonLd(entry: ContentEntry, ctx: JsonLdContext): Record<string, unknown>[] | undefined {
  if (isArticle(entry)) return [articleJsonLd(entry, ctx)];
  if (isJob(entry)) return [jobPostingJsonLd(entry, ctx)];
  return undefined;
}
