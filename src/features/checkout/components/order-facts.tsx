import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Plan } from '@/platform/plans/plans';
import { orderFacts, sentenceOf } from '../model/order-facts';
import classes from './order-facts.module.css';

/**
 * The key facts of the pre-order, right above its button (§ 312j BGB): term and value of
 * each fact in one line where it fits, so facts and button share one phone screen.
 */
export function OrderFacts({ plan }: { readonly plan: Plan }) {
  const { t } = useTranslation('checkout');
  const headingId = useId();
  const [planFact, ...others] = orderFacts(plan);
  const features = planFact.extras.map((extra) => t(`orderFacts.extras.${extra}`)).join(', ');
  return (
    <section className={classes.facts} aria-labelledby={headingId} data-order-facts={plan.id}>
      <h2 id={headingId} className={classes.heading}>
        {t('orderFacts.heading')}
      </h2>
      <dl className={classes.list}>
        <div className={classes.fact}>
          <dt>{t('orderFacts.plan.term')}</dt>
          <dd>{t('orderFacts.plan.text', { plan: t(`plan.names.${planFact.planId}`), features })}</dd>
        </div>
        {others.map((fact) => (
          <div key={fact.id} className={classes.fact} data-fact={fact.id}>
            <dt>{t(`orderFacts.${fact.id}.term`)}</dt>
            <dd>{t(`orderFacts.${sentenceOf(fact)}`, fact.values)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
