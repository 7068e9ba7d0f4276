/** One line of what was sent: the request's field and its value as sent. */
export interface SummaryLine {
  readonly field: string;
  readonly value: string;
}

/** Fields the visitor did not type and need not read again. */
const unseen: ReadonlySet<string> = new Set(['locale', 'email_address_check']);

/** What a receipt or a confirmation step lists: every field of the request, in the order it was sent. */
export function summaryLines(request: Readonly<Record<string, string | undefined>>): SummaryLine[] {
  return Object.entries(request).flatMap(([field, value]) => (value === undefined || unseen.has(field) ? [] : [{ field, value }]));
}

/** `2026-12-31` as the form asked for it: `31.12.2026`. */
export function germanDay(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : iso;
}

/** What a receipt (or the withdrawal's confirmation step) repeats: the request exactly as it was sent. */
export interface SentRequest<Request> {
  readonly request?: Request;
}
