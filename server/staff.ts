import { Hono } from 'hono';
import { bearerAuth } from 'hono/bearer-auth';
import { sql, type Kysely } from 'kysely';
import { staffIdOf } from './config.ts';
import { submissionKinds } from './contract.ts';
import { decryptedMaskedIban } from './staff-view.ts';
import type { EffectAction, Schema, SubmissionKind } from './db/schema.ts';
import type { Outbox } from './outbox.ts';

/**
 * The routes for the people who work the submissions, behind `Authorization: Bearer STAFF_TOKEN`
 * (mounted only when a token is configured). Every read is recorded in staff_reads and logged:
 * who (a fingerprint of the token), when, which kind, how many; never what was read.
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
  payment: { providerOrderId: string | null; outcome: string | null; returnedAt: string | null } | null;
  effects: Array<{ id: string; action: string; done: boolean; failed: boolean; attempts: number; lastError: string | null }>;
}

/** An effect as staff see it: what it is for, where it stands, and what went wrong last. */
export interface StaffEffect {
  id: string;
  submissionId: string;
  kind: SubmissionKind;
  action: EffectAction;
  state: 'open' | 'failed' | 'done';
  /** A receipt still unsent this long after the submission: the law asks for it without delay. */
  overdue: boolean;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  lastAttemptAt: string | null;
  nextAttemptAt: string;
  failedAt: string | null;
  doneAt: string | null;
}

export const receiptOverdueMs = 15 * 60_000;
const effectStates = ['attention', 'failed', 'overdue', 'open'] as const;
type EffectState = (typeof effectStates)[number];
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const csvColumns = ['id', 'kind', 'receivedAt', 'doneAt', 'erasedAt', 'fields', 'iban', 'mandate', 'payment'] as const;

/** Pure: one CSV cell (RFC 4180), with a leading = + - @ defused for spreadsheets. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const toCsv = (rows: StaffRow[]) => [csvColumns.join(','), ...rows.map((row) => csvColumns.map((column) => csvCell(row[column])).join(','))].join('\r\n') + '\r\n';

export function staffRoutes({ db, outbox, token, encryptionKey }: { db: Kysely<Schema>; outbox: Pick<Outbox, 'kick'>; token: string; encryptionKey?: Buffer | undefined }): Hono {
  const routes = new Hono();
  const staff = staffIdOf(token);
  routes.use('*', bearerAuth({ token }));

  routes.get('/submissions', async (c) => {
    const kind = c.req.query('kind');
    const sinceRaw = c.req.query('since');
    if (kind !== undefined && !submissionKinds.includes(kind as SubmissionKind)) return c.json({ message: `kind must be one of ${submissionKinds.join(', ')}` }, 400);
    const since = sinceRaw ? new Date(sinceRaw) : undefined;
    if (since && Number.isNaN(since.getTime())) return c.json({ message: 'since must be a date (ISO 8601)' }, 400);

    let query = db
      .selectFrom('submissions')
      .leftJoin('mandates', 'mandates.submission_id', 'submissions.id')
      .leftJoin('payments', 'payments.submission_id', 'submissions.id')
      .select([
        'submissions.id', 'submissions.kind', 'submissions.received_at', 'submissions.done_at', 'submissions.erased_at', 'submissions.fields',
        'submissions.iban_encrypted', 'mandates.reference', 'mandates.signed_on', 'mandates.iban_masked', 'payments.provider_order_id',
        'payments.outcome', 'payments.returned_at',
      ])
      .orderBy('submissions.received_at');
    if (kind) query = query.where('submissions.kind', '=', kind as SubmissionKind);
    if (since) query = query.where('submissions.received_at', '>=', since);
    const found = await query.limit(5_000).execute();
    const effects = found.length
      ? await db
          .selectFrom('effects')
          .select(['id', 'submission_id', 'action', 'done_at', 'failed_at', 'attempts', 'last_error'])
          .where('submission_id', 'in', found.map((row) => row.id))
          .execute()
      : [];
    const rows: StaffRow[] = found.map((row) => ({
      id: row.id,
      kind: row.kind,
      receivedAt: new Date(row.received_at).toISOString(),
      doneAt: row.done_at ? new Date(row.done_at).toISOString() : null,
      erasedAt: row.erased_at ? new Date(row.erased_at).toISOString() : null,
      fields: row.fields,
      iban: decryptedMaskedIban(row.iban_encrypted, encryptionKey),
      mandate: row.reference ? { reference: row.reference, signedOn: String(row.signed_on instanceof Date ? row.signed_on.toISOString().slice(0, 10) : row.signed_on), iban: row.iban_masked ?? '' } : null,
      payment: row.kind === 'order' && row.fields?.paymentMethod === 'paypal' ? { providerOrderId: row.provider_order_id, outcome: row.outcome, returnedAt: row.returned_at ? new Date(row.returned_at).toISOString() : null } : null,
      effects: effects
        .filter((effect) => effect.submission_id === row.id)
        .map((effect) => ({
          id: String(effect.id),
          action: effect.action,
          done: effect.done_at !== null,
          failed: effect.failed_at !== null && effect.done_at === null,
          attempts: effect.attempts,
          lastError: effect.last_error,
        })),
    }));

    await db.insertInto('staff_reads').values({ staff, kind: kind ?? null, since: since ?? null, row_count: rows.length }).execute();
    console.info(`staff read by ${staff} at ${new Date().toISOString()}: kind=${kind ?? 'all'} since=${since?.toISOString() ?? '-'} rows=${rows.length}`);

    if (/text\/csv/i.test(c.req.header('accept') ?? '')) {
      return c.body(toCsv(rows), 200, { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="submissions-${kind ?? 'all'}.csv"` });
    }
    return c.json(rows);
  });

  routes.post('/submissions/:id/done', async (c) => {
    const id = c.req.param('id');
    const updated = await db.updateTable('submissions').set({ done_at: new Date() }).where('id', '=', id).where('done_at', 'is', null).returning(['id', 'done_at']).executeTakeFirst();
    if (updated) {
      console.info(`submission ${id} marked done by ${staff}`);
      return c.json({ id, doneAt: new Date(updated.done_at ?? Date.now()).toISOString() });
    }
    const existing = await db.selectFrom('submissions').select(['id', 'done_at']).where('id', '=', id).executeTakeFirst();
    if (!existing) return c.json({ message: 'No such submission' }, 404);
    return c.json({ id, doneAt: new Date(existing.done_at ?? Date.now()).toISOString() });
  });

  // What needs a person: effects given up on, and receipts still unsent after 15 minutes.
  routes.get('/effects', async (c) => {
    const state = (c.req.query('state') ?? 'attention') as EffectState;
    if (!effectStates.includes(state)) return c.json({ message: `state must be one of ${effectStates.join(', ')}` }, 400);
    const overdueBefore = new Date(Date.now() - receiptOverdueMs);
    const found = await db
      .selectFrom('effects')
      .innerJoin('submissions', 'submissions.id', 'effects.submission_id')
      .select([
        'effects.id', 'effects.submission_id', 'submissions.kind', 'effects.action', 'effects.attempts', 'effects.last_error', 'effects.created_at',
        'effects.last_attempt_at', 'effects.next_attempt_at', 'effects.failed_at', 'effects.done_at',
      ])
      .where('effects.done_at', 'is', null)
      .where((eb) => {
        const failed = eb('effects.failed_at', 'is not', null);
        const overdue = eb.and([eb('effects.action', '=', 'mail-receipt'), eb('effects.created_at', '<=', overdueBefore)]);
        if (state === 'failed') return failed;
        if (state === 'overdue') return overdue;
        if (state === 'open') return sql<boolean>`true`;
        return eb.or([failed, overdue]);
      })
      .orderBy('effects.created_at', 'desc')
      .limit(500)
      .execute();
    const rows: StaffEffect[] = found.map((row) => ({
      id: String(row.id),
      submissionId: row.submission_id,
      kind: row.kind,
      action: row.action,
      state: row.failed_at ? 'failed' : 'open',
      overdue: row.action === 'mail-receipt' && new Date(row.created_at) <= overdueBefore,
      attempts: row.attempts,
      lastError: row.last_error,
      createdAt: iso(row.created_at) ?? '',
      lastAttemptAt: iso(row.last_attempt_at),
      nextAttemptAt: iso(row.next_attempt_at) ?? '',
      failedAt: iso(row.failed_at),
      doneAt: iso(row.done_at),
    }));
    console.info(`staff read of effects by ${staff} at ${new Date().toISOString()}: state=${state} rows=${rows.length}`);
    return c.json(rows);
  });

  // Send an effect again: a failed one starts over (attempts and time limit counted afresh), an open one goes now.
  routes.post('/effects/:id/retry', async (c) => {
    const id = c.req.param('id');
    if (!/^\d{1,18}$/.test(id)) return c.json({ message: 'No such effect' }, 404);
    const effect = await db
      .selectFrom('effects')
      .innerJoin('submissions', 'submissions.id', 'effects.submission_id')
      .select(['effects.id', 'effects.done_at', 'submissions.erased_at'])
      .where('effects.id', '=', id)
      .executeTakeFirst();
    if (!effect) return c.json({ message: 'No such effect' }, 404);
    if (effect.done_at) return c.json({ message: 'This effect is done already' }, 409);
    if (effect.erased_at) return c.json({ message: 'The personal data of this submission was erased: there is nothing left to send' }, 409);
    const updated = await db
      .updateTable('effects')
      .set({ failed_at: null, restarted_at: sql<Date>`now()`, attempts: 0, next_attempt_at: sql<Date>`now()` })
      .where('id', '=', id)
      .where('done_at', 'is', null)
      .returning(['next_attempt_at'])
      .executeTakeFirst();
    console.info(`effect ${id} sent again by ${staff}`);
    void outbox.kick();
    return c.json({ id, state: 'open', nextAttemptAt: iso(updated?.next_attempt_at ?? new Date()) }, 202);
  });
  return routes;
}
