/**
 * The FAQ: up to twelve entries from the translation keys `faq-list.0` …
 * `faq-list.11`, each a question and an answer written as HTML. An entry that is not translated
 * in the current language is left out rather than shown in another one.
 */

/** How many entries the list may hold. */
export const faqListSize = 12;

/** One translation as looked up in the current language; missing parts are undefined. */
export interface FaqTranslation {
  readonly question?: unknown;
  readonly answer?: unknown;
}

export interface FaqEntry {
  /** The entry's index in `faq-list`, stable across languages (for ids and tests). */
  readonly index: number;
  readonly question: string;
  /** Sanitised HTML, safe to insert as markup. */
  readonly answerHtml: string;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/**
 * Pure: the entries to show, in key order. `lookup(index)` gives the translation of
 * `faq-list.<index>` in the current language (or undefined); `sanitize` cleans the answer's HTML.
 * An entry is dropped when its question or answer is missing or blank, also after sanitising.
 */
export function buildFaqEntries(lookup: (index: number) => FaqTranslation | undefined, sanitize: (html: string) => string): FaqEntry[] {
  const entries: FaqEntry[] = [];
  for (let index = 0; index < faqListSize; index += 1) {
    const translation = lookup(index);
    const question = text(translation?.question);
    const answer = text(translation?.answer);
    if (!question || !answer) continue;
    const answerHtml = sanitize(answer).trim();
    if (!answerHtml) continue;
    entries.push({ index, question, answerHtml });
  }
  return entries;
}
