/** The i18n namespace of the form's copy (`src/i18n/locales/<language>/info-package.json`). */
export const infoPackageNamespace = 'info-package';
