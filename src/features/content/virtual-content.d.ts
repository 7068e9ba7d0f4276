declare module 'virtual:content-index' {
  import type { ContentEntry } from '@/features/content/model/check-content';

  export const contentIndex: ContentEntry[];
}

declare module 'virtual:content-entries' {
  import type { ContentEntry } from '@/features/content/model/check-content';

  /** Per content page path: loads that page's entry and the entries of the articles it recommends. */
  export const contentEntryLoaders: Record<string, () => Promise<{ entry: ContentEntry; recommended: ContentEntry[] }>>;
}
