import { Button } from '@/ui/kit/buttons';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/routes';
import { track } from '@/platform/analytics/track';
import type { ShopNamespace } from '../namespace';
import { plans } from '@/platform/plans/plans';
import { PriceTag } from './price-tag';
import classes from './plan-teaser.module.css';

/**
 * The plans in brief, for a landing page: names and monthly prices, and the way into the shop
 * (`go_to_shop` event). Reads `plans.<id>.name|summary` and `teaser.cta` from the page's namespace.
 */
export function PlanTeaser({ ns }: { readonly ns: ShopNamespace }) {
  const { t } = useTranslation(ns);
  return (
    <div className={classes.teaser}>
      <ul className={classes.plans}>
        {plans.map((plan) => (
          <li key={plan.id} className={classes.plan} data-plan-card={plan.id}>
            <h3 className={classes.name}>{t(`plans.${plan.id}.name`)}</h3>
            <p className={classes.summary}>{t(`plans.${plan.id}.summary`)}</p>
            <PriceTag amount={plan.monthlyPrice} size="md" className={classes.price} />
          </li>
        ))}
      </ul>
      <Button
        component={Link}
        to={paths.shop}
        onClick={() => track('go_to_shop')}
        rightSection={<IconArrowRight aria-hidden size={22} stroke={2} />}
        className={classes.cta}
      >
        {t('teaser.cta')}
      </Button>
    </div>
  );
}
