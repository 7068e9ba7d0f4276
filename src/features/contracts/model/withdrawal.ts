import { maxTextLength } from '@/platform/forms/model/contact-fields';
import type { FieldDefinition, FormValues } from '@/platform/forms/model/field-definition';
import { isHoneypotFilled } from '@/platform/forms/submission/model/submission-phase';
import { textOf } from './text';

/** Exactly what goes to `POST {apiBaseUrl}/withdrawal`, after the visitor confirmed it. */
export type WithdrawalRequest = {
  readonly name: string;
  readonly email: string;
  /** The order number, or the e-mail address the order was placed with. */
  readonly orderReference: string;
  /** Which contract, in the customer's words. */
  readonly contract: string;
  readonly locale: 'de' | 'en';
};

export interface WithdrawalFieldCopy {
  readonly name: string;
  readonly email: string;
  readonly emailDescription: string;
  readonly orderReference: string;
  readonly orderReferenceDescription: string;
  readonly contract: string;
  readonly contractDescription: string;
  readonly orderReferenceRequired: string;
  readonly contractRequired: string;
}

/** The engine definitions of the first step, in the order it shows them. */
export function withdrawalFields(copy: WithdrawalFieldCopy): FieldDefinition[] {
  return [
    { name: 'name', type: 'text', label: copy.name, rules: `required|length:1,${maxTextLength}`, autoComplete: 'name' },
    { name: 'email', type: 'email', label: copy.email, description: copy.emailDescription, rules: `required|email|length:1,${maxTextLength}`, autoComplete: 'email' },
    { name: 'orderReference', type: 'text', label: copy.orderReference, description: copy.orderReferenceDescription, rules: 'required|length:1,200', messages: { required: copy.orderReferenceRequired }, autoComplete: 'off' },
    { name: 'contract', type: 'textarea', label: copy.contract, description: copy.contractDescription, rules: 'required|length:1,300', messages: { required: copy.contractRequired } },
  ];
}

export type WithdrawalPlan = { readonly kind: 'skip' } | { readonly kind: 'invalid' } | { readonly kind: 'send'; readonly request: WithdrawalRequest };

/** The first step's values as the request the confirmation step shows and then sends. */
export function planWithdrawal(values: FormValues, honeypot: string, locale: 'de' | 'en'): WithdrawalPlan {
  if (isHoneypotFilled(honeypot)) return { kind: 'skip' };
  const request: WithdrawalRequest = {
    name: textOf(values.name),
    email: textOf(values.email),
    orderReference: textOf(values.orderReference),
    contract: textOf(values.contract),
    locale,
  };
  if (request.name === '' || request.email === '' || request.orderReference === '' || request.contract === '') return { kind: 'invalid' };
  return { kind: 'send', request };
}
