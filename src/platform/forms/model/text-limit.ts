/**
 * The longest one-line text (a name, an e-mail address, a street) the forms take: what the site
 * API and the CRM store for such a field.
 */
export const maxTextLength = 200;
