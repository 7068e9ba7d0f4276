import { i18n, loadNamespace } from '@/i18n/i18n';
import germanFaq from '@/i18n/locales/de/faq.json';
import { faqNamespace } from './namespace';

/**
 * The FAQ's copy for pages other than `/faq` (whose route loads it anyway). German travels with
 * the code, as the prerendered page and the first client render are German; another language
 * loads like any namespace, and from then on follows language switches.
 */
export function loadFaqCopy(): Promise<void> {
  if (!i18n.hasResourceBundle('de', faqNamespace)) i18n.addResourceBundle('de', faqNamespace, germanFaq);
  return loadNamespace(faqNamespace);
}
