import { Hono, type Context } from 'hono';
import { bearerAuth } from 'hono/bearer-auth';
import type { Kysely } from 'kysely';
import { staffIdOf } from '../config.ts';
import { submissionKinds } from '../contract/kinds.generated.ts';
import type { Schema, SubmissionKind } from '../db/schema.ts';
import type { Outbox } from '../domain/outbox.ts';
import { toCsv } from '../domain/staff-csv.ts';
import { effectsNeedingStaff, markDone, retryEffect, submissionsPage } from '../domain/staff-queries.ts';
import {
  decodeCursor,
  defaultPageSize,
  effectStates,
  encodeCursor,
  maxPageSize,
  submissionStates,
  type EffectState,
  type SubmissionState,
} from '../domain/staff-rows.ts';

export type { StaffEffect, StaffRow } from '../domain/staff-rows.ts';

/**
 * The routes for the people who work the submissions, behind `Authorization: Bearer STAFF_TOKEN`
 * (mounted only when a token is configured). Every read is recorded in staff_reads and logged:
 * who (a fingerprint of the token), when, which kind, how many; never what was read. Nothing they
 * answer may be kept by a browser or a proxy on the way.
 */
type Query = { ok: true; value: Parameters<typeof submissionsPage>[1] } | { ok: false; message: string };

function parseListQuery(c: Context): Query {
  const kind = c.req.query('kind');
  const state = c.req.query('state');
  const limitText = c.req.query('limit');
  const cursorText = c.req.query('cursor');
  if (kind !== undefined && !submissionKinds.includes(kind as SubmissionKind))
    return { ok: false, message: `kind must be one of ${submissionKinds.join(', ')}` };
  if (state !== undefined && !submissionStates.includes(state as SubmissionState))
    return { ok: false, message: `state must be one of ${submissionStates.join(', ')}` };
  const dates: Record<'since' | 'until', Date | undefined> = { since: undefined, until: undefined };
  for (const name of ['since', 'until'] as const) {
    const text = c.req.query(name);
    if (text === undefined) continue;
    const date = new Date(text);
    if (Number.isNaN(date.getTime())) return { ok: false, message: `${name} must be a date (ISO 8601)` };
    dates[name] = date;
  }
  const limit = limitText === undefined ? defaultPageSize : Number(limitText);
  if (!Number.isInteger(limit) || limit < 1 || limit > maxPageSize) return { ok: false, message: `limit must be a whole number from 1 to ${maxPageSize}` };
  const after = cursorText === undefined ? undefined : decodeCursor(cursorText);
  if (cursorText !== undefined && !after) return { ok: false, message: 'cursor is not one this service gave out' };
  return { ok: true, value: { kind: kind as SubmissionKind | undefined, state: state as SubmissionState | undefined, ...dates, after, limit } };
}

export function staffRoutes({
  db,
  outbox,
  token,
  encryptionKey,
}: {
  db: Kysely<Schema>;
  outbox: Pick<Outbox, 'kick'>;
  token: string;
  encryptionKey?: Buffer | undefined;
}): Hono {
  const routes = new Hono();
  const staff = staffIdOf(token);
  routes.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  routes.use('*', bearerAuth({ token }));

  // Newest first, a page at a time; the next page is in the Link header, for JSON and CSV alike.
  routes.get('/submissions', async (c) => {
    const query = parseListQuery(c);
    if (!query.ok) return c.json({ message: query.message }, 400);
    const { rows, more } = await submissionsPage(db, query.value, encryptionKey);
    const last = rows.at(-1);
    if (more && last) {
      const next = new URL(c.req.url);
      next.searchParams.set('cursor', encodeCursor({ receivedAt: last.receivedAt, id: last.id }));
      c.header('Link', `<${next.pathname}${next.search}>; rel="next"`);
    }
    const { kind, since } = query.value;
    await db
      .insertInto('staff_reads')
      .values({ staff, kind: kind ?? null, since: since ?? null, row_count: rows.length })
      .execute();
    console.info(`staff read by ${staff} at ${new Date().toISOString()}: kind=${kind ?? 'all'} since=${since?.toISOString() ?? '-'} rows=${rows.length}`);
    if (/text\/csv/i.test(c.req.header('accept') ?? '')) {
      return c.body(toCsv(rows), 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="submissions-${kind ?? 'all'}.csv"`,
      });
    }
    return c.json(rows);
  });

  routes.post('/submissions/:id/done', async (c) => {
    const id = c.req.param('id');
    const done = await markDone(db, id);
    if (!done) return c.json({ message: 'No such submission' }, 404);
    if (done.now) console.info(`submission ${id} marked done by ${staff}`);
    return c.json({ id, doneAt: done.doneAt });
  });

  // What needs a person: effects given up on or held back, and receipts still unsent after 15 minutes.
  routes.get('/effects', async (c) => {
    const state = (c.req.query('state') ?? 'attention') as EffectState;
    if (!effectStates.includes(state)) return c.json({ message: `state must be one of ${effectStates.join(', ')}` }, 400);
    const rows = await effectsNeedingStaff(db, state);
    console.info(`staff read of effects by ${staff} at ${new Date().toISOString()}: state=${state} rows=${rows.length}`);
    return c.json(rows);
  });

  routes.post('/effects/:id/retry', async (c) => {
    const id = c.req.param('id');
    if (!/^\d{1,18}$/.test(id)) return c.json({ message: 'No such effect' }, 404);
    const outcome = await retryEffect(db, id);
    if (outcome.kind === 'missing') return c.json({ message: 'No such effect' }, 404);
    if (outcome.kind === 'done') return c.json({ message: 'This effect is done already' }, 409);
    if (outcome.kind === 'erased') return c.json({ message: 'The personal data of this submission was erased: there is nothing left to send' }, 409);
    console.info(`effect ${id} sent again by ${staff}`);
    void outbox.kick();
    return c.json({ id, state: 'open', nextAttemptAt: outcome.nextAttemptAt }, 202);
  });
  return routes;
}
