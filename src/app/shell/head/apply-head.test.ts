import { beforeEach, describe, expect, it } from 'vitest';
import { applyHead } from './apply-head';
import { renderHead, type PageHead } from './model/head';

const site = 'https://example.org';
const article: PageHead = {
  title: 'Artikel | Lumi',
  description: 'Ein Artikel',
  path: '/blog/a',
  lang: 'de',
  type: 'article',
  image: '/media/blog/a.svg',
  jsonLd: [{ '@type': 'Article', headline: 'A' }],
};
const legal: PageHead = { title: 'Impressum | Lumi', description: 'Wer wir sind', path: '/impressum', lang: 'de' };

const ldScripts = () => [...document.head.querySelectorAll('script[type="application/ld+json"]')];

describe('applyHead', () => {
  beforeEach(() => {
    // The head as the prerenderer wrote it for the article.
    document.head.innerHTML = renderHead(article, site);
  });

  it('keeps the prerendered structured data without adding a second copy', () => {
    applyHead(article, site);
    applyHead(article, site);
    expect(ldScripts()).toHaveLength(1);
    expect(JSON.parse(ldScripts()[0]!.textContent!)).toEqual({ '@type': 'Article', headline: 'A' });
  });

  it('removes the article data and image after navigating to a page without them', () => {
    applyHead(legal, site);
    expect(ldScripts()).toHaveLength(0);
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('website');
  });

  it('replaces the data of one article with the next one', () => {
    applyHead({ ...article, path: '/blog/b', jsonLd: [{ '@type': 'Article', headline: 'B' }] }, site);
    expect(ldScripts()).toHaveLength(1);
    expect(JSON.parse(ldScripts()[0]!.textContent!)).toEqual({ '@type': 'Article', headline: 'B' });
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://example.org/blog/b');
  });

  it('brings the structured data back when returning to an article', () => {
    applyHead(legal, site);
    applyHead(article, site);
    expect(ldScripts()).toHaveLength(1);
    expect(document.head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe('https://example.org/media/blog/a.svg');
  });
});
