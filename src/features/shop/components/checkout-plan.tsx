import { Alert } from '@/ui/kit/alert';
import { Button } from '@/ui/kit/buttons';
import { Anchor, Text } from '@/ui/kit/typography';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/routes';
import type { PlanChoice } from '@/platform/plans/plan-param';
import { CheckoutPlanSummary } from './checkout-plan-summary';
import { track } from '@/platform/analytics/track';

export interface CheckoutPlanProps {
  /** Undefined until the address has been read: the prerendered page has no query. */
  readonly choice: PlanChoice | undefined;
}

/** The checkout's plan: its summary, or what to do when the address names no plan we know. */
export function CheckoutPlan({ choice }: CheckoutPlanProps) {
  const { t } = useTranslation('checkout');
  if (choice === undefined) {
    // Also what a visitor without script keeps: a sentence and the way to the plans.
    return (
      <Text>
        {t('plan.pending')}{' '}
        <Anchor component={Link} to={paths.shop} fw={700} onClick={() => track('go_to_shop')}>
          {t('plan.toShop')}
        </Anchor>
      </Text>
    );
  }
  if (choice.kind === 'plan') return <CheckoutPlanSummary plan={choice.plan} />;
  return (
    <Alert variant="light" color="coral" title={t(`plan.${choice.kind}.title`)} data-plan-problem={choice.kind}>
      <Text mb="md">{t(`plan.${choice.kind}.text`)}</Text>
      <Button component={Link} to={paths.shop} onClick={() => track('go_to_shop')} rightSection={<IconArrowRight aria-hidden size={22} stroke={2} />}>
        {t('plan.toShop')}
      </Button>
    </Alert>
  );
}
