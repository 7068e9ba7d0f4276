/** The i18n namespace of the FAQ (`src/i18n/locales/<language>/faq.json`). */
export const faqNamespace = 'faq';
