import { useTranslation } from 'react-i18next';
import type { ShopNamespace } from '../namespace';
import { useOfferValues } from '../use-offer-values';
import classes from './key-figures.module.css';

export interface KeyFiguresProps {
  readonly ns: ShopNamespace;
  /** Keys under `figures.items`, each with a short `value` and a `label`. */
  readonly items: readonly string[];
  readonly 'aria-label'?: string;
}

/** The offer's numbers in large type ("60 Tage · kostenlos testen"). */
export function KeyFigures({ ns, items, 'aria-label': label }: KeyFiguresProps) {
  const { t } = useTranslation(ns);
  const values = useOfferValues();
  return (
    <ul className={classes.figures} aria-label={label}>
      {items.map((key) => (
        <li key={key} className={classes.figure}>
          <span className={classes.value}>{t(`figures.items.${key}.value`, values)}</span>
          <span className={classes.label}>{t(`figures.items.${key}.label`, values)}</span>
        </li>
      ))}
    </ul>
  );
}
