import type { Answer, SubmissionKind } from './db/schema.ts';

/**
 * Where a visitor without JavaScript lands after a form post (a 303 from the service): the
 * site's thank-you pages (src/config/routes.ts), and for the receipts of the lawful-shop forms
 * the receipt page, which shows id and time of receipt from its query.
 */
export const receiptPath = '/eingangsbestaetigung';

/** The site page of each form, where a visitor whose post without JavaScript failed goes back to. */
export const formPathOf: Record<SubmissionKind, string> = {
  callback: '/callbackform',
  'test-user': '/test-user',
  order: '/checkout',
  cancellation: '/vertraege-kuendigen',
  withdrawal: '/vertrag-widerrufen',
  'accessibility-feedback': '/barrierefreiheit',
};

/** Pure: the site address to send the visitor to after `kind` took their submission. */
export function thankYouUrl(siteOrigin: string, kind: SubmissionKind, fields: Record<string, string>, answer: Answer): string {
  if (kind === 'callback') return `${siteOrigin}/success`;
  if (kind === 'test-user') return `${siteOrigin}${fields.programme === 'dipa' ? '/dipa-submit-testuserform' : '/success'}`;
  const url = new URL(receiptPath, siteOrigin);
  url.searchParams.set('kind', kind);
  url.searchParams.set('id', answer.id ?? '');
  if (answer.receivedAt) url.searchParams.set('receivedAt', answer.receivedAt);
  return url.href;
}
