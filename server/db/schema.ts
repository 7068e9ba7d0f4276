import type { ColumnType, Generated } from 'kysely';
import type { EffectAction, SubmissionKind } from '../contract/kinds.generated.ts';

export type { EffectAction, SubmissionKind } from '../contract/kinds.generated.ts';

/** The tables of migrations/*.sql as Kysely sees them. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export type Answer = Record<string, string>;

export interface SubmissionsTable {
  id: string;
  kind: SubmissionKind;
  idempotency_key: string | null;
  received_at: Timestamp;
  locale: string;
  fields: Json<Record<string, string> | null>;
  iban_encrypted: string | null;
  answer: Json<Answer>;
  /** The fingerprint of the body first sent with the idempotency key. */
  request_hash: string | null;
  done_at: Timestamp | null;
  erased_at: Timestamp | null;
}

export interface EffectsTable {
  id: Generated<string>;
  submission_id: string;
  action: EffectAction;
  attempts: Generated<number>;
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** Until when the current claim holds; another instance may take the effect over after it. */
  locked_until: Timestamp | null;
  /** The current claim's token: only its holder records the outcome. */
  claim_token: string | null;
  last_attempt_at: Timestamp | null;
  done_at: Timestamp | null;
  /** Given up on: staff see it and may send it again. */
  failed_at: Timestamp | null;
  restarted_at: Timestamp | null;
  /** Held back for staff (too many mails to one address): not sent until staff send it. */
  held_at: Timestamp | null;
  last_error: string | null;
  created_at: ColumnType<Date, never, never>;
}

export interface ServiceProbeTable {
  id: number;
  written_at: Timestamp;
}

export interface MandatesTable {
  submission_id: string;
  reference: string;
  signed_on: ColumnType<Date, string, string>;
  iban_masked: string;
}

export interface PaymentsTable {
  submission_id: string;
  provider_order_id: string | null;
  approval_url: string | null;
  return_url: string;
  outcome: string | null;
  returned_at: Timestamp | null;
  /** PayPal's status of the order when the service asked, at the visitor's return. */
  checked_status: string | null;
  checked_at: Timestamp | null;
}

export interface StaffReadsTable {
  id: Generated<string>;
  staff: string;
  read_at: ColumnType<Date, never, never>;
  kind: string | null;
  since: Timestamp | null;
  row_count: number;
}

export interface Schema {
  submissions: SubmissionsTable;
  effects: EffectsTable;
  mandates: MandatesTable;
  payments: PaymentsTable;
  staff_reads: StaffReadsTable;
  service_probe: ServiceProbeTable;
}
