/**
 * The copy of the cancellation page, the withdrawal page and the receipt they share lives in one
 * namespace (`src/i18n/locales/<language>/contracts.json`), one section per page; each of the
 * three routes loads it before its page renders.
 */
export const contractsNamespace = 'contracts';
