import { submissionKinds } from '@server/contract/kinds.generated';

/**
 * One form submission kept in the outbox until its endpoint has answered for good. The record
 * is stored in IndexedDB as it is, read by the page and by the service worker alike, so it
 * holds plain data only.
 */
/** The forms whose submissions wait here: the info package (to the CRM) and every kind the site API takes. */
export const outboxForms = ['info-package', ...submissionKinds] as const;
export type OutboxForm = (typeof outboxForms)[number];

/** Where and how the submission goes: the CRM's hosted form, or the site's own API. */
export type OutboxTarget =
  | { readonly kind: 'crm'; readonly url: string }
  | { readonly kind: 'api'; readonly baseUrl: string; readonly path: string; readonly encoding: 'form' | 'json' };

/** The `*_sent` analytics event and the contact details it hashes, pushed once the endpoint took it. */
export interface OutboxConversion {
  readonly event: 'info_package_sent' | 'callback_sent' | 'dipa_form_sent' | 'payment_success';
  readonly contact: { readonly email?: string; readonly firstName?: string; readonly lastName?: string; readonly phone?: string };
}

/** The text fields of an endpoint's JSON answer; everything else in it is dropped. */
export type OutboxReply = Readonly<Record<string, string>>;

/** A replay in progress in one tab or in the worker; nobody else sends the entry until it ends or lapses. */
export interface OutboxLease {
  readonly owner: string;
  readonly until: number;
}

export type OutboxStatus = 'pending' | 'sent' | 'failed';

export interface OutboxEntry {
  readonly id: string;
  readonly form: OutboxForm;
  readonly target: OutboxTarget;
  readonly fields: Readonly<Record<string, string>>;
  readonly conversion?: OutboxConversion;
  /** Epoch milliseconds of the submission. */
  readonly createdAt: number;
  readonly status: OutboxStatus;
  readonly attempts: number;
  readonly lastAttemptAt?: number;
  /** Not before this time: the endpoint asked for the wait (`Retry-After`). */
  readonly retryAt?: number;
  /** Failed attempts that reached (or may have reached) the endpoint: they lengthen the back-off. */
  readonly backoffSteps?: number;
  /** Why the last attempt did not go through: a rejection's text, or the transient reason. */
  readonly lastError?: string;
  readonly sentAt?: number;
  /** What the endpoint answered with its acceptance (the PayPal approval address of an order). */
  readonly reply?: OutboxReply;
  readonly lease?: OutboxLease;
  /** The conversion event has been pushed (at most once per entry). */
  readonly tracked: boolean;
  /** The visitor has seen the final state (sent, failed or expired) and closed it. */
  readonly acknowledged: boolean;
}

export interface NewOutboxEntry {
  readonly form: OutboxForm;
  readonly target: OutboxTarget;
  readonly fields: Readonly<Record<string, string>>;
  readonly conversion?: OutboxConversion;
}

export function createOutboxEntry(draft: NewOutboxEntry, id: string, now: number): OutboxEntry {
  return { ...draft, id, createdAt: now, status: 'pending', attempts: 0, tracked: false, acknowledged: false };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isStringRecord(value: unknown): value is Record<string, string> {
  return isRecord(value) && Object.values(value).every((item) => typeof item === 'string');
}

function isTarget(value: unknown): value is OutboxTarget {
  if (!isRecord(value)) return false;
  if (value.kind === 'crm') return typeof value.url === 'string';
  return (
    value.kind === 'api' && typeof value.baseUrl === 'string' && typeof value.path === 'string' && (value.encoding === 'form' || value.encoding === 'json')
  );
}

/**
 * Whether a stored record is an entry this version understands. Another version, a browser
 * extension or a half-written record can leave anything in the database; such a record is
 * kept (never silently deleted) but not sent.
 */
export function isOutboxEntry(value: unknown): value is OutboxEntry {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    (outboxForms as readonly unknown[]).includes(value.form) &&
    isTarget(value.target) &&
    isStringRecord(value.fields) &&
    typeof value.createdAt === 'number' &&
    Number.isFinite(value.createdAt) &&
    (value.status === 'pending' || value.status === 'sent' || value.status === 'failed') &&
    typeof value.attempts === 'number' &&
    typeof value.tracked === 'boolean' &&
    typeof value.acknowledged === 'boolean'
  );
}
