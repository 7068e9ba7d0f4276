declare module 'virtual:content-index' {
  import type { ContentEntry } from '@/features/content/model/check-content';

  export const contentIndex: ContentEntry[];
}

declare module 'virtual:content-entries' {
  import type { ContentPageData } from '@/features/content/model/content-page-data';
  import type { ContentBody } from '@/features/content/use-localized-body';

  /**
   * Per content page path: that page's entry, what it shows of the articles it recommends, and the
   * loaders of its German and English bodies.
   */
  export const contentEntryLoaders: Record<
    string,
    () => Promise<ContentPageData & { loadBody: () => Promise<{ default: ContentBody }>; loadEnglish: () => Promise<{ default: ContentBody }> }>
  >;
}
