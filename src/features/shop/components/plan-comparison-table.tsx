import { VisuallyHidden } from '@/ui/kit/typography';
import { IconCheck, IconMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/platform/formatting/model/format';
import type { ShopNamespace } from '../namespace';
import { includesExtra, planExtras, plans } from '@/platform/plans/plans';
import { useOfferValues } from '../use-offer-values';
import { ChoosePlanButton } from './choose-plan-button';
import classes from './plan-comparison-table.module.css';

/** Terms that are the same in every plan: one cell across all plan columns. */
const sharedTerms = ['trial', 'delivery', 'setup', 'hardwareFee', 'payment'] as const;

/**
 * All plans in one table: price, what each includes, the shared terms, and a choose button per
 * plan. On phones every row stacks its header above the plan cells. Reads `compare.*`,
 * `plans.<id>.name`, `plans.choose` and `extras.<extra>` from the page's namespace.
 */
export function PlanComparisonTable({ ns }: { readonly ns: ShopNamespace }) {
  const { t } = useTranslation(ns);
  const { t: common } = useTranslation();
  const names = plans.map((plan) => t(`plans.${plan.id}.name`));
  const termValues = useOfferValues();
  const planLabel = (index: number) => (
    <span className={classes.cellLabel} aria-hidden="true">
      {names[index]}
    </span>
  );
  return (
    <div className={classes.wrap}>
      <table className={classes.table}>
        <caption className={classes.caption}>{t('compare.caption')}</caption>
        <thead>
          <tr>
            <th scope="col" className={classes.corner}>
              <VisuallyHidden>{t('compare.feature')}</VisuallyHidden>
            </th>
            {plans.map((plan, index) => (
              <th key={plan.id} scope="col" className={classes.planHead}>
                {names[index]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr className={classes.priceRow}>
            <th scope="row">{t('compare.price')}</th>
            {plans.map((plan, index) => (
              <td key={plan.id}>
                {planLabel(index)}
                <span className={classes.price}>{formatPrice(plan.monthlyPrice)}</span>
                <span className={classes.per}>{common('price.perMonth')}</span>
              </td>
            ))}
          </tr>
          {planExtras.map((extra) => (
            <tr key={extra}>
              <th scope="row">{t(`extras.${extra}`)}</th>
              {plans.map((plan, index) => {
                const included = includesExtra(plan, extra);
                const Icon = included ? IconCheck : IconMinus;
                return (
                  <td key={plan.id} data-included={included}>
                    {planLabel(index)}
                    <Icon aria-hidden size={28} stroke={included ? 3 : 2} className={classes.mark} />
                    <VisuallyHidden>{t(included ? 'compare.included' : 'compare.notIncluded')}</VisuallyHidden>
                  </td>
                );
              })}
            </tr>
          ))}
          {sharedTerms.map((term) => (
            <tr key={term}>
              <th scope="row">{t(`compare.terms.${term}.label`)}</th>
              <td colSpan={plans.length} className={classes.shared}>
                {t(`compare.terms.${term}.value`, termValues)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className={classes.actions}>
            <td className={classes.corner} />
            {plans.map((plan, index) => (
              <td key={plan.id}>
                <ChoosePlanButton plan={plan} label={t('plans.choose', { plan: names[index] })} withArrow={false} fullWidth className={classes.choose} />
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
