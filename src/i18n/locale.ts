/**
 * The site's languages: German, the source and the prerendered one, and English. Plain data and
 * functions, so pure models, the pre-paint code and the build can use them too.
 */
export const locales = ['de', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'de';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The language to show for what i18next reports (`en`, `de`, or anything it may hold): German unless it is English. */
export function localeOf(language: string | undefined): Locale {
  return language === 'en' ? 'en' : defaultLocale;
}
