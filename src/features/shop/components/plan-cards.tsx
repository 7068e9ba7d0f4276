import { IconCheck } from '@tabler/icons-react';
import { VisuallyHidden } from '@/ui/kit/typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShopNamespace } from '../namespace';
import { plans, type PlanId } from '@/platform/plans/plans';
import { ChoosePlanButton } from './choose-plan-button';
import { PriceTag } from './price-tag';
import classes from './plan-cards.module.css';

export interface PlanCardsProps {
  readonly ns: ShopNamespace;
  /** The plan the page recommends: drawn out and labelled with `plans.highlight`. */
  readonly highlight?: PlanId;
}

/**
 * The three plans side by side (one column on phones). Reads `plans.<id>.name|summary`,
 * `plans.highlight`, `plans.choose` and `extras.<extra>` from the page's namespace.
 */
export function PlanCards({ ns, highlight }: PlanCardsProps) {
  const { t } = useTranslation(ns);
  const idPrefix = useId();
  return (
    <ul className={classes.list}>
      {plans.map((plan) => {
        const name = t(`plans.${plan.id}.name`);
        const highlighted = plan.id === highlight;
        return (
          <li key={plan.id} className={classes.card} data-highlight={highlighted || undefined} data-plan-card={plan.id}>
            {highlighted && <p className={classes.ribbon}>{t('plans.highlight')}</p>}
            <h3 className={classes.name}>{name}</h3>
            <p className={classes.summary}>{t(`plans.${plan.id}.summary`)}</p>
            <PriceTag amount={plan.monthlyPrice} className={classes.price} />
            {/* The list is named by text in the page: `aria-label` on a list is not read out everywhere. */}
            <VisuallyHidden id={`${idPrefix}-${plan.id}-extras`}>{t('plans.includes', { plan: name })}</VisuallyHidden>
            <ul className={classes.extras} aria-labelledby={`${idPrefix}-${plan.id}-extras`}>
              {plan.extras.map((extra) => (
                <li key={extra}>
                  <IconCheck aria-hidden size={24} stroke={2.5} className={classes.check} />
                  <span>{t(`extras.${extra}`)}</span>
                </li>
              ))}
            </ul>
            <ChoosePlanButton
              plan={plan}
              label={t('plans.choose', { plan: name })}
              variant={highlighted ? 'filled' : 'outline'}
              fullWidth
              className={classes.choose}
            />
          </li>
        );
      })}
    </ul>
  );
}
