import { describe, expect, it } from 'vitest';
import { loadContentSources } from '@scripts/vite/content-check';
import { brand } from '@/config/brand';
import { siteRoutes } from '@/config/routes';
import { buildContentIndex, countWords, headingOutline, type ContentSource } from './check-content';
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
    const error = errorOf(() =>
      buildContentIndex(
        withArticle(article, (front) => delete front.title),
        siteRoutes,
        brand,
      ),
    );
    expect(error.message).toContain(article);
    expect(error.field).toBe('title');
  });

  it('rejects a date outside 2022 and 2023', () => {
    const error = errorOf(() =>
      buildContentIndex(
        withArticle(article, (front) => (front.date = '2024-01-02')),
        siteRoutes,
        brand,
      ),
    );
    expect(error.field).toBe('date');
  });

  it('rejects a reading time above 15 minutes', () => {
    const error = errorOf(() =>
      buildContentIndex(
        withArticle(article, (front) => (front.readingTime = '16min')),
        siteRoutes,
        brand,
      ),
    );
    expect(error.field).toBe('readingTime');
  });

  it('rejects an unknown category', () => {
    const error = errorOf(() =>
      buildContentIndex(
        withArticle(article, (front) => (front.categories = ['Kochen'])),
        siteRoutes,
        brand,
      ),
    );
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
      buildContentIndex(
        withArticle(article, (front) => (front.articleRecommendations = ['/blog/beispieltag', '/blog/technik-angst'])),
        siteRoutes,
        brand,
      ),
    );
    expect(error.field).toBe('articleRecommendations');
  });

  it('reports a content route without a file', () => {
    const error = errorOf(() =>
      buildContentIndex(
        sources.filter((source) => source.file !== article),
        siteRoutes,
        brand,
      ),
    );
    expect(error.message).toContain('/blog/struktur');
  });
});

describe('the English body', () => {
  const withEnglish = (file: string, englishBody: string | undefined): ContentSource[] =>
    sources.map((source) => (source.file === file ? { ...source, englishBody } : source));

  it('is there, beside every German page, with the same outline', () => {
    const entries = buildContentIndex(sources, siteRoutes, brand);
    expect(entries).toHaveLength(29);
    for (const entry of entries) expect(entry.englishHeadings.length, entry.file).toBe(entry.headings.length);
  });

  it('fails the build when a page has none', () => {
    const error = errorOf(() => buildContentIndex(withEnglish(article, undefined), siteRoutes, brand));
    expect(error.file).toBe('src/content/blog/struktur.en.mdx');
    expect(error.message).toContain('is missing');
  });

  it('fails the build when its headings differ from the German ones', () => {
    const german = sources.find((source) => source.file === article)!.body;
    const oneLess = german.replace(/^## .*$/m, 'A paragraph instead of a heading.');
    const error = errorOf(() => buildContentIndex(withEnglish(article, oneLess), siteRoutes, brand));
    expect(error.field).toBe('(headings)');
    const demoted = german.replace(/^## (.*)$/m, '### $1');
    expect(errorOf(() => buildContentIndex(withEnglish(article, demoted), siteRoutes, brand)).field).toBe('(headings)');
  });

  it('fails the build when it carries front matter of its own', () => {
    const german = sources.find((source) => source.file === article)!.body;
    const error = errorOf(() => buildContentIndex(withEnglish(article, `---\ntitle: "x"\n---\n${german}`), siteRoutes, brand));
    expect(error.field).toBe('(front matter)');
  });
});

describe('headingOutline', () => {
  it('lists the heading levels in order and ignores hashes that are not headings', () => {
    expect(headingOutline('## Eins\n\nText #hashtag\n### Zwei\n##Kein\n## Drei')).toBe('## ### ##');
  });
});

describe('countWords', () => {
  it('counts prose and skips component tags and Markdown markers', () => {
    expect(countWords('## Titel\n\n<Intro>\nEin kurzer Satz mit <Product /> drin.\n</Intro>\n- Punkt')).toBe(7);
  });
});
