import type { Locale } from '@/i18n/locale';

const incompleteMessages: Record<Locale, string> = {
  en: 'Form incomplete.',
  de: 'Das Formular ist unvollständig.',
};

export function defaultIncompleteMessage(locale: Locale): string {
  return incompleteMessages[locale];
}
