import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '@/i18n/i18n';

export function useContentLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'de';
}
