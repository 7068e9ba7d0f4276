import { useTranslation } from 'react-i18next';
import type { ShopNamespace } from '../namespace';
import { useOfferValues } from '../use-offer-values';
import classes from './step-list.module.css';

export interface StepListProps {
  readonly ns: ShopNamespace;
  /** Keys under `steps.items`, each with `title` and `text`, in order. */
  readonly items: readonly string[];
}

/** From choice to keeping the device, as a numbered list. */
export function StepList({ ns, items }: StepListProps) {
  const { t } = useTranslation(ns);
  const values = useOfferValues();
  return (
    <ol className={classes.steps}>
      {items.map((key) => (
        <li key={key} className={classes.step}>
          <h3 className={classes.title}>{t(`steps.items.${key}.title`, values)}</h3>
          <p className={classes.text}>{t(`steps.items.${key}.text`, values)}</p>
        </li>
      ))}
    </ol>
  );
}
