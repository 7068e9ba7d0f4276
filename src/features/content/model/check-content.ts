import type { SiteRoute } from '../../../config/routes.ts';
import { englishFileOf } from './content-files.ts';
import { extractHeadings, type Heading } from './headings.ts';
import { ContentError, parseFrontMatter, type ArticleMeta, type ContentKind, type JobMeta, type LegalMeta } from './schema.ts';

export interface ContentSource {
  /** Path relative to the project root, e.g. `src/content/blog/struktur.mdx`. */
  file: string;
  frontMatter: unknown;
  /** The Markdown body after the front matter. */
  body: string;
  /** The English body (`<name>.en.mdx` beside the file), when there is one. */
  englishBody?: string | undefined;
}

export type ContentMeta = ArticleMeta | JobMeta | LegalMeta;

export interface ContentEntry {
  file: string;
  kind: ContentKind;
  path: string;
  meta: ContentMeta;
  headings: Heading[];
  /** The same headings in the English body (same structure, English text and ids). */
  englishHeadings: Heading[];
  wordCount: number;
}

export interface BrandNames {
  name: string;
  slug: string;
}

/** Replaces `{product}` with the slug in paths and with the name in text, recursively. */
export function resolveProduct<T>(value: T, brand: BrandNames, pathLike = false): T {
  if (typeof value === 'string') return value.replaceAll('{product}', pathLike ? brand.slug : brand.name) as T;
  if (Array.isArray(value)) return value.map((item) => resolveProduct(item, brand, pathLike)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, resolveProduct(item, brand, pathLike || key === 'slug' || key === 'articleRecommendations')]),
    ) as T;
  }
  return value;
}

/** Words of prose in a body: JSX tags and Markdown markers do not count. */
export function countWords(body: string): number {
  const prose = body.replace(/<[^>]*>/g, ' ').replace(/[#>*_`|-]/g, ' ');
  return prose.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** The file of a content page's English body. */
export { englishFileOf };

/** The outline of a body: the level of each heading, in order (`## ## ### ##`). */
export function headingOutline(body: string): string {
  return [...body.matchAll(/^(#{1,6})\s+\S/gm)].map((match) => match[1]).join(' ');
}

/**
 * Every page reads completely in English: its English body must exist, carry no front matter of
 * its own (the English title and description live in the German file's `en:` block) and have the
 * German body's outline, so the table of contents and the reading order match.
 */
function checkEnglishBody(source: ContentSource): void {
  const english = source.englishBody;
  const where = englishFileOf(source.file);
  if (english === undefined) throw new ContentError(where, '(file)', `is missing: every page needs an English body beside ${source.file}`);
  if (/^\s*---\r?\n/.test(english))
    throw new ContentError(where, '(front matter)', 'must not have one: the English title and description live in the German file');
  const german = headingOutline(source.body);
  const translated = headingOutline(english);
  if (german !== translated) {
    throw new ContentError(where, '(headings)', `differ from the German body: German "${german}", English "${translated}"`);
  }
}

function pathOf(file: string, kind: ContentKind, slug: string): string {
  if (kind === 'job') return `/karriere/${slug}`;
  if (kind === 'legal') return `/${slug}`;
  return file.includes('/blog/examples/') ? `/blog/examples/${slug}` : `/blog/${slug}`;
}

/**
 * Validates every content file and the links between them, and that each content route of
 * the route table has exactly one file. Throws the first problem as a ContentError.
 */
export function buildContentIndex(sources: ContentSource[], routes: SiteRoute[], brand: BrandNames): ContentEntry[] {
  const entries = sources.map((source): ContentEntry => {
    const meta = resolveProduct(parseFrontMatter(source.file, source.frontMatter), brand);
    checkEnglishBody(source);
    const kind = source.file.includes('/blog/') ? 'article' : source.file.includes('/jobs/') ? 'job' : 'legal';
    return {
      file: source.file,
      kind,
      path: pathOf(source.file, kind, meta.slug),
      meta,
      headings: extractHeadings(source.body, brand.name),
      englishHeadings: extractHeadings(source.englishBody ?? '', brand.name),
      wordCount: countWords(source.body),
    };
  });

  const byPath = new Map<string, ContentEntry>();
  for (const entry of entries) {
    const twin = byPath.get(entry.path);
    if (twin) throw new ContentError(entry.file, 'slug', `repeats the path ${entry.path} of ${twin.file}`);
    byPath.set(entry.path, entry);
  }

  const routePaths = new Set(routes.filter((route) => route.kind !== 'page').map((route) => route.path));
  for (const entry of entries) {
    if (!routePaths.has(entry.path)) {
      throw new ContentError(entry.file, 'slug', `gives ${entry.path}, which is not a route of the site`);
    }
    if (entry.kind === 'article') {
      const recommendations = (entry.meta as ArticleMeta).articleRecommendations;
      recommendations.forEach((path, index) => {
        const target = byPath.get(path);
        if (!target || target.kind !== 'article') {
          throw new ContentError(entry.file, `articleRecommendations.${index}`, `points to ${path}, which is no article`);
        }
        if (path === entry.path) {
          throw new ContentError(entry.file, `articleRecommendations.${index}`, 'points to the article itself');
        }
      });
      if (new Set(recommendations).size !== recommendations.length) {
        throw new ContentError(entry.file, 'articleRecommendations', 'lists an article twice');
      }
    }
  }
  for (const path of routePaths) {
    if (!byPath.has(path)) throw new ContentError(`(route ${path})`, '(file)', 'has no content file');
  }
  return entries.sort((a, b) => a.path.localeCompare(b.path));
}
