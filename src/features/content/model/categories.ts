/**
 * The blog's article categories; `{product}` stands for the brand name. A module of
 * its own, without zod, so the blog index and the route tree can use it without shipping the
 * schema to the browser.
 */
export const articleCategories = [
  'Tipps & Tricks',
  '{product}-Funktionen',
  'Neuigkeiten',
  'Einsamkeit im Alter',
  '{product}-Team',
  'Nutzer- & Expertenstimmen',
  'examples',
] as const;
