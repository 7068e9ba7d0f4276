import type { i18n as I18n } from 'i18next';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { brand } from '@/config/brand';
import { paths } from '@/config/routes';
import type { Resources } from '@/i18n/resources';
import { useRenderLanguage } from '@/i18n/use-render-language';
import { buildFaqEntries, type FaqEntry, type FaqTranslation } from './model/faq-entries';
import { createAnswerSanitizer, type Purifier } from './model/sanitize-answer';
import { faqNamespace } from './namespace';

/** Values the answers may name besides the product: contact details and paths from the config. */
const answerValues = {
  phone: brand.support.phone,
  phoneHref: brand.support.phoneHref,
  supportEmail: brand.support.supportEmail,
  privacyPath: paths.productPrivacy,
};

/** An entry of the list as the German file numbers it (`faq-list.0` …). */
type FaqEntryKey = `faq-list.${keyof Resources['faq']['faq-list'] & string}`;

/**
 * Looks up `faq-list.<index>` in exactly one language: no fallback, so an entry that only
 * exists in German is missing in English (and then dropped by the model).
 */
export function faqTranslationLookup(i18n: I18n, language: string): (index: number) => FaqTranslation | undefined {
  const t = i18n.getFixedT(language, faqNamespace);
  return (index) => {
    // The list is walked by index until an entry is missing, so the index is data, not a known
    // key: the `exists` checks below make sure the entry is there before it is read.
    const key = `faq-list.${index}` as FaqEntryKey;
    if (!i18n.exists(`${key}.question`, { ns: faqNamespace, lngs: [language] })) return undefined;
    if (!i18n.exists(`${key}.answer`, { ns: faqNamespace, lngs: [language] })) return undefined;
    return {
      question: t(`${key}.question`, { ...answerValues, lngs: [language] }),
      answer: t(`${key}.answer`, { ...answerValues, lngs: [language] }),
    };
  };
}

let purifier: Purifier | undefined;
let purifierLoad: Promise<Purifier> | undefined;

/** DOMPurify is a chunk of its own, fetched once the FAQ is near (not part of the first load). */
function loadPurifier(): Promise<Purifier> {
  purifierLoad ??= import('dompurify').then((module) => (purifier = module.default));
  return purifierLoad;
}

/**
 * The FAQ entries in the current language, sanitised. `requestPurifier` fetches DOMPurify;
 * until it is here the answers pass the model's strict text check (see `sanitize-answer.ts`).
 */
export function useFaqEntries(): { entries: FaqEntry[]; requestPurifier: () => void } {
  const language = useRenderLanguage();
  const { i18n, ready } = useTranslation(faqNamespace, { lng: language });
  // Never there during hydration (it loads after mount), so the first render matches the markup;
  // a list mounted later in the same visit starts with it.
  const [loaded, setLoaded] = useState<Purifier | undefined>(() => purifier);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (!wanted || loaded) return;
    let current = true;
    loadPurifier().then(
      (module) => current && setLoaded(module),
      (error: unknown) => console.warn('[faq] could not load the sanitiser; answers stay limited to plain markup', error),
    );
    return () => {
      current = false;
    };
  }, [wanted, loaded]);

  const entries = useMemo(
    () => (ready || i18n.hasResourceBundle(language, faqNamespace) ? buildFaqEntries(faqTranslationLookup(i18n, language), createAnswerSanitizer(loaded)) : []),
    [i18n, language, ready, loaded],
  );
  const requestPurifier = useCallback(() => setWanted(true), []);
  return { entries, requestPurifier };
}
