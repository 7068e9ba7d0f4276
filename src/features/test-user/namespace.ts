/**
 * The programme's shared copy (steps, hints, the application form) lives in the namespace of
 * `/test-user` (`src/i18n/locales/<language>/test-user.json`); `/dipa` reads it from there too
 * and keeps only its own intro and questions in `dipa.json`.
 */
export const testUserNamespace = 'test-user';

/** Which page an application came from: the test-user programme or the DiPA study. */
export const programmes = ['test-user', 'dipa'] as const;
export type Programme = (typeof programmes)[number];

/** The anchor of the application form on both pages. */
export const applicationAnchor = 'bewerbung';
