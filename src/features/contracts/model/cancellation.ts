import type { SubmissionRequests } from '@server/contract/kinds.generated';
import type { Locale } from '@/i18n/locale';
import { maxTextLength, postalCodePattern } from '@/platform/forms/model/contact-fields';
import { type CrossFieldRule, oneGroupRequired, requiredWhen } from '@/platform/forms/model/cross-field-rules';
import { type FieldDefinition, type FormValues, textOf } from '@/platform/forms/model/field-definition';
import type { SubmissionDescriptor } from '@/platform/forms/submission/model/descriptor';
import { isoDayOf } from '@/platform/forms/validation/model/dates';
import { contractsNamespace } from '../namespace';
import type { SentRequest } from './summary';

/** The kinds of cancellation (`kind` in `docs/api/openapi.yaml`). */
export const cancellationKinds = ['ordinary', 'extraordinary'] as const;
export type CancellationKind = (typeof cancellationKinds)[number];

/** When it takes effect: the next possible date, or a date the customer chooses. */
export const effectiveChoices = ['earliest', 'date'] as const;
export type EffectiveChoice = (typeof effectiveChoices)[number];

/** Exactly what goes to `POST {apiBaseUrl}/cancellation`, as the contract types it: empty optional fields left out. */
export type CancellationRequest = SubmissionRequests['cancellation'];

export interface CancellationFieldCopy {
  readonly name: string;
  readonly email: string;
  readonly emailDescription: string;
  readonly contractReference: string;
  readonly contractReferenceDescription: string;
  readonly street: string;
  readonly postalCode: string;
  readonly city: string;
  readonly kind: string;
  readonly kinds: Readonly<Record<CancellationKind, string>>;
  readonly reason: string;
  readonly reasonDescription: string;
  readonly effective: string;
  readonly effectiveChoices: Readonly<Record<EffectiveChoice, string>>;
  readonly effectiveDate: string;
  readonly effectiveDateDescription: string;
}

export type CancellationMessageKey = 'identifyContract' | 'addressIncomplete' | 'reasonRequired' | 'dateRequired' | 'dateFormat' | 'datePast' | 'postalCodeFormat';

export type CancellationMessage = (key: CancellationMessageKey) => string;

/** A day as people write it here: `31.12.2026`, `1.2.2027` or `2026-12-31`. */
const dayShape = String.raw`/^\s*(?:\d{1,2}\.\d{1,2}\.\d{4}|\d{4}-\d{2}-\d{2})\s*$/`;

/** The day before `YYYY-MM-DD`, in the same notation. */
function dayBefore(day: string): string {
  return new Date(Date.parse(day) - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * The engine definitions, in the order the form shows them. `today` is `YYYY-MM-DD` in the
 * visitor's calendar: a chosen date must exist and be today or later.
 */
export function cancellationFields(copy: CancellationFieldCopy, message: CancellationMessage, today: string): FieldDefinition[] {
  return [
    { name: 'name', type: 'text', label: copy.name, rules: `required|length:1,${maxTextLength}`, autoComplete: 'name' },
    { name: 'email', type: 'email', label: copy.email, description: copy.emailDescription, rules: `required|email|length:1,${maxTextLength}`, autoComplete: 'email' },
    { name: 'contractReference', type: 'text', label: copy.contractReference, description: copy.contractReferenceDescription, rules: 'length:1,100', autoComplete: 'off' },
    { name: 'street', type: 'text', label: copy.street, rules: `length:1,${maxTextLength}`, autoComplete: 'address-line1' },
    {
      name: 'postalCode',
      type: 'text',
      label: copy.postalCode,
      rules: `matches:${postalCodePattern}`,
      maxLength: 10,
      autoComplete: 'postal-code',
      messages: { matches: () => message('postalCodeFormat') },
    },
    { name: 'city', type: 'text', label: copy.city, rules: `length:1,${maxTextLength}`, autoComplete: 'address-level2' },
    {
      name: 'kind',
      type: 'radio',
      label: copy.kind,
      options: cancellationKinds.map((kind) => ({ value: kind, label: copy.kinds[kind] })),
      value: 'ordinary',
      rules: `required|is:${cancellationKinds.join(',')}`,
    },
    { name: 'reason', type: 'textarea', label: copy.reason, description: copy.reasonDescription, rules: 'length:1,2000' },
    {
      name: 'effective',
      type: 'radio',
      label: copy.effective,
      options: effectiveChoices.map((choice) => ({ value: choice, label: copy.effectiveChoices[choice] })),
      value: 'earliest',
      rules: `required|is:${effectiveChoices.join(',')}`,
    },
    {
      name: 'effectiveDate',
      type: 'text',
      label: copy.effectiveDate,
      description: copy.effectiveDateDescription,
      // Counts only with the choice "on a date" (the rules below): a date left behind after
      // choosing "earliest" must not hold the form up.
      rules: `matches:${dayShape}|date_format|date_after:${dayBefore(today)}`,
      maxLength: 10,
      autoComplete: 'off',
      messages: { matches: () => message('dateFormat'), date_format: () => message('dateFormat'), date_after: () => message('datePast') },
    },
  ];
}

/**
 * What the rules of single inputs cannot check: a contract number or a whole postal address, a
 * reason with an extraordinary cancellation, a date with the choice of one. The reason and the
 * date are out of the form while their choice is not made.
 */
export function cancellationRules(message: CancellationMessage): CrossFieldRule[] {
  return [
    oneGroupRequired({ groups: [['contractReference'], ['street', 'postalCode', 'city']], messages: { missing: () => message('identifyContract'), incomplete: () => message('addressIncomplete') } }),
    requiredWhen({ field: 'reason', when: { field: 'kind', is: 'extraordinary' }, message: () => message('reasonRequired') }),
    requiredWhen({ field: 'effectiveDate', when: { field: 'effective', is: 'date' }, message: () => message('dateRequired') }),
  ];
}

/**
 * The form's values as the request: trimmed text, the date as ISO, the address only when whole,
 * the reason only with an extraordinary cancellation. Undefined for values the rules should have
 * refused (a stale tab or a hand-edited page can send anything).
 */
export function cancellationRequest(values: FormValues, locale: Locale, today: string): CancellationRequest | undefined {
  const name = textOf(values.name);
  const email = textOf(values.email);
  const contractReference = textOf(values.contractReference);
  const address = { street: textOf(values.street), postalCode: textOf(values.postalCode).replace(/\s/g, ''), city: textOf(values.city) };
  const wholeAddress = Object.values(address).every((value) => value !== '');
  const kind = cancellationKinds.find((known) => known === values.kind);
  const reason = textOf(values.reason);
  const effective = values.effective === 'date' ? isoDayOf(textOf(values.effectiveDate)) : 'earliest';
  if (!name || !email || (!contractReference && !wholeAddress) || !kind || (kind === 'extraordinary' && !reason)) return undefined;
  if (!effective || (effective !== 'earliest' && effective < today)) return undefined;
  return {
    name,
    email,
    ...(contractReference ? { contractReference } : {}),
    ...(wholeAddress ? address : {}),
    kind,
    ...(kind === 'extraordinary' ? { reason } : {}),
    effective,
    locale,
  };
}

/**
 * The cancellation ("Verträge hier kündigen"): who, which contract (number or postal address),
 * ordinary or extraordinary (with its reason), and from when. It goes to the site's
 * `/cancellation`; no analytics event goes with it, as it carries nothing to count that is not
 * personal. The receipt repeats the request as it was sent.
 */
export const cancellationDescriptor: SubmissionDescriptor<CancellationRequest, SentRequest<CancellationRequest>, CancellationFieldCopy, CancellationMessageKey> = {
  target: 'api',
  kind: 'cancellation',
  copy: { namespace: contractsNamespace, section: 'cancellation.form' },
  fields: ({ fields, message }, today) => cancellationFields(fields, message, today),
  crossFieldRules: ({ message }) => cancellationRules(message),
  request: (values, { locale, today }) => cancellationRequest(values, locale, today),
  shown: (request) => ({ request }),
};
