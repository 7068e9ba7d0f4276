import { useAtomValue, useStore } from 'jotai';
import { useEffect } from 'react';
import { i18n } from '@/i18n/i18n';
import { colorSchemeAtom, languageAtom } from './atoms';

/**
 * Switches i18next to the stored language after hydration (the prerendered page is German), and
 * puts the colour scheme on `<html>` whenever the visitor changes it, here or in another tab. The
 * stored scheme itself is on `<html>` before the first paint already (the pre-paint script).
 */
export function usePreferenceSync(): void {
  const language = useAtomValue(languageAtom);
  const store = useStore();
  useEffect(() => {
    if (i18n.language !== language) {
      i18n.changeLanguage(language).catch((error: unknown) => console.error('[i18n] language switch failed', error));
    }
  }, [language]);
  // A subscription rather than an effect on the value: the atom starts at its default before it
  // reads storage, and applying that default would flash a dark page light.
  useEffect(
    () =>
      store.sub(colorSchemeAtom, () => {
        document.documentElement.setAttribute('data-mantine-color-scheme', store.get(colorSchemeAtom));
      }),
    [store],
  );
}
