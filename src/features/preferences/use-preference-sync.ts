import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { i18n } from '@/i18n/i18n';
import { languageAtom } from './atoms';

/** Switches i18next to the stored language after hydration (the prerendered page is German). */
export function usePreferenceSync(): void {
  const language = useAtomValue(languageAtom);
  useEffect(() => {
    if (i18n.language !== language) {
      i18n.changeLanguage(language).catch((error: unknown) => console.error('[i18n] language switch failed', error));
    }
  }, [language]);
}
