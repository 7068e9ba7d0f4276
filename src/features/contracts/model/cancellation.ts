import { maxTextLength, postalCodePattern } from '@/platform/forms/model/contact-fields';
import type { FieldDefinition, FormValues } from '@/platform/forms/model/field-definition';
import { isHoneypotFilled } from '@/platform/forms/submission/model/submission-phase';
import { textOf } from './text';

/** The kinds of cancellation (`kind` in `docs/api/openapi.yaml`). */
export const cancellationKinds = ['ordinary', 'extraordinary'] as const;
export type CancellationKind = (typeof cancellationKinds)[number];

/** When it takes effect: the next possible date, or a date the customer chooses. */
export const effectiveChoices = ['earliest', 'date'] as const;
export type EffectiveChoice = (typeof effectiveChoices)[number];

/** Exactly what goes to `POST {apiBaseUrl}/cancellation`: strings only, empty optional fields left out. */
export type CancellationRequest = {
  readonly name: string;
  readonly email: string;
  readonly contractReference?: string;
  readonly street?: string;
  readonly postalCode?: string;
  readonly city?: string;
  readonly kind: CancellationKind;
  /** Only with an extraordinary cancellation. */
  readonly reason?: string;
  /** `earliest` or `YYYY-MM-DD`. */
  readonly effective: string;
  readonly locale: 'de' | 'en';
};

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

/** Problems the form's rules cannot see, because they depend on another field. */
export type CancellationProblem = 'identifyContract' | 'addressIncomplete' | 'reasonRequired' | 'dateRequired' | 'dateFormat' | 'datePast';
export type CancellationMessageKey = CancellationProblem | 'postalCodeFormat';

export type CancellationMessage = (key: CancellationMessageKey, value: unknown) => string;

/** The engine definitions, in the order the form shows them. */
export function cancellationFields(copy: CancellationFieldCopy, message: CancellationMessage): FieldDefinition[] {
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
      messages: { matches: ({ value }) => message('postalCodeFormat', value) },
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
      // Checked with the choice (`cancellationProblems`): a date left behind after choosing
      // "earliest" must not hold the form up.
      maxLength: 10,
      autoComplete: 'off',
    },
  ];
}

/** `31.12.2026`, `1.2.2027` or `2026-12-31` as `YYYY-MM-DD`, when it names a real calendar day. */
export function isoDay(text: string): string | undefined {
  const trimmed = text.trim();
  const german = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(trimmed);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  const [year, month, day] = german ? [german[3], german[2], german[1]] : iso ? [iso[1], iso[2], iso[3]] : [];
  if (!year || !month || !day) return undefined;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCFullYear() !== Number(year) || date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return undefined;
  return date.toISOString().slice(0, 10);
}

const addressOf = (values: FormValues) => ({ street: textOf(values.street), postalCode: textOf(values.postalCode), city: textOf(values.city) });

/**
 * What the rules of single fields cannot check: a contract number or a whole postal address, a
 * reason for an extraordinary cancellation, a chosen date that exists and is not past. `today`
 * is `YYYY-MM-DD` in the visitor's calendar. Empty when the cancellation can go.
 */
export function cancellationProblems(values: FormValues, today: string): Partial<Record<string, CancellationProblem>> {
  const problems: Partial<Record<string, CancellationProblem>> = {};
  const address = addressOf(values);
  const addressParts = Object.entries(address);
  const complete = addressParts.every(([, value]) => value !== '');
  if (textOf(values.contractReference) === '' && !complete) {
    const started = addressParts.some(([, value]) => value !== '');
    if (started) for (const [name, value] of addressParts) if (value === '') problems[name] = 'addressIncomplete';
    if (!started) problems.contractReference = 'identifyContract';
  }
  if (values.kind === 'extraordinary' && textOf(values.reason) === '') problems.reason = 'reasonRequired';
  if (values.effective === 'date') {
    const text = textOf(values.effectiveDate);
    const day = isoDay(text);
    if (text === '') problems.effectiveDate = 'dateRequired';
    else if (!day) problems.effectiveDate = 'dateFormat';
    else if (day < today) problems.effectiveDate = 'datePast';
  }
  return problems;
}

export type CancellationPlan =
  | { readonly kind: 'skip' }
  | { readonly kind: 'invalid'; readonly problems: Partial<Record<string, CancellationProblem>> }
  | { readonly kind: 'send'; readonly request: CancellationRequest };

/**
 * The form's values as the request: trimmed text, the date as ISO, the address only when whole,
 * the reason only with an extraordinary cancellation. Refuses what `cancellationProblems` finds.
 */
export function planCancellation(values: FormValues, honeypot: string, locale: 'de' | 'en', today: string): CancellationPlan {
  if (isHoneypotFilled(honeypot)) return { kind: 'skip' };
  const problems = cancellationProblems(values, today);
  const name = textOf(values.name);
  const email = textOf(values.email);
  // Name and e-mail have their own rules; a stale tab or a hand-edited page still sends nothing.
  if (Object.keys(problems).length > 0 || name === '' || email === '') return { kind: 'invalid', problems };
  const kind: CancellationKind = values.kind === 'extraordinary' ? 'extraordinary' : 'ordinary';
  const contractReference = textOf(values.contractReference);
  const address = addressOf(values);
  const wholeAddress = Object.values(address).every((value) => value !== '');
  const request: CancellationRequest = {
    name,
    email,
    ...(contractReference ? { contractReference } : {}),
    ...(wholeAddress ? { street: address.street, postalCode: address.postalCode.replace(/\s/g, ''), city: address.city } : {}),
    kind,
    ...(kind === 'extraordinary' ? { reason: textOf(values.reason) } : {}),
    effective: values.effective === 'date' ? (isoDay(textOf(values.effectiveDate)) ?? 'earliest') : 'earliest',
    locale,
  };
  return { kind: 'send', request };
}

/** Today in the visitor's calendar, as `YYYY-MM-DD`. */
export function localDay(now: Date): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}
