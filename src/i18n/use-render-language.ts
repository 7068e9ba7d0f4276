import { useSyncExternalStore } from 'react';
import { i18n } from './i18n';
import { defaultLocale } from './locale';

function subscribe(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

/**
 * The language to render in: the prerendered one (German) while a part of the page hydrates,
 * the current one otherwise. Parts that hydrate on their own (each Suspense boundary of the home
 * page, the FAQ list) must not get a stored language switched to in between before they have
 * hydrated, or their text would not match the markup.
 */
export function useRenderLanguage(): string {
  return useSyncExternalStore(
    subscribe,
    () => i18n.language,
    () => defaultLocale,
  );
}

/**
 * Calls `then` once the visitor's language is not the one the page was prerendered in (at once if
 * it is not already), for parts whose prerendered markup would otherwise stay in the wrong
 * language. Returns a function that stops watching.
 */
export function whenLanguageLeavesMarkup(then: () => void): () => void {
  let done = false;
  const check = () => {
    if (done || i18n.language === defaultLocale) return;
    stop();
    then();
  };
  const unsubscribe = subscribe(check);
  const stop = () => {
    done = true;
    unsubscribe();
  };
  check();
  return stop;
}
