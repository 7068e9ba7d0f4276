import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ShopNamespace } from '../namespace';
import { addedExtras, plans, type PlanId } from '@/platform/plans/plans';
import { ChoosePlanButton } from './choose-plan-button';
import { PriceTag } from './price-tag';
import classes from './plan-rows.module.css';

export interface PlanRowsProps {
  readonly ns: ShopNamespace;
  readonly highlight?: PlanId;
}

/**
 * The plans as wide rows, one under the other, each naming only what it adds to the one before
 * ("Alles aus Basis, dazu: …"). Reads `plans.<id>.name|summary`, `plans.highlight`,
 * `plans.choose`, `plans.everythingFrom` and `extras.<extra>` from the page's namespace.
 */
export function PlanRows({ ns, highlight }: PlanRowsProps) {
  const { t } = useTranslation(ns);
  return (
    <ul className={classes.rows}>
      {plans.map((plan, index) => {
        const name = t(`plans.${plan.id}.name`);
        const previous = plans[index - 1];
        const highlighted = plan.id === highlight;
        return (
          <li key={plan.id} className={classes.row} data-highlight={highlighted || undefined} data-plan-card={plan.id}>
            <div className={classes.main}>
              {highlighted && <p className={classes.ribbon}>{t('plans.highlight')}</p>}
              <h3 className={classes.name}>{name}</h3>
              <p className={classes.summary}>{t(`plans.${plan.id}.summary`)}</p>
              {previous && <p className={classes.from}>{t('plans.everythingFrom', { plan: t(`plans.${previous.id}.name`) })}</p>}
              <ul className={classes.extras}>
                {addedExtras(plan).map((extra) => (
                  <li key={extra}>
                    <IconPlus aria-hidden size={20} stroke={3} className={classes.plus} />
                    <span>{t(`extras.${extra}`)}</span>
                  </li>
                ))}
              </ul>
            </div>
            <div className={classes.aside}>
              <PriceTag amount={plan.monthlyPrice} />
              <ChoosePlanButton plan={plan} label={t('plans.choose', { plan: name })} color="coral" variant={highlighted ? 'filled' : 'outline'} fullWidth />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
