import { type ComponentType, useEffect, useState } from 'react';
import type { Locale } from '@/i18n/locale';
import type { mdxComponents } from './components/mdx-components';
import { useContentLanguage } from './use-content-language';

export type ContentBody = ComponentType<{ components?: typeof mdxComponents }>;

/** A content page's two bodies: German (always loaded, it is prerendered) and English (on demand). */
export interface ContentBodies {
  readonly german: ContentBody;
  /** Already loaded when the page was opened in English. */
  readonly english?: ContentBody | undefined;
  readonly loadEnglish: () => Promise<{ default: ContentBody }>;
}

/**
 * The body in the reader's language. The prerendered page and the first render are German; an
 * English reader gets the English body as soon as it is there (at once when the page was opened
 * in English, a moment later right after a switch).
 */
export function useLocalizedBody(bodies: ContentBodies): { Body: ContentBody; language: Locale } {
  const language = useContentLanguage();
  const [english, setEnglish] = useState<ContentBody | undefined>(() => bodies.english);
  useEffect(() => {
    if (language !== 'en' || english) return;
    let current = true;
    bodies
      .loadEnglish()
      .then((module) => current && setEnglish(() => module.default))
      .catch((error: unknown) => console.warn('[content] the English text could not be loaded; showing the German one', error));
    return () => {
      current = false;
    };
  }, [language, english, bodies]);
  return language === 'en' && english ? { Body: english, language: 'en' } : { Body: bodies.german, language: 'de' };
}
