import { electronicFormatIBAN } from 'ibantools';
import { contactValues } from '@/platform/forms/model/contact-fields';
import type { FormValues } from '@/platform/forms/model/field-definition';
import { isHoneypotFilled, type SubmissionPlan } from '@/platform/forms/submission/model/submission-phase';
import type { PlanId } from '@/platform/plans/plans';
import type { CheckoutDraft, PaymentMethod } from './checkout-draft';
import type { Locale } from '@/i18n/locale';

/** What the order's confirmation needs: the plan and how it is paid. */
export interface OrderShown {
  readonly plan: PlanId;
  readonly method: PaymentMethod;
}

export interface OrderContext {
  readonly locale: Locale;
  readonly apiBaseUrl: string;
  /** The order endpoint below `apiBaseUrl` (`/order`). */
  readonly orderPath: string;
  /** Where PayPal sends the visitor back (the success page of this site). */
  readonly returnUrl: string;
}

/**
 * The pre-order as the site's `/order` takes it: the plan, the address from the draft and the
 * payment. SEPA sends the account holder, the IBAN without spaces and the mandate; PayPal sends
 * the return address. A SEPA order carries `payment_success` with the hashed contact, pushed once
 * the order is accepted; a PayPal order's is pushed when the visitor comes back approved.
 */
export function planOrder(draft: CheckoutDraft, payment: FormValues, honeypot: string, context: OrderContext): SubmissionPlan<OrderShown> {
  if (!draft.plan || !draft.addressDone) return { kind: 'invalid' };
  const shown: OrderShown = { plan: draft.plan, method: draft.method };
  if (isHoneypotFilled(honeypot)) return { kind: 'skip', shown };
  const address = contactValues(draft.address);
  if (Object.values(address).some((value) => value === '')) return { kind: 'invalid' };
  const base = { plan: draft.plan, ...address, paymentMethod: draft.method, locale: context.locale };
  const target = { kind: 'api', baseUrl: context.apiBaseUrl, path: context.orderPath, encoding: 'json' } as const;
  if (draft.method === 'paypal') {
    return { kind: 'send', shown, draft: { form: 'order', target, fields: { ...base, returnUrl: context.returnUrl } } };
  }
  const accountHolder = typeof payment.accountHolder === 'string' ? payment.accountHolder.trim() : '';
  const iban = typeof payment.iban === 'string' ? electronicFormatIBAN(payment.iban) : null;
  if (accountHolder === '' || !iban || payment.mandate !== true) return { kind: 'invalid' };
  const contact = { email: address.email, firstName: address.firstName, lastName: address.lastName, phone: address.phone };
  return {
    kind: 'send',
    shown,
    draft: { form: 'order', target, fields: { ...base, accountHolder, iban, mandate: 'yes' }, conversion: { event: 'payment_success', contact } },
  };
}

const paypalHosts = /(^|\.)paypal\.com$/;

/**
 * Whether the approval address an order answer names may be opened: PayPal's own pages over
 * https, or the API's own origin (its stand-in page in local testing). Anything else an answer
 * might hold is not followed.
 */
export function isTrustedApprovalUrl(candidate: string | undefined, apiBaseUrl: string): candidate is string {
  if (!candidate) return false;
  try {
    const url = new URL(candidate);
    if (url.username || url.password) return false;
    if (url.protocol === 'https:' && paypalHosts.test(url.hostname)) return true;
    return url.origin === new URL(apiBaseUrl).origin;
  } catch {
    return false;
  }
}
