declare module 'virtual:content-index' {
  import type { ContentEntry } from '@/features/content/model/check-content';

  export const contentIndex: ContentEntry[];
}
