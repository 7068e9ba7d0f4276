import type { ContentEntry } from './check-content.ts';
import { articleCategories } from './categories.ts';
import type { ArticleMeta } from './schema.ts';

/**
 * The blog index's category filter. It lives in the address (`/blog?kategorie=Tipps%20%26%20Tricks`)
 * so a filtered list survives a reload and can be shared. The value is the German category
 * name, as the articles' front matter spells it.
 */
export const categoryParam = 'kategorie';

/**
 * Stands for "every category". The site carries the previous address's query into the next
 * one, so simply dropping the parameter would bring the old category back.
 */
export const allCategoriesValue = 'alle';

/** Stable ids of the categories, for copy keys; the order is the order of the filter. */
export const categoryIds = ['tips', 'features', 'news', 'loneliness', 'team', 'voices', 'examples'] as const;
export type CategoryId = (typeof categoryIds)[number];

export interface ArticleCategory {
  id: CategoryId;
  /** The name with the product resolved, e.g. `Lumi-Funktionen`; also the URL value. */
  name: string;
}

/** The categories of the schema, with `{product}` replaced by the brand name. */
export function articleCategoryList(productName: string): ArticleCategory[] {
  return articleCategories.map((name, index) => ({
    id: categoryIds[index] as CategoryId,
    name: name.replaceAll('{product}', productName),
  }));
}

export type CategoryFilter =
  | { kind: 'all' }
  | { kind: 'category'; category: ArticleCategory }
  /** The address names no known category: the list shows everything and says so. */
  | { kind: 'unknown' };

/** Longer than any category name by far; anything beyond it is not worth comparing. */
const maxValueLength = 100;

const normalise = (value: string) => value.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('de');

/**
 * Reads the filter from the parameter's value (`searchParams.get(categoryParam)`). Missing,
 * empty and `alle` mean all; a category matches by name (regardless of case and spacing) or id; anything
 * else is unknown. Never throws.
 */
export function parseCategoryFilter(value: string | null | undefined, categories: readonly ArticleCategory[]): CategoryFilter {
  if (value === null || value === undefined) return { kind: 'all' };
  if (value.length > maxValueLength) return { kind: 'unknown' };
  const wanted = normalise(value);
  if (wanted === '' || wanted === allCategoriesValue) return { kind: 'all' };
  const category = categories.find((candidate) => normalise(candidate.name) === wanted || candidate.id === wanted);
  return category ? { kind: 'category', category } : { kind: 'unknown' };
}

/** The query string a filter link points to; `undefined` selects all categories. */
export function categorySearch(category: ArticleCategory | undefined): string {
  return `?${categoryParam}=${encodeURIComponent(category ? category.name : allCategoriesValue)}`;
}

export interface ArticleEntry extends ContentEntry {
  kind: 'article';
  meta: ArticleMeta;
}

export function isArticle(entry: ContentEntry): entry is ArticleEntry {
  return entry.kind === 'article';
}

/** Newest first; articles of the same day by path, so the order never depends on the input. */
export function sortNewestFirst<T extends ArticleEntry>(articles: readonly T[]): T[] {
  return [...articles].sort((a, b) => b.meta.date.localeCompare(a.meta.date) || a.path.localeCompare(b.path));
}

/** The articles the filter lets through, newest first. */
export function filterArticles<T extends ArticleEntry>(articles: readonly T[], filter: CategoryFilter): T[] {
  if (filter.kind !== 'category') return sortNewestFirst(articles);
  // The schema types categories with the `{product}` token; the index holds them resolved.
  return sortNewestFirst(articles.filter((article) => (article.meta.categories as readonly string[]).includes(filter.category.name)));
}

/** The category of a name as the index spells it, for its translated label. */
export function categoryNamed(name: string, categories: readonly ArticleCategory[]): ArticleCategory | undefined {
  return categories.find((candidate) => candidate.name === name);
}
