import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { brand } from '@/config/brand';
import { loadNamespaceInto } from './load-namespace';
import { defaultLocale, locales } from './locale';
import deCommon from './locales/de/common.json';
import type { Namespace } from './resources';

/** Page namespaces are split per route so a page only ships its own copy. */
const pageNamespaces = import.meta.glob<{ default: Record<string, unknown> }>(['./locales/*/*.json', '!./locales/de/common.json']);

export const i18n = i18next.createInstance();

void i18n
  .use(initReactI18next)
  .use(
    resourcesToBackend(async (language: string, namespace: string) => {
      const loader = pageNamespaces[`./locales/${language}/${namespace}.json`];
      if (!loader) throw new Error(`Missing translations "${namespace}" for "${language}"`);
      return (await loader()).default;
    }),
  )
  .init({
    lng: defaultLocale,
    fallbackLng: defaultLocale,
    supportedLngs: [...locales],
    ns: ['common'],
    defaultNS: 'common',
    // German common ships inline so the prerendered shell hydrates without waiting; English
    // and the page namespaces load on demand.
    resources: { de: { common: deCommon } },
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false, defaultVariables: { product: brand.name } },
    react: { useSuspense: false },
    returnNull: false,
  });

/**
 * Loads a namespace in the current language (and German as fallback) before rendering; rejects
 * when it did not arrive, and asks for it again on the next call.
 */
export function loadNamespace(namespace: string): Promise<void> {
  return loadNamespaceInto(i18n, namespace);
}

/**
 * A page's `meta.title` and `meta.description` for the document head. The route table names the
 * namespace (and the section in it) as plain strings, so the type check cannot know which keys
 * they hold: the lookup goes through a plain string signature here, once, and the build test of
 * the prerendered pages makes sure each has a title and a description of its own.
 */
export function pageMeta(language: string, namespace: string, keyPrefix?: string): { title: string; description: string } {
  const t = i18n.getFixedT(language, namespace as Namespace) as (key: string) => string;
  const key = (name: string) => (keyPrefix ? `${keyPrefix}.meta.${name}` : `meta.${name}`);
  return { title: t(key('title')), description: t(key('description')) };
}
