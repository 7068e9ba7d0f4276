import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { encrypt, maskIban } from './crypto.ts';
import { effectsOf } from '../contract/kind-entry.ts';
import { kindTable } from '../contract/kinds.generated.ts';
import type { Answer, EffectAction, Schema, SubmissionKind } from '../db/schema.ts';

/**
 * Taking a submission: in one transaction, the submission, its answer, what it records (a SEPA
 * mandate, a PayPal payment to be) and the effects it causes outside. One Idempotency-Key stands
 * for one request body: a repeat with the same body gets the first answer and acts on nothing, a
 * repeat with another body is refused (KeyReused), and a repeat while the first is still being
 * taken is told so (KeyInUse), as the IETF draft on the Idempotency-Key header asks. An advisory
 * lock on the key tells instances apart; the unique key on (kind, idempotency_key) keeps the row
 * single whatever happens.
 */
export class KeyInUse extends Error {
  override name = 'KeyInUse';
}

export class KeyReused extends Error {
  override name = 'KeyReused';
}
export interface Taken {
  id: string;
  answer: Answer;
  /** False when this was a repeat of a key already answered. */
  created: boolean;
  /** The effects this submission caused (none for a repeat). */
  actions: EffectAction[];
}

export interface TakeInput {
  kind: SubmissionKind;
  idempotencyKey: string | undefined;
  fields: Record<string, string>;
  encryptionKey: Buffer | undefined;
  /** The service's public address, for the answer's links. */
  publicUrl: string;
  /** Receipts to one address within an hour past which the mail is held back for staff. */
  mailsPerAddressPerHour: number;
  now?: Date;
}

/**
 * Whether `email` had its limit of receipts in the last hour already. Anyone can
 * type any address into a cancellation: the limit keeps the service from mailing a stranger a
 * flood. Taken under a lock per address, so instances that take two at once count both.
 */
async function tooManyMailsTo(trx: Kysely<Schema>, email: string, limit: number): Promise<boolean> {
  const address = email.trim().toLowerCase();
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`mail ${address}`}, 0))`.execute(trx);
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM submissions
    WHERE lower(fields ->> 'email') = ${address} AND received_at > now() - interval '1 hour'
      AND EXISTS (SELECT 1 FROM effects WHERE effects.submission_id = submissions.id AND effects.action = 'mail-receipt')`.execute(trx);
  return (rows[0]?.n ?? 0) >= limit;
}

/** Pure: a mandate reference, unique and readable on a bank statement (max. 35 characters). */
export const mandateReference = (now: Date) => `LUMI-${now.toISOString().slice(0, 10).replaceAll('-', '')}-${randomBytes(5).toString('hex').toUpperCase()}`;

/** Pure: the answer's links for a PayPal order, all on the service's own origin. */
export const paypalLinks = (publicUrl: string, id: string) => ({
  approval: `${publicUrl}/order/${id}/paypal`,
  back: `${publicUrl}/order/${id}/paypal/return`,
  cancel: `${publicUrl}/order/${id}/paypal/cancel`,
});

/** Pure: the fingerprint of a request body, the same whatever the order of its fields. */
export function fingerprintOf(fields: Readonly<Record<string, string>>): string {
  const canonical = JSON.stringify(
    Object.keys(fields)
      .sort()
      .map((name) => [name, fields[name]]),
  );
  return createHash('sha256').update(canonical).digest('hex');
}

export async function takeSubmission(db: Kysely<Schema>, input: TakeInput): Promise<Taken> {
  const now = input.now ?? new Date();
  const entry = kindTable[input.kind];
  const id = `${entry.idPrefix}_${randomUUID().replaceAll('-', '')}`;
  const { iban, ...rest } = input.fields;
  const stored = { ...rest };
  const actions = effectsOf(entry, rest);
  const answer: Answer =
    entry.answer === 'receipt'
      ? { id, receivedAt: now.toISOString() }
      : actions.includes('paypal-order')
        ? { id, approvalUrl: paypalLinks(input.publicUrl, id).approval }
        : { id };
  if (iban && !input.encryptionKey) throw new Error('An IBAN cannot be stored without API_ENCRYPTION_KEY');

  const fingerprint = fingerprintOf(input.fields);

  return db.transaction().execute(async (trx) => {
    if (input.idempotencyKey) {
      const { rows } = await sql<{
        free: boolean;
      }>`SELECT pg_try_advisory_xact_lock(hashtextextended(${`${input.kind} ${input.idempotencyKey}`}, 0)) AS free`.execute(trx);
      if (!rows[0]?.free) throw new KeyInUse(`${input.kind} key in use`);
    }
    const inserted = await trx
      .insertInto('submissions')
      .values({
        id,
        kind: input.kind,
        idempotency_key: input.idempotencyKey ?? null,
        received_at: now,
        locale: rest.locale === 'en' ? 'en' : 'de',
        fields: JSON.stringify(stored),
        iban_encrypted: iban && input.encryptionKey ? encrypt(iban, input.encryptionKey) : null,
        answer: JSON.stringify(answer),
        request_hash: fingerprint,
      })
      .onConflict((conflict) => conflict.columns(['kind', 'idempotency_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) {
      const first = await trx
        .selectFrom('submissions')
        .select(['id', 'answer', 'request_hash'])
        .where('kind', '=', input.kind)
        .where('idempotency_key', '=', input.idempotencyKey ?? '')
        .executeTakeFirstOrThrow();
      if (first.request_hash !== null && first.request_hash !== fingerprint) throw new KeyReused(`${input.kind} key reused`);
      return { id: first.id, answer: first.answer, created: false, actions: [] };
    }
    if (iban) {
      await trx
        .insertInto('mandates')
        .values({ submission_id: id, reference: mandateReference(now), signed_on: now.toISOString().slice(0, 10), iban_masked: maskIban(iban) })
        .execute();
    }
    if (actions.includes('paypal-order')) {
      await trx
        .insertInto('payments')
        .values({ submission_id: id, return_url: rest.returnUrl ?? '', provider_order_id: null, approval_url: null, outcome: null, returned_at: null })
        .execute();
    }
    const held = actions.includes('mail-receipt') ? await tooManyMailsTo(trx, rest.email ?? '', input.mailsPerAddressPerHour) : false;
    if (actions.length > 0) {
      await trx
        .insertInto('effects')
        .values(
          actions.map((action) => ({
            submission_id: id,
            action,
            next_attempt_at: now,
            ...(held && action === 'mail-receipt'
              ? { held_at: now, last_error: `held back: more than ${input.mailsPerAddressPerHour} receipts to this address within an hour` }
              : {}),
          })),
        )
        .execute();
    }
    return { id, answer, created: true, actions: held ? actions.filter((action) => action !== 'mail-receipt') : actions };
  });
}
