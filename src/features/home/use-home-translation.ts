import { useTranslation } from 'react-i18next';
import { useRenderLanguage } from '@/i18n/use-render-language';

/** `t` of the home namespace in the render language (see `useRenderLanguage`). */
export function useHomeTranslation() {
  const language = useRenderLanguage();
  const { t } = useTranslation('home', { lng: language });
  return { t, language };
}
