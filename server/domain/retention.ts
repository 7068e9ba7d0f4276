import { sql, type Kysely } from 'kysely';
import { kindTable } from '../contract/kinds.generated.ts';
import type { Schema } from '../db/schema.ts';

/**
 * Personal data is kept as long as the submission is worked on, and `doneDays` after it was
 * marked done; a submission nobody ever marks done keeps it `openDays` after it was received,
 * not for ever. Then the fields and the encrypted IBAN are erased; an order keeps what German tax law
 * needs for the invoice record (§ 14 UStG, § 147 AO: who bought what, where it went, when),
 * the SEPA mandate keeps its reference, date and masked IBAN. The row itself stays, so the
 * idempotency key still answers a late repeat without taking the submission a second time.
 */
export const taxRecordFields = ['plan', 'firstName', 'lastName', 'street', 'postalCode', 'city', 'paymentMethod', 'locale'] as const;

/** Pure: what an order keeps after erasure. */
export function taxRecordOf(fields: Record<string, string> | null): Record<string, string> | null {
  if (!fields) return null;
  return Object.fromEntries(taxRecordFields.filter((name) => fields[name] !== undefined).map((name) => [name, fields[name] as string]));
}

export interface RetentionDays {
  doneDays: number;
  openDays: number;
}

export async function eraseExpired(db: Kysely<Schema>, { doneDays, openDays }: RetentionDays, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - doneDays * 86_400_000);
  const openCutoff = new Date(now.getTime() - openDays * 86_400_000);
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('submissions')
      .select(['id', 'kind', 'fields'])
      .where((eb) => eb.or([eb('done_at', '<=', cutoff), eb.and([eb('done_at', 'is', null), eb('received_at', '<=', openCutoff)])]))
      .where('erased_at', 'is', null)
      .forUpdate()
      .execute();
    for (const row of due) {
      await trx
        .updateTable('submissions')
        .set({ fields: kindTable[row.kind].answer === 'order' ? JSON.stringify(taxRecordOf(row.fields)) : sql`NULL`, iban_encrypted: null, erased_at: now })
        .where('id', '=', row.id)
        .execute();
    }
    if (due.length > 0) {
      // What was still to be sent for them cannot be sent without their data: staff see it as failed.
      await trx
        .updateTable('effects')
        .set({ failed_at: now, last_error: 'the personal data was erased before it could be sent', locked_until: null, claim_token: null })
        .where(
          'submission_id',
          'in',
          due.map((row) => row.id),
        )
        .where('done_at', 'is', null)
        .where('failed_at', 'is', null)
        .execute();
      console.info(
        `retention: erased the personal data of ${due.length} submissions done before ${cutoff.toISOString()} or open since before ${openCutoff.toISOString()}`,
      );
    }
    return due.length;
  });
}
