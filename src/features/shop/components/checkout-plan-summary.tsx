import { Button } from '@/ui/kit/buttons';
import { IconArrowLeft } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/routes';
import type { Plan } from '@/platform/plans/plans';
import { CheckList } from '@/ui/sections/check-list';
import { useOfferValues } from '../use-offer-values';
import { PriceTag } from './price-tag';
import classes from './checkout-plan-summary.module.css';
import { track } from '@/platform/analytics/track';

/** The terms every plan shares, in the order the summary lists them. */
const termKeys = ['trial', 'fee', 'delivery'] as const;

/**
 * The chosen plan at the top of the checkout: name, monthly price, what it includes, the terms
 * (trial, hardware fee, delivery) and the way back to the shop. Reads `plan.*`, `included.*` and
 * `terms.*` from the `checkout` namespace.
 */
export function CheckoutPlanSummary({ plan }: { readonly plan: Plan }) {
  const { t } = useTranslation('checkout');
  const values = useOfferValues();
  const headingId = useId();
  const name = t(`plan.names.${plan.id}`);
  return (
    <section className={classes.summary} aria-labelledby={headingId} data-plan={plan.id}>
      <h2 id={headingId} className={classes.heading}>
        {t('plan.heading', { plan: name })}
      </h2>
      <PriceTag amount={plan.monthlyPrice} />
      <h3 className={classes.subheading}>{t('included.heading')}</h3>
      <CheckList look="offer" items={plan.extras.map((extra) => t(`included.items.${extra}`, values))} />
      <h3 className={classes.subheading}>{t('terms.heading')}</h3>
      <CheckList look="offer" items={termKeys.map((term) => t(`terms.items.${term}`, values))} />
      <div>
        <Button
          component={Link}
          to={paths.shop}
          onClick={() => track('go_to_shop')}
          variant="outline"
          leftSection={<IconArrowLeft aria-hidden size={22} stroke={2} />}
        >
          {t('plan.change')}
        </Button>
      </div>
    </section>
  );
}
