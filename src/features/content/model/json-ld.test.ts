import { describe, expect, it } from 'vitest';
import type { ArticleEntry } from './article-filter';
import type { JobEntry } from './jobs';
import { articleJsonLd, jobPostingJsonLd, type JsonLdContext } from './json-ld';

const ctx: JsonLdContext = {
  absoluteUrl: (path) => `https://lumi.example${path}`,
  language: 'de',
  organization: { name: 'Lumi', address: { street: 'Musterallee 12', postalCode: '10999', city: 'Berlin', countryCode: 'DE' } },
};

const article = {
  path: '/blog/struktur',
  kind: 'article',
  meta: {
    title: 'Struktur im Alltag',
    description: 'Warum feste Abläufe guttun.',
    date: '2023-02-08',
    author: { name: 'Anna Lehmann' },
    imageUrl: '/media/blog/struktur.svg',
    categories: ['Tipps & Tricks'],
    en: { title: 'Structure in everyday life', description: 'Why routines help.' },
  },
} as unknown as ArticleEntry;

function job(location: string, period: 'Full-time/Part-time' | 'Part-time'): JobEntry {
  return {
    path: '/karriere/lead-engineer',
    kind: 'job',
    meta: {
      title: 'Lead Engineer (m/w/d)',
      description: 'Du führst unser Team.',
      date: '2023-09-01',
      period,
      location,
      en: { title: 'Lead Engineer (m/f/d)', description: 'Lead our team.' },
    },
  } as unknown as JobEntry;
}

describe('articleJsonLd', () => {
  it('describes the article with headline, dates, author, absolute image and publisher', () => {
    expect(articleJsonLd(article, ctx)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Struktur im Alltag',
      description: 'Warum feste Abläufe guttun.',
      datePublished: '2023-02-08',
      author: { '@type': 'Person', name: 'Anna Lehmann' },
      image: ['https://lumi.example/media/blog/struktur.svg'],
      publisher: { '@type': 'Organization', name: 'Lumi', url: 'https://lumi.example/' },
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://lumi.example/blog/struktur' },
      url: 'https://lumi.example/blog/struktur',
      inLanguage: 'de',
      articleSection: ['Tipps & Tricks'],
    });
  });

  it('uses the English title, description, language and category names for English readers', () => {
    const data = articleJsonLd(article, { ...ctx, language: 'en', categoryName: (name) => (name === 'Tipps & Tricks' ? 'Tips & tricks' : name) });
    expect(data.headline).toBe('Structure in everyday life');
    expect(data.description).toBe('Why routines help.');
    expect(data.inLanguage).toBe('en');
    expect(data.articleSection).toEqual(['Tips & tricks']);
  });
});

describe('jobPostingJsonLd', () => {
  it('describes the position with date, employment type, employer and address', () => {
    const data = jobPostingJsonLd(job('Berlin', 'Part-time'), ctx);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Lead Engineer (m/w/d)',
      description: 'Du führst unser Team.',
      datePosted: '2023-09-01',
      employmentType: ['PART_TIME'],
      hiringOrganization: { '@type': 'Organization', name: 'Lumi' },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', streetAddress: 'Musterallee 12', postalCode: '10999', addressLocality: 'Berlin', addressCountry: 'DE' },
      },
      url: 'https://lumi.example/karriere/lead-engineer',
    });
    expect(data).not.toHaveProperty('jobLocationType');
  });

  it('offers full and part time when the period says both', () => {
    expect(jobPostingJsonLd(job('Berlin', 'Full-time/Part-time'), ctx).employmentType).toEqual(['FULL_TIME', 'PART_TIME']);
  });

  it('marks a remote position as telecommute within the country', () => {
    const data = jobPostingJsonLd(job('Berlin oder remote', 'Full-time/Part-time'), ctx);
    expect(data.jobLocationType).toBe('TELECOMMUTE');
    expect(data.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'DE' });
  });
});
