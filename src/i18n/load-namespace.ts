import type { i18n as I18n } from 'i18next';

/**
 * Loads `namespace` into `instance` in the current language and the languages it falls back to,
 * and rejects when one of them did not arrive (offline, say), so a caller can wait and ask again
 * instead of showing keys. i18next settles a failed load as if it had worked and, on its own,
 * never asks for that file again: what is still missing is asked for anew, forced, on every call.
 */
export async function loadNamespaceInto(instance: I18n, namespace: string): Promise<void> {
  const missing = () => instance.languages.filter((language) => !instance.hasResourceBundle(language, namespace));
  // Also registers the namespace, so a later language switch loads it in the new language.
  await instance.loadNamespaces(namespace);
  if (missing().length === 0) return;
  await instance.reloadResources(missing(), [namespace]);
  const absent = missing();
  if (absent.length > 0) throw new Error(`The copy "${namespace}" could not be loaded in ${absent.join(', ')}`);
}
