import { useTranslation } from 'react-i18next';
import { useRenderLanguage } from '@/i18n/use-render-language';

/** The namespace of the sections below the hero and the press strip: it loads with their code, when the visitor nears them. */
export const homeSectionsNamespace = 'home-sections';

/** `t` of the home namespace (the hero, the press strip, the e-mail form) in the render language (see `useRenderLanguage`). */
export function useHomeTranslation() {
  const language = useRenderLanguage();
  const { t } = useTranslation('home', { lng: language });
  return { t, language };
}

/** `t` of the namespace of the sections further down, in the render language. */
export function useHomeSectionsTranslation() {
  const language = useRenderLanguage();
  const { t } = useTranslation(homeSectionsNamespace, { lng: language });
  return { t, language };
}
