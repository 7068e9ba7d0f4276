import type { ContentBody } from '@/features/content/use-localized-body';

/**
 * The loaders of every compiled article, job and legal body, German and English. A module of its
 * own, loaded with a content page: as part of the route table, its file names would be in the
 * start-up code of every page.
 */
export const contentBodies = import.meta.glob<{ default: ContentBody }>('../content/**/*.mdx');
