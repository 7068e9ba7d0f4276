import { Button } from '@/ui/kit/buttons';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/routes';
import type { PlanId } from '@/platform/plans/plans';
import { updateCheckoutDraft } from '../checkout-store';

/** From the plan to the address step; the plan is kept in the tab's draft for the steps after. */
export function ContinueToAddress({ plan }: { plan: PlanId }) {
  const { t } = useTranslation('checkout');
  return (
    <Button
      component={Link}
      to={paths.checkoutAddress}
      size="lg"
      rightSection={<IconArrowRight aria-hidden size={22} />}
      onClick={() => updateCheckoutDraft((draft) => ({ ...draft, plan }))}
    >
      {t('next')}
    </Button>
  );
}
