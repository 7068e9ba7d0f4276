import { useTranslation } from 'react-i18next';
import { type Locale, localeOf } from '@/i18n/locale';

export function useContentLanguage(): Locale {
  const { i18n } = useTranslation();
  return localeOf(i18n.language);
}
