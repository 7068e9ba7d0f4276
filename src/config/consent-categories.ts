/**
 * The categories a visitor is asked to consent to: "necessary" is always on and never asked for.
 * The consent dialog, the stored record and the pre-paint runtime all name them from here.
 */
export const optionalCategories = ['statistics', 'marketing'] as const;
export type OptionalCategory = (typeof optionalCategories)[number];
export type ConsentCategory = 'necessary' | OptionalCategory;

/** What the visitor decided for each optional category. */
export type ConsentChoice = Readonly<Record<OptionalCategory, boolean>>;
