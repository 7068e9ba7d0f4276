import { useTranslation } from 'react-i18next';
import classes from './checkout.module.css';

const steps = ['summary', 'address', 'payment'] as const;
export type CheckoutStep = (typeof steps)[number];

/** Where the visitor is in the pre-order: three numbered steps, the current one marked. */
export function CheckoutProgress({ current }: { current: CheckoutStep }) {
  const { t } = useTranslation('checkout');
  const index = steps.indexOf(current);
  return (
    <nav aria-label={t('steps.label')}>
      <ol className={classes.progress}>
        {steps.map((step, position) => (
          <li key={step} aria-current={step === current ? 'step' : undefined} data-done={position < index}>
            {t(`steps.${step}`)}
          </li>
        ))}
      </ol>
    </nav>
  );
}
