import type { Locale } from '@/platform/forms/validation/model/message-context';

const incompleteMessages: Record<Locale, string> = {
  en: 'Form incomplete.',
  de: 'Das Formular ist unvollständig.',
};

export function defaultIncompleteMessage(locale: Locale): string {
  return incompleteMessages[locale];
}
