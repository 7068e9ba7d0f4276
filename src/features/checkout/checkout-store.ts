import { readSessionString, removeSessionKey, sessionKeys, writeSessionString } from '@/adapters/storage';
import { emptyDraft, parseCheckoutDraft, type CheckoutDraft } from './model/checkout-draft';

/**
 * The checkout draft of this tab. Session storage, so it is gone with the tab; removed as soon as
 * the pre-order is sent, so nothing entered stays longer than needed.
 */
export function readCheckoutDraft(): CheckoutDraft {
  return typeof window === 'undefined' ? emptyDraft : parseCheckoutDraft(readSessionString(sessionKeys.checkout));
}

export function updateCheckoutDraft(change: (draft: CheckoutDraft) => CheckoutDraft): CheckoutDraft {
  const next = change(readCheckoutDraft());
  writeSessionString(sessionKeys.checkout, JSON.stringify(next));
  return next;
}

export function clearCheckoutDraft(): void {
  removeSessionKey(sessionKeys.checkout);
}
