import { i18n, loadNamespace } from '@/i18n/i18n';
import germanCopy from '@/i18n/locales/de/test-user.json';
import { testUserNamespace } from './namespace';

/**
 * The programme's copy. German travels with the feature code: `/dipa` loads only its own
 * namespace before it renders, yet its prerendered markup and first client render must show the
 * steps and the form at once. Another language loads like any namespace, and a later language
 * switch brings it along because the namespace is registered here.
 */
export function loadTestUserCopy(): Promise<void> {
  if (!i18n.hasResourceBundle('de', testUserNamespace)) {
    i18n.addResourceBundle('de', testUserNamespace, germanCopy);
  }
  return loadNamespace(testUserNamespace);
}
