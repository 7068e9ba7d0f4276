import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parsePlanChoice, planParam } from '@/platform/plans/plan-param';
import { readCheckoutDraft, updateCheckoutDraft } from './checkout-store';
import type { CheckoutDraft } from './model/checkout-draft';

/**
 * This tab's checkout draft, read after hydration (the prerendered step knows nothing of it), with
 * the plan in the address (`?plan=erweitert`, carried from the shop) taking precedence.
 */
export function useCheckoutDraft(): { draft: CheckoutDraft | undefined; update: (change: (draft: CheckoutDraft) => CheckoutDraft) => void } {
  const [searchParams] = useSearchParams();
  const [draft, setDraft] = useState<CheckoutDraft | undefined>(undefined);
  const chosen = parsePlanChoice(searchParams.getAll(planParam));
  const planFromAddress = chosen.kind === 'plan' ? chosen.plan.id : undefined;
  useEffect(() => {
    const current = readCheckoutDraft();
    setDraft(planFromAddress && current.plan !== planFromAddress ? updateCheckoutDraft((stored) => ({ ...stored, plan: planFromAddress })) : current);
  }, [planFromAddress]);
  const update = useCallback((change: (draft: CheckoutDraft) => CheckoutDraft) => setDraft(updateCheckoutDraft(change)), []);
  return { draft, update };
}
