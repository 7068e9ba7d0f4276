import type { components } from '../contract/openapi.generated.ts';
import type { SubmissionKind } from '../db/schema.ts';

/**
 * What staff see, as plain data: a submission with what it recorded and caused, an effect with
 * where it stands, and the cursor of a page. No database and no HTTP here.
 */
export interface StaffRow {
  id: string;
  kind: SubmissionKind;
  receivedAt: string;
  doneAt: string | null;
  erasedAt: string | null;
  fields: Record<string, string> | null;
  iban: string | null;
  mandate: { reference: string; signedOn: string; iban: string } | null;
  payment: { providerOrderId: string | null; outcome: string | null; returnedAt: string | null; paypalStatus: string | null } | null;
  effects: Array<{ id: string; action: string; done: boolean; failed: boolean; held: boolean; attempts: number; lastError: string | null }>;
}

/**
 * An effect as staff see it: what it is for, where it stands, and what went wrong last, as the
 * contract defines it (`held`: not sent on purpose, too many mails to one address, until staff
 * send it; `overdue`: a receipt still unsent 15 minutes after its submission).
 */
export type StaffEffect = Omit<components['schemas']['StaffEffect'], 'kind'> & { kind: SubmissionKind };

export const receiptOverdueMs = 15 * 60_000;

export const submissionStates = ['open', 'done', 'erased'] as const;
export type SubmissionState = (typeof submissionStates)[number];

export const effectStates = ['attention', 'failed', 'held', 'overdue', 'open'] as const;
export type EffectState = (typeof effectStates)[number];

export const maxPageSize = 200;
export const defaultPageSize = 100;

export const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Where a page ends: the last row's time of receipt and id (rows are newest first, ties by id). */
export interface Cursor {
  receivedAt: string;
  id: string;
}

/** Pure: a cursor as an opaque token for a link. */
export const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify([cursor.receivedAt, cursor.id])).toString('base64url');

/** Pure: the cursor of a token, or undefined when the token is not one this service made. */
export function decodeCursor(token: string): Cursor | undefined {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 2) return undefined;
    const [receivedAt, id] = parsed as unknown[];
    if (typeof receivedAt !== 'string' || typeof id !== 'string' || Number.isNaN(Date.parse(receivedAt)) || id.length > 100) return undefined;
    return { receivedAt, id };
  } catch {
    return undefined;
  }
}
