import type { PageHead } from '@/app/shell/head/model/head';
import type { Locale } from '@/i18n/locale';

/** What every matched page route carries for the head, the prerenderer and the route walk. */
export interface PageHandle {
  pageId: string;
  /** Builds the head in the current language; called after the page's copy has loaded. */
  head: (language: Locale, pathname: string) => PageHead;
  /** Source modules of the page, so the prerenderer can preload their chunks. */
  sources: string[];
  status?: number;
}

export function isPageHandle(value: unknown): value is PageHandle {
  return typeof value === 'object' && value !== null && 'pageId' in value && 'head' in value;
}
