import type { ContentEntry } from './check-content';

/** What one content page needs of the content index: its own entry and the articles it recommends. */
export interface ContentPageData {
  readonly entry: ContentEntry;
  /** The recommended articles that exist, in the order the article names them; empty for other kinds. */
  readonly recommended: ContentEntry[];
}

/** The data of the content page at `path`, or undefined when there is none. */
export function contentPageData(index: readonly ContentEntry[], path: string): ContentPageData | undefined {
  const entry = index.find((candidate) => candidate.path === path);
  if (!entry) return undefined;
  const paths = 'articleRecommendations' in entry.meta ? entry.meta.articleRecommendations : [];
  const recommended = paths
    .map((recommendation) => index.find((candidate) => candidate.path === recommendation))
    .filter((candidate): candidate is ContentEntry => candidate !== undefined);
  return { entry, recommended };
}
