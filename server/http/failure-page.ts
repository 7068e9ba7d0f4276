import type { Locale } from './messages.ts';

/**
 * The page a visitor without JavaScript sees when their form post was not taken: the reason in
 * their language, and the way back to the form. Their browser's back button keeps what they typed.
 */
const copy = {
  de: {
    title: 'Nicht gesendet',
    heading: 'Deine Angaben wurden nicht gesendet',
    back: 'Zurück zum Formular',
    keep: 'Mit der Zurück-Taste deines Browsers kommst du zum Formular zurück, und deine Eingaben sind noch da.',
  },
  en: {
    title: 'Not sent',
    heading: 'Your details were not sent',
    back: 'Back to the form',
    keep: "Your browser's back button takes you back to the form with what you typed still in it.",
  },
} as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Pure: the whole page. */
export function failurePage(locale: Locale, message: string, formUrl: string): string {
  const text = copy[locale];
  return (
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${text.title}</title>` +
    '<style>body{font:1.25rem/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem}a{display:inline-block;padding:.75rem 0}</style></head>' +
    `<body><main><h1>${text.heading}</h1><p role="alert">${escapeHtml(message)}</p><p>${text.keep}</p>` +
    `<p><a href="${escapeHtml(formUrl)}">${text.back}</a></p></main></body></html>`
  );
}

/** Headers of the page: a policy that lets it do nothing but show itself. */
export const failurePageHeaders = {
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
};
