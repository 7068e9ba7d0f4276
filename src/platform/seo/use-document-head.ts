import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router-dom';
import { isPageHandle } from '@/platform/seo/page-handle';
import { env } from '@/config/env';
import { isLanguage } from '@/i18n/i18n';
import { applyHead } from './apply-head';

/** Keeps title, description, canonical and `<html lang>` in step with the page and language. */
export function useDocumentHead(): void {
  const matches = useMatches();
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'de';

  useEffect(() => {
    const handle = [...matches].reverse().map((match) => match.handle).find(isPageHandle);
    if (handle) applyHead(handle.head(language, pathname), env.siteUrl);
    else document.documentElement.lang = language;
  }, [matches, pathname, language]);
}
