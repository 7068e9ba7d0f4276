import type { ContentEntry } from './check-content';

/** What a content page shows of an article it recommends: a card with its preview and its title. */
export interface RecommendedArticle {
  readonly path: string;
  readonly previewUrl: string;
  readonly title: string;
  readonly englishTitle: string;
}

/** What one content page needs of the content index: its own entry and the articles it recommends. */
export interface ContentPageData {
  readonly entry: ContentEntry;
  /**
   * The recommended articles that exist, in the order the article names them; empty for other
   * kinds. Only what their cards show: the page's module carries them, and a whole entry (every
   * description, the English summary, the headings) is several times that.
   */
  readonly recommended: RecommendedArticle[];
}

/** The data of the content page at `path`, or undefined when there is none. */
export function contentPageData(index: readonly ContentEntry[], path: string): ContentPageData | undefined {
  const entry = index.find((candidate) => candidate.path === path);
  if (!entry) return undefined;
  const paths = 'articleRecommendations' in entry.meta ? entry.meta.articleRecommendations : [];
  const recommended = paths.flatMap((recommendation): RecommendedArticle[] => {
    const candidate = index.find(({ path: candidatePath }) => candidatePath === recommendation);
    if (!candidate || !('previewUrl' in candidate.meta)) return [];
    const { previewUrl, title, en } = candidate.meta;
    return [{ path: candidate.path, previewUrl, title, englishTitle: en.title }];
  });
  return { entry, recommended };
}
