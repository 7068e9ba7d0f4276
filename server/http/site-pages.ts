import { kindTable } from '../contract/kinds.generated.ts';
import type { Answer, SubmissionKind } from '../db/schema.ts';

/**
 * The site's pages a visitor without JavaScript is sent to after a form post (a 303 from the
 * service), as the contract declares them per kind: its thank-you page (one chosen by a field,
 * or the same for all), or, for a kind whose answer is a receipt, the receipt page, which shows
 * id and time of receipt from its query.
 */
export const receiptPath = '/eingangsbestaetigung';

/** Pure: the site address of the page of a kind's form (where a failed post without JavaScript goes back to). */
export const formPageOf = (siteOrigin: string, kind: SubmissionKind) => `${siteOrigin}${kindTable[kind].formPage}`;

/** Pure: the site address to send the visitor to after `kind` took their submission. */
export function thankYouUrl(siteOrigin: string, kind: SubmissionKind, fields: Record<string, string>, answer: Answer): string {
  const entry = kindTable[kind];
  const chosen = entry.thanksPageBy ? entry.thanksPageBy.pages[fields[entry.thanksPageBy.field] ?? ''] : undefined;
  if (chosen ?? entry.thanksPage) return `${siteOrigin}${chosen ?? entry.thanksPage}`;
  const url = new URL(receiptPath, siteOrigin);
  url.searchParams.set('kind', kind);
  url.searchParams.set('id', answer.id ?? '');
  if (answer.receivedAt) url.searchParams.set('receivedAt', answer.receivedAt);
  return url.href;
}
