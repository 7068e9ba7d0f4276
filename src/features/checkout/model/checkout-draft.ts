import type { FieldValue } from '@/platform/forms/model/field-definition';
import type { ContactFieldName } from '@/platform/forms/model/contact-fields';
import { isPlanId, type PlanId } from '@/platform/plans/plans';

/**
 * What a visitor has entered in the checkout so far, kept in this tab (session storage) so the
 * steps survive back and forward, a reload and a change of language. Pure: parsing a stored
 * draft defensively and deciding which step is ready.
 */
export type PaymentMethod = 'sepa' | 'paypal';

export interface CheckoutDraft {
  readonly plan?: PlanId;
  /** The address step's fields, as typed (possibly half done). */
  readonly address: Readonly<Partial<Record<ContactFieldName, string>>>;
  /** The address step was completed with values its rules accept. */
  readonly addressDone: boolean;
  readonly method: PaymentMethod;
  /** The SEPA fields as typed. */
  readonly sepa: Readonly<{ accountHolder?: string; iban?: string; mandate?: boolean }>;
  /** `checkout` has been pushed for this order. */
  readonly tracked: boolean;
}

export const emptyDraft: CheckoutDraft = { address: {}, addressDone: false, method: 'sepa', sepa: {}, tracked: false };

const addressNames: readonly ContactFieldName[] = ['firstName', 'lastName', 'email', 'phone', 'street', 'postalCode', 'city'];
const maxLength = 200;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const shortText = (value: unknown): string | undefined => (typeof value === 'string' && value.length <= maxLength ? value : undefined);

function pickTexts<K extends string>(source: unknown, names: readonly K[]): Partial<Record<K, string>> {
  if (!isRecord(source)) return {};
  const picked: Partial<Record<K, string>> = {};
  for (const name of names) {
    const text = shortText(source[name]);
    if (text !== undefined) picked[name] = text;
  }
  return picked;
}

/** A stored draft; anything it cannot read (another version, a hand edit) is left out, never trusted. */
export function parseCheckoutDraft(raw: string | undefined): CheckoutDraft {
  if (raw === undefined) return emptyDraft;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return emptyDraft;
  }
  if (!isRecord(value)) return emptyDraft;
  const sepa = isRecord(value.sepa) ? value.sepa : {};
  return {
    ...(isPlanId(value.plan) ? { plan: value.plan } : {}),
    address: pickTexts(value.address, addressNames),
    addressDone: value.addressDone === true,
    method: value.method === 'paypal' ? 'paypal' : 'sepa',
    sepa: { ...pickTexts(sepa, ['accountHolder', 'iban'] as const), ...(sepa.mandate === true ? { mandate: true } : {}) },
    tracked: value.tracked === true,
  };
}

/** The address values of a form's values, as text. */
export function addressOf(values: Readonly<Record<string, FieldValue>>): CheckoutDraft['address'] {
  return pickTexts(values, addressNames);
}

export type StepProblem = 'noPlan' | 'noAddress';

/** Why a step cannot be shown yet: each step needs the ones before it. */
export function stepProblem(draft: CheckoutDraft, step: 'address' | 'payment'): StepProblem | undefined {
  if (!draft.plan) return 'noPlan';
  if (step === 'payment' && !draft.addressDone) return 'noAddress';
  return undefined;
}

/**
 * The draft once the order has left the form (queued in the outbox, or refused): the IBAN goes at
 * once. The outbox holds what is sent; the tab keeps only what the visitor needs to go on.
 */
export function withoutIban(draft: CheckoutDraft): CheckoutDraft {
  const { iban: _removed, ...sepa } = draft.sepa;
  return { ...draft, sepa };
}
