import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultLanguage, i18n } from '@/i18n/i18n';

function subscribe(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

/**
 * The language to render in: the prerendered one (German) while a part of the page hydrates,
 * the current one otherwise. The home page's sections hydrate one by one after its top (each in
 * its own Suspense boundary); a stored language switched to in between must not reach a section
 * before it has hydrated, or its text would not match the markup.
 */
export function useRenderLanguage(): string {
  return useSyncExternalStore(subscribe, () => i18n.language, () => defaultLanguage);
}

/** `t` of the home namespace in the render language (see `useRenderLanguage`). */
export function useHomeTranslation() {
  const language = useRenderLanguage();
  const { t } = useTranslation('home', { lng: language });
  return { t, language };
}
