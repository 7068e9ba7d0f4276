import { describe, expect, it } from 'vitest';
import {
  allCategoriesValue,
  articleCategoryList,
  categoryNamed,
  categorySearch,
  filterArticles,
  parseCategoryFilter,
  sortNewestFirst,
  type ArticleEntry,
} from './article-filter';

const categories = articleCategoryList('Lumi');
const byId = (id: string) => categories.find((category) => category.id === id)!;

function article(path: string, date: string, names: string[]): ArticleEntry {
  return { path, kind: 'article', meta: { date, categories: names } } as unknown as ArticleEntry;
}

const articles = [
  article('/blog/a', '2022-03-01', ['Tipps & Tricks']),
  article('/blog/b', '2023-05-10', ['Lumi-Funktionen', 'Tipps & Tricks']),
  article('/blog/c', '2023-05-10', ['Neuigkeiten']),
  article('/blog/examples/d', '2022-12-24', ['examples', 'Lumi-Team']),
];

describe('the category list', () => {
  it('has the seven blog categories with the product name filled in', () => {
    expect(categories.map((category) => category.name)).toEqual([
      'Tipps & Tricks',
      'Lumi-Funktionen',
      'Neuigkeiten',
      'Einsamkeit im Alter',
      'Lumi-Team',
      'Nutzer- & Expertenstimmen',
      'examples',
    ]);
  });

  it('finds a category by the name the articles use', () => {
    expect(categoryNamed('Lumi-Team', categories)?.id).toBe('team');
    expect(categoryNamed('Kochen', categories)).toBeUndefined();
  });
});

describe('parseCategoryFilter', () => {
  it('shows everything without a value, with an empty one and with "alle"', () => {
    expect(parseCategoryFilter(null, categories)).toEqual({ kind: 'all' });
    expect(parseCategoryFilter(undefined, categories)).toEqual({ kind: 'all' });
    expect(parseCategoryFilter('', categories)).toEqual({ kind: 'all' });
    expect(parseCategoryFilter('  ', categories)).toEqual({ kind: 'all' });
    expect(parseCategoryFilter(allCategoriesValue, categories)).toEqual({ kind: 'all' });
    expect(parseCategoryFilter('ALLE', categories)).toEqual({ kind: 'all' });
  });

  it('picks a category by its exact name', () => {
    expect(parseCategoryFilter('Tipps & Tricks', categories)).toEqual({ kind: 'category', category: byId('tips') });
  });

  it('forgives case and extra spaces, and accepts the id', () => {
    expect(parseCategoryFilter('  lumi-funktionen ', categories)).toEqual({ kind: 'category', category: byId('features') });
    expect(parseCategoryFilter('Einsamkeit   im Alter', categories)).toEqual({ kind: 'category', category: byId('loneliness') });
    expect(parseCategoryFilter('voices', categories)).toEqual({ kind: 'category', category: byId('voices') });
  });

  it('calls an unknown, absurdly long or hostile value unknown instead of failing', () => {
    for (const value of ['Kochen', 'x'.repeat(10_000), '<script>alert(1)</script>', '%E0%A4%A', '\u0000', '🙂']) {
      expect(parseCategoryFilter(value, categories)).toEqual({ kind: 'unknown' });
    }
  });
});

describe('categorySearch', () => {
  it('encodes the category name for the address', () => {
    expect(categorySearch(byId('tips'))).toBe('?kategorie=Tipps%20%26%20Tricks');
    expect(new URLSearchParams(categorySearch(byId('tips'))).get('kategorie')).toBe('Tipps & Tricks');
  });

  it('names "all" explicitly, so no earlier category can be carried back in', () => {
    expect(categorySearch(undefined)).toBe('?kategorie=alle');
  });

  it('round-trips every category through the address', () => {
    for (const category of categories) {
      const value = new URLSearchParams(categorySearch(category)).get('kategorie');
      expect(parseCategoryFilter(value, categories)).toEqual({ kind: 'category', category });
    }
  });
});

describe('sortNewestFirst and filterArticles', () => {
  it('sorts newest first and breaks a tie of dates by path', () => {
    expect(sortNewestFirst(articles).map((entry) => entry.path)).toEqual(['/blog/b', '/blog/c', '/blog/examples/d', '/blog/a']);
  });

  it('does not reorder its input', () => {
    const before = articles.map((entry) => entry.path);
    sortNewestFirst(articles);
    expect(articles.map((entry) => entry.path)).toEqual(before);
  });

  it('keeps only the articles of the chosen category', () => {
    const filtered = filterArticles(articles, { kind: 'category', category: byId('tips') });
    expect(filtered.map((entry) => entry.path)).toEqual(['/blog/b', '/blog/a']);
  });

  it('keeps every article for "all" and for an unknown category', () => {
    expect(filterArticles(articles, { kind: 'all' })).toHaveLength(4);
    expect(filterArticles(articles, { kind: 'unknown' })).toHaveLength(4);
  });

  it('finds nothing in a category without articles', () => {
    expect(filterArticles(articles, { kind: 'category', category: byId('voices') })).toEqual([]);
  });
});
