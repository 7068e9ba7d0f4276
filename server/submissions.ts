import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { encrypt, maskIban } from './crypto.ts';
import type { Answer, EffectAction, Schema, SubmissionKind } from './db/schema.ts';

/**
 * Taking a submission: in one transaction, the submission, its answer, what it records (a SEPA
 * mandate, a PayPal payment to be) and the effects it causes outside. The unique key on
 * (kind, idempotency_key) decides which of two requests with the same key wins; the other waits
 * for the winner's commit and answers with the winner's answer, acting on nothing.
 */
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
  now?: Date;
}

const prefixes: Record<SubmissionKind, string> = {
  callback: 'cb',
  'test-user': 'tu',
  order: 'or',
  cancellation: 'kd',
  withdrawal: 'wr',
  'accessibility-feedback': 'bf',
};

const effectsOf: Record<SubmissionKind, (fields: Record<string, string>) => EffectAction[]> = {
  callback: () => ['crm-forward'],
  'test-user': () => ['crm-forward'],
  order: (fields) => (fields.paymentMethod === 'paypal' ? ['paypal-order'] : []),
  cancellation: () => ['mail-receipt'],
  withdrawal: () => ['mail-receipt'],
  'accessibility-feedback': () => [],
};

/** Pure: a mandate reference, unique and readable on a bank statement (max. 35 characters). */
export const mandateReference = (now: Date) => `LUMI-${now.toISOString().slice(0, 10).replaceAll('-', '')}-${randomBytes(5).toString('hex').toUpperCase()}`;

/** Pure: the answer's links for a PayPal order, all on the service's own origin. */
export const paypalLinks = (publicUrl: string, id: string) => ({
  approval: `${publicUrl}/order/${id}/paypal`,
  back: `${publicUrl}/order/${id}/paypal/return`,
  cancel: `${publicUrl}/order/${id}/paypal/cancel`,
});

export async function takeSubmission(db: Kysely<Schema>, input: TakeInput): Promise<Taken> {
  const now = input.now ?? new Date();
  const id = `${prefixes[input.kind]}_${randomUUID().replaceAll('-', '')}`;
  const { iban, ...rest } = input.fields;
  const stored = { ...rest };
  const answer: Answer =
    input.kind === 'cancellation' || input.kind === 'withdrawal' || input.kind === 'accessibility-feedback'
      ? { id, receivedAt: now.toISOString() }
      : input.kind === 'order' && rest.paymentMethod === 'paypal'
        ? { id, approvalUrl: paypalLinks(input.publicUrl, id).approval }
        : { id };
  if (iban && !input.encryptionKey) throw new Error('An IBAN cannot be stored without API_ENCRYPTION_KEY');

  return db.transaction().execute(async (trx) => {
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
      })
      .onConflict((conflict) => conflict.columns(['kind', 'idempotency_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) {
      const first = await trx
        .selectFrom('submissions')
        .select(['id', 'answer'])
        .where('kind', '=', input.kind)
        .where('idempotency_key', '=', input.idempotencyKey ?? '')
        .executeTakeFirstOrThrow();
      return { id: first.id, answer: first.answer, created: false, actions: [] };
    }
    if (iban) {
      await trx
        .insertInto('mandates')
        .values({ submission_id: id, reference: mandateReference(now), signed_on: now.toISOString().slice(0, 10), iban_masked: maskIban(iban) })
        .execute();
    }
    if (input.kind === 'order' && rest.paymentMethod === 'paypal') {
      await trx.insertInto('payments').values({ submission_id: id, return_url: rest.returnUrl ?? '', provider_order_id: null, approval_url: null, outcome: null, returned_at: null }).execute();
    }
    const actions = effectsOf[input.kind](rest);
    if (actions.length > 0) {
      await trx
        .insertInto('effects')
        .values(actions.map((action) => ({ submission_id: id, action, next_attempt_at: now })))
        .execute();
    }
    return { id, answer, created: true, actions };
  });
}
