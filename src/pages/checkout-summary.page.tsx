import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { CheckoutProgress } from '@/features/checkout/components/checkout-progress';
import { ContinueToAddress } from '@/features/checkout/components/continue-to-address';
import { PreOrderNote } from '@/features/checkout/components/pre-order-note';
import { CheckoutPlan } from '@/features/shop/components/checkout-plan';
import { parsePlanChoice, planParam } from '@/platform/plans/plan-param';
import { PageIntro } from '@/ui/page-intro';
import { useHydrated } from '@/ui/use-hydrated';

/**
 * The first checkout step: the plan chosen in the shop. The prerendered `/checkout` has no
 * query, so while React hydrates it the plan is not read yet, as in the markup; the address's
 * plan shows on the render right after (as the blog's category filter does).
 */
export function CheckoutSummaryPage() {
  const { t } = useTranslation('checkout');
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  const choice = hydrated ? parsePlanChoice(searchParams.getAll(planParam)) : undefined;
  return (
    <PageIntro heading={t('heading')} intro={t('intro')} before={<CheckoutProgress current="summary" />}>
      <PreOrderNote />
      <CheckoutPlan choice={choice} />
      {choice?.kind === 'plan' ? <ContinueToAddress plan={choice.plan.id} /> : null}
    </PageIntro>
  );
}

export const Component = CheckoutSummaryPage;
