import type { SubmissionRequests } from '@server/contract/kinds.generated';
import type { Locale } from '@/i18n/locale';
import { postalCodePattern } from '@/platform/forms/model/contact-fields';
import { maxTextLength } from '@/platform/forms/model/text-limit';
import { type CrossFieldRule, oneGroupRequired, requiredWhen } from '@/platform/forms/model/cross-field-rules';
import { type FieldDefinition, type FieldValue, type FormValues, textOf } from '@/platform/forms/model/field-definition';
import type { SubmissionDescriptor } from '@/platform/forms/submission/model/descriptor';
import { siteApi } from '@/platform/forms/submission/model/site-api';
import { contractsNamespace } from '../namespace';
import { senderFields, type SenderFieldCopy } from './sender-fields';
import type { SentRequest } from './summary';

/** The kinds of cancellation (`kind` in `docs/api/openapi.yaml`). */
export const cancellationKinds = ['ordinary', 'extraordinary'] as const;
export type CancellationKind = (typeof cancellationKinds)[number];

/** When it takes effect: the next possible date, or a date the customer chooses. */
export const effectiveChoices = ['earliest', 'date'] as const;
export type EffectiveChoice = (typeof effectiveChoices)[number];

/** Exactly what goes to `POST {apiBaseUrl}/cancellation`, as the contract types it: empty optional fields left out. */
export type CancellationRequest = SubmissionRequests['cancellation'];

export interface CancellationFieldCopy extends SenderFieldCopy {
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

export type CancellationMessageKey =
  'identifyContract' | 'addressIncomplete' | 'reasonRequired' | 'dateRequired' | 'dateFormat' | 'datePast' | 'postalCodeFormat';

export type CancellationMessage = (key: CancellationMessageKey) => string;

/** `31.12.2026`, `1.2.2027` or `2026-12-31` as `YYYY-MM-DD`, when it names a real calendar day. */
export function isoDay(text: string): string | undefined {
  const trimmed = text.trim();
  const german = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(trimmed);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  const [year, month, day] = (german ? [german[3], german[2], german[1]] : iso ? [iso[1], iso[2], iso[3]] : []).map(Number);
  if (year === undefined || month === undefined || day === undefined) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

/** The engine definitions, in the order the form shows them. */
export function cancellationFields(copy: CancellationFieldCopy, message: CancellationMessage): FieldDefinition[] {
  return [
    ...senderFields(copy),
    {
      name: 'contractReference',
      type: 'text',
      label: copy.contractReference,
      description: copy.contractReferenceDescription,
      rules: 'length:1,100',
      autoComplete: 'off',
    },
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
      // Checked with the choice "on a date" (the rules between inputs below): a date left behind
      // after choosing "earliest" must not hold the form up.
      maxLength: 10,
      autoComplete: 'off',
    },
  ];
}

/**
 * What the rules of single inputs cannot check: a contract number or a whole postal address, a
 * reason with an extraordinary cancellation, a date with the choice of one, which must exist and
 * not be past (`today` is `YYYY-MM-DD` in the visitor's calendar). The reason and the date are out
 * of the form while their choice is not made.
 */
export function cancellationRules(message: CancellationMessage, today: string): CrossFieldRule[] {
  const dayProblem = (value: FieldValue) => {
    const day = isoDay(textOf(value));
    return !day ? message('dateFormat') : day < today ? message('datePast') : undefined;
  };
  return [
    oneGroupRequired({
      groups: [['contractReference'], ['street', 'postalCode', 'city']],
      messages: { missing: () => message('identifyContract'), incomplete: () => message('addressIncomplete') },
    }),
    requiredWhen({ field: 'reason', when: { field: 'kind', is: 'extraordinary' }, message: () => message('reasonRequired') }),
    requiredWhen({ field: 'effectiveDate', when: { field: 'effective', is: 'date' }, message: () => message('dateRequired'), check: dayProblem }),
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
  const effective = values.effective === 'date' ? isoDay(textOf(values.effectiveDate)) : 'earliest';
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
export const cancellationDescriptor: SubmissionDescriptor<
  CancellationRequest,
  SentRequest<CancellationRequest>,
  CancellationFieldCopy,
  CancellationMessageKey
> = {
  endpoint: siteApi('cancellation'),
  copy: { namespace: contractsNamespace, section: 'cancellation.form' },
  fields: ({ fields, message }) => cancellationFields(fields, message),
  crossFieldRules: ({ message }, today) => cancellationRules(message, today),
  request: (values, { locale, today }) => cancellationRequest(values, locale, today),
  shown: (request) => ({ request }),
};
