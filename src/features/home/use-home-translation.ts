import { useTranslation } from 'react-i18next';
import { useRenderLanguage } from '@/i18n/use-render-language';

/** The namespace of the sections below the hero and the press strip: it loads with their code, when the visitor nears them. */
export const homeSectionsNamespace = 'home-sections';

/** `t` of one of the home page's namespaces in the render language (see `useRenderLanguage`). */
function useHomeNamespace<Namespace extends 'home' | typeof homeSectionsNamespace>(namespace: Namespace) {
  const language = useRenderLanguage();
  const { t } = useTranslation(namespace, { lng: language });
  return { t, language };
}

/** The hero, the press strip and the e-mail form. */
export const useHomeTranslation = () => useHomeNamespace('home');

/** The sections further down. */
export const useHomeSectionsTranslation = () => useHomeNamespace(homeSectionsNamespace);
