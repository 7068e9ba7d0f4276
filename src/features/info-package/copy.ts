import { i18n, loadNamespace } from '@/i18n/i18n';
import germanCopy from '@/i18n/locales/de/info-package.json';
import { infoPackageNamespace } from './namespace';

/**
 * The form's copy. German travels with the form code, as German common does with the shell:
 * the prerendered `/infopaket` and the first client render are German and must show the form
 * without waiting. The visitor's language, if another, loads like any namespace.
 */
export function loadInfoPackageCopy(): Promise<void> {
  if (!i18n.hasResourceBundle('de', infoPackageNamespace)) {
    i18n.addResourceBundle('de', infoPackageNamespace, germanCopy);
  }
  return loadNamespace(infoPackageNamespace);
}
