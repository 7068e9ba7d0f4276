import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { PageHandle } from '@/app/shell/head/page-handle';
import { env } from '@/config/env';
import { localeOf } from '@/i18n/locale';
import { applyHead } from './apply-head';

/** Keeps title, description, canonical and `<html lang>` in step with the page on screen and the language. */
export function useDocumentHead(handle: PageHandle): void {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const language = localeOf(i18n.language);

  useEffect(() => {
    applyHead(handle.head(language, pathname), env.siteUrl);
  }, [handle, pathname, language]);
}
