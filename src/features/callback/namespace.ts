/**
 * The form's copy lives in the namespace of its page (`src/i18n/locales/<language>/callbackform.json`,
 * under `form`), which the route loads before the page renders.
 */
export const callbackNamespace = 'callbackform';
