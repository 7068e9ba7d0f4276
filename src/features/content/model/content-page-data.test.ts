import { describe, expect, it } from 'vitest';
import type { ContentEntry } from './check-content';
import { contentPageData } from './content-page-data';

const entry = (
  path: string,
  meta: Record<string, unknown> = {
    previewUrl: `/media${path}.svg`,
    title: `Titel ${path}`,
    en: { title: `Title ${path}`, summary: 'A long English summary of the article.' },
  },
) => ({ file: `src/content${path}.mdx`, kind: 'article', path, meta, headings: [], englishHeadings: [], wordCount: 1 }) as unknown as ContentEntry;

const index = [
  entry('/blog/a', { articleRecommendations: ['/blog/c', '/blog/missing', '/blog/b', '/agb'] }),
  entry('/blog/b'),
  entry('/blog/c'),
  { ...entry('/agb', { title: 'AGB', en: { title: 'Terms' } }), kind: 'legal' } as ContentEntry,
];

describe('the data of one content page', () => {
  it('is the page entry with the articles it recommends, in its order, leaving out what does not exist or is no article', () => {
    const data = contentPageData(index, '/blog/a');
    expect(data?.entry.path).toBe('/blog/a');
    expect(data?.recommended.map(({ path }) => path)).toEqual(['/blog/c', '/blog/b']);
  });

  it('carries of a recommended article only what its card shows', () => {
    expect(contentPageData(index, '/blog/a')?.recommended[0]).toEqual({
      path: '/blog/c',
      previewUrl: '/media/blog/c.svg',
      title: 'Titel /blog/c',
      englishTitle: 'Title /blog/c',
    });
  });

  it('has no recommendations for a page whose metadata names none', () => {
    expect(contentPageData(index, '/agb')?.recommended).toEqual([]);
  });

  it('is undefined for a path without a content page', () => {
    expect(contentPageData(index, '/blog/nope')).toBeUndefined();
  });
});
