import { describe, expect, it } from 'vitest';
import { loadContentSources } from '../../../../scripts/vite/content-check';
import { brand } from '@/config/brand';
import { siteRoutes } from '@/config/routes';
import { buildContentIndex, countWords, type ContentSource } from './check-content';
import { ContentError } from './schema';

// Vitest runs from the project root.
const root = process.cwd();
const sources = loadContentSources(root);

function withArticle(file: string, change: (front: Record<string, unknown>) => void): ContentSource[] {
  return sources.map((source) => {
    if (source.file !== file) return source;
    const frontMatter = structuredClone(source.frontMatter) as Record<string, unknown>;
    change(frontMatter);
    return { ...source, frontMatter };
  });
}

function errorOf(run: () => unknown): ContentError {
  try {
    run();
  } catch (error) {
    if (error instanceof ContentError) return error;
    throw error;
  }
  throw new Error('expected a ContentError');
}

const article = 'src/content/blog/struktur.mdx';

describe('the content of the site', () => {
  const index = buildContentIndex(sources, siteRoutes, brand);

  it('has a valid file for every article, job and legal route', () => {
    expect(index.filter((entry) => entry.kind === 'article')).toHaveLength(19);
    expect(index.filter((entry) => entry.kind === 'job')).toHaveLength(4);
    expect(index.filter((entry) => entry.kind === 'legal')).toHaveLength(6);
  });

  it('gives every article a German body of at least 600 words', () => {
    const short = index.filter((entry) => entry.kind === 'article' && entry.wordCount < 600).map((entry) => entry.file);
    expect(short).toEqual([]);
  });

  it('never writes the product name literally, so the brand config can change it', () => {
    const literal = sources.filter((source) => JSON.stringify(source.frontMatter).includes(brand.name) || source.body.includes(brand.name));
    expect(literal.map((source) => source.file)).toEqual([]);
  });
});

describe('a broken content file', () => {
  it('names the file and the field of a missing title', () => {
    const error = errorOf(() => buildContentIndex(withArticle(article, (front) => delete front.title), siteRoutes, brand));
    expect(error.message).toContain(article);
    expect(error.field).toBe('title');
  });

  it('rejects a date outside 2022 and 2023', () => {
    const error = errorOf(() => buildContentIndex(withArticle(article, (front) => (front.date = '2024-01-02')), siteRoutes, brand));
    expect(error.field).toBe('date');
  });

  it('rejects a reading time above 15 minutes', () => {
    const error = errorOf(() => buildContentIndex(withArticle(article, (front) => (front.readingTime = '16min')), siteRoutes, brand));
    expect(error.field).toBe('readingTime');
  });

  it('rejects an unknown category', () => {
    const error = errorOf(() => buildContentIndex(withArticle(article, (front) => (front.categories = ['Kochen'])), siteRoutes, brand));
    expect(error.field).toBe('categories.0');
  });

  it('rejects a recommendation that points to no article', () => {
    const error = errorOf(() =>
      buildContentIndex(
        withArticle(article, (front) => (front.articleRecommendations = ['/blog/gibt-es-nicht', '/blog/beispieltag', '/blog/technik-angst'])),
        siteRoutes,
        brand,
      ),
    );
    expect(error.message).toContain('/blog/gibt-es-nicht');
    expect(error.field).toBe('articleRecommendations.0');
  });

  it('rejects two recommendations instead of three', () => {
    const error = errorOf(() =>
      buildContentIndex(withArticle(article, (front) => (front.articleRecommendations = ['/blog/beispieltag', '/blog/technik-angst'])), siteRoutes, brand),
    );
    expect(error.field).toBe('articleRecommendations');
  });

  it('reports a content route without a file', () => {
    const error = errorOf(() => buildContentIndex(sources.filter((source) => source.file !== article), siteRoutes, brand));
    expect(error.message).toContain('/blog/struktur');
  });
});

describe('countWords', () => {
  it('counts prose and skips component tags and Markdown markers', () => {
    expect(countWords('## Titel\n\n<Intro>\nEin kurzer Satz mit <Product /> drin.\n</Intro>\n- Punkt')).toBe(7);
  });
});
