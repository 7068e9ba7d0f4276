import type { OutboxReply } from '@/platform/outbox/model/outbox-entry';
import type { Locale } from '@/i18n/locale';

/** What a receipt is for: the two declarations this feature sends. */
export const receiptKinds = ['cancellation', 'withdrawal'] as const;
export type ReceiptKind = (typeof receiptKinds)[number];

export interface Receipt {
  /** The endpoint's id of the submission, when it gave one. */
  readonly id?: string;
  /** ISO 8601: the endpoint's time of receipt, or when its answer came. */
  readonly receivedAt: string;
  /** `api`: the endpoint's own time; `answer`: an older endpoint without a receipt, the time its answer came. */
  readonly source: 'api' | 'answer';
}

const isoMoment = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** A time of receipt worth showing: ISO 8601 with its offset, and a real moment. */
export function isReceiptTime(value: unknown): value is string {
  return typeof value === 'string' && isoMoment.test(value) && !Number.isNaN(Date.parse(value));
}

/**
 * The receipt of an accepted submission: the endpoint's `{ id, receivedAt }`, or for an endpoint
 * that answered without one (an older API's `200`), the moment its answer came.
 */
export function receiptOf(reply: OutboxReply | undefined, answeredAt: number): Receipt {
  const id = reply?.id ? { id: reply.id } : {};
  if (isReceiptTime(reply?.receivedAt)) return { ...id, receivedAt: reply.receivedAt, source: 'api' };
  return { ...id, receivedAt: new Date(answeredAt).toISOString(), source: 'answer' };
}

const locales = { de: 'de-DE', en: 'en-GB' } as const;

/**
 * Date and time of receipt, in the visitor's time zone (or `timeZone`): "28. November 2026 um
 * 02:10:05" in German, "28 November 2026 at 02:10:05" in English. Invalid input yields ''.
 */
export function formatReceiptTime(iso: string, language: Locale, timeZone?: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return new Intl.DateTimeFormat(locales[language], { dateStyle: 'long', timeStyle: 'medium', ...(timeZone ? { timeZone } : {}) }).format(time);
}

/** The receipt page's address: `/eingangsbestaetigung?kind=…&id=…&receivedAt=…` (what the API's no-JS redirect uses too). */
export function receiptSearch(kind: ReceiptKind, receipt: Pick<Receipt, 'id' | 'receivedAt'>): string {
  const query = new URLSearchParams({ kind });
  if (receipt.id) query.set('id', receipt.id);
  query.set('receivedAt', receipt.receivedAt);
  return `?${query.toString()}`;
}

/** What the receipt page can show from its address; anything malformed is left out, never shown. */
export function parseReceiptSearch(search: string): { kind?: ReceiptKind; id?: string; receivedAt?: string } {
  const query = new URLSearchParams(search);
  const kind = query.get('kind');
  const id = query.get('id');
  const receivedAt = query.get('receivedAt');
  return {
    ...((receiptKinds as readonly (string | null)[]).includes(kind) ? { kind: kind as ReceiptKind } : {}),
    ...(id && /^[\w.:-]{1,100}$/.test(id) ? { id } : {}),
    ...(isReceiptTime(receivedAt) ? { receivedAt } : {}),
  };
}
