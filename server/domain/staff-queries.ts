import { sql, type Kysely } from 'kysely';
import type { Schema, SubmissionKind } from '../db/schema.ts';
import { decryptedMaskedIban } from './masked-iban.ts';
import { iso, receiptOverdueMs, type Cursor, type EffectState, type StaffEffect, type StaffRow, type SubmissionState } from './staff-rows.ts';

/** The staff routes' reads and writes, as rows in and rows out. */
export interface SubmissionFilter {
  kind?: SubmissionKind | undefined;
  state?: SubmissionState | undefined;
  since?: Date | undefined;
  until?: Date | undefined;
  after?: Cursor | undefined;
  limit: number;
}

/** One page of submissions, newest first, and whether more follow. */
export async function submissionsPage(
  db: Kysely<Schema>,
  filter: SubmissionFilter,
  encryptionKey: Buffer | undefined,
): Promise<{ rows: StaffRow[]; more: boolean }> {
  let query = db
    .selectFrom('submissions')
    .leftJoin('mandates', 'mandates.submission_id', 'submissions.id')
    .leftJoin('payments', 'payments.submission_id', 'submissions.id')
    .select([
      'submissions.id',
      'submissions.kind',
      'submissions.received_at',
      'submissions.done_at',
      'submissions.erased_at',
      'submissions.fields',
      'submissions.iban_encrypted',
      'mandates.reference',
      'mandates.signed_on',
      'mandates.iban_masked',
      'payments.provider_order_id',
      'payments.outcome',
      'payments.returned_at',
      'payments.checked_status',
      'payments.submission_id as payment_of',
    ])
    .orderBy('submissions.received_at', 'desc')
    .orderBy('submissions.id', 'desc')
    .limit(filter.limit + 1);
  if (filter.kind) query = query.where('submissions.kind', '=', filter.kind);
  if (filter.since) query = query.where('submissions.received_at', '>=', filter.since);
  if (filter.until) query = query.where('submissions.received_at', '<', filter.until);
  if (filter.state === 'open') query = query.where('submissions.done_at', 'is', null).where('submissions.erased_at', 'is', null);
  if (filter.state === 'done') query = query.where('submissions.done_at', 'is not', null).where('submissions.erased_at', 'is', null);
  if (filter.state === 'erased') query = query.where('submissions.erased_at', 'is not', null);
  if (filter.after) {
    const { receivedAt, id } = filter.after;
    query = query.where(sql<boolean>`(submissions.received_at, submissions.id) < (${new Date(receivedAt)}, ${id})`);
  }
  const found = await query.execute();
  const page = found.slice(0, filter.limit);
  const effects = page.length
    ? await db
        .selectFrom('effects')
        .select(['id', 'submission_id', 'action', 'done_at', 'failed_at', 'held_at', 'attempts', 'last_error'])
        .where(
          'submission_id',
          'in',
          page.map((row) => row.id),
        )
        .execute()
    : [];
  const rows = page.map((row): StaffRow => ({
    id: row.id,
    kind: row.kind,
    receivedAt: iso(row.received_at) ?? '',
    doneAt: iso(row.done_at),
    erasedAt: iso(row.erased_at),
    fields: row.fields,
    iban: decryptedMaskedIban(row.iban_encrypted, encryptionKey),
    mandate: row.reference
      ? {
          reference: row.reference,
          signedOn: String(row.signed_on instanceof Date ? row.signed_on.toISOString().slice(0, 10) : row.signed_on),
          iban: row.iban_masked ?? '',
        }
      : null,
    payment:
      row.payment_of !== null
        ? { providerOrderId: row.provider_order_id, outcome: row.outcome, returnedAt: iso(row.returned_at), paypalStatus: row.checked_status }
        : null,
    effects: effects
      .filter((effect) => effect.submission_id === row.id)
      .map((effect) => ({
        id: String(effect.id),
        action: effect.action,
        done: effect.done_at !== null,
        failed: effect.failed_at !== null && effect.done_at === null,
        held: effect.held_at !== null && effect.done_at === null,
        attempts: effect.attempts,
        lastError: effect.last_error,
      })),
  }));
  return { rows, more: found.length > filter.limit };
}

/** The effects that need a person, newest first (at most 500). */
export async function effectsNeedingStaff(db: Kysely<Schema>, state: EffectState, now = Date.now()): Promise<StaffEffect[]> {
  const overdueBefore = new Date(now - receiptOverdueMs);
  const found = await db
    .selectFrom('effects')
    .innerJoin('submissions', 'submissions.id', 'effects.submission_id')
    .select([
      'effects.id',
      'effects.submission_id',
      'submissions.kind',
      'effects.action',
      'effects.attempts',
      'effects.last_error',
      'effects.created_at',
      'effects.last_attempt_at',
      'effects.next_attempt_at',
      'effects.failed_at',
      'effects.held_at',
      'effects.done_at',
    ])
    .where('effects.done_at', 'is', null)
    .where((eb) => {
      const failed = eb('effects.failed_at', 'is not', null);
      const held = eb('effects.held_at', 'is not', null);
      const overdue = eb.and([eb('effects.action', '=', 'mail-receipt'), eb('effects.created_at', '<=', overdueBefore)]);
      if (state === 'failed') return failed;
      if (state === 'held') return held;
      if (state === 'overdue') return overdue;
      if (state === 'open') return sql<boolean>`true`;
      return eb.or([failed, held, overdue]);
    })
    .orderBy('effects.created_at', 'desc')
    .limit(500)
    .execute();
  return found.map((row) => ({
    id: String(row.id),
    submissionId: row.submission_id,
    kind: row.kind,
    action: row.action,
    state: row.failed_at ? 'failed' : row.held_at ? 'held' : 'open',
    overdue: row.action === 'mail-receipt' && new Date(row.created_at) <= overdueBefore,
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: iso(row.created_at) ?? '',
    lastAttemptAt: iso(row.last_attempt_at),
    nextAttemptAt: iso(row.next_attempt_at) ?? '',
    failedAt: iso(row.failed_at),
    doneAt: iso(row.done_at),
  }));
}

export type RetryOutcome = { kind: 'due'; nextAttemptAt: string } | { kind: 'missing' } | { kind: 'done' } | { kind: 'erased' };

/** Starts an effect over: a failed or held one counts its attempts and time afresh; an open one goes now. */
export async function retryEffect(db: Kysely<Schema>, id: string): Promise<RetryOutcome> {
  const effect = await db
    .selectFrom('effects')
    .innerJoin('submissions', 'submissions.id', 'effects.submission_id')
    .select(['effects.id', 'effects.done_at', 'submissions.erased_at'])
    .where('effects.id', '=', id)
    .executeTakeFirst();
  if (!effect) return { kind: 'missing' };
  if (effect.done_at) return { kind: 'done' };
  if (effect.erased_at) return { kind: 'erased' };
  const updated = await db
    .updateTable('effects')
    .set({ failed_at: null, held_at: null, restarted_at: sql<Date>`now()`, attempts: 0, next_attempt_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('done_at', 'is', null)
    .returning(['next_attempt_at'])
    .executeTakeFirst();
  return { kind: 'due', nextAttemptAt: iso(updated?.next_attempt_at ?? new Date()) ?? '' };
}

/** Marks a submission done (its retention period starts); the time it was, or undefined when there is no such submission. */
export async function markDone(db: Kysely<Schema>, id: string): Promise<{ doneAt: string; now: boolean } | undefined> {
  const updated = await db
    .updateTable('submissions')
    .set({ done_at: new Date() })
    .where('id', '=', id)
    .where('done_at', 'is', null)
    .returning(['done_at'])
    .executeTakeFirst();
  if (updated) return { doneAt: iso(updated.done_at ?? new Date()) ?? '', now: true };
  const existing = await db.selectFrom('submissions').select(['done_at']).where('id', '=', id).executeTakeFirst();
  return existing ? { doneAt: iso(existing.done_at ?? new Date()) ?? '', now: false } : undefined;
}
