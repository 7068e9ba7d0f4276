import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/platform/formatting/model/format';
import classes from './price-tag.module.css';

export interface PriceTagProps {
  /** Euro per month. */
  readonly amount: number;
  readonly size?: 'md' | 'lg';
  readonly className?: string;
}

/** A monthly price: "€ 19,90" large, "pro Monat inkl. MwSt." beside it, read as one phrase. */
export function PriceTag({ amount, size = 'lg', className }: PriceTagProps) {
  const { t } = useTranslation();
  return (
    <p className={[classes.tag, className].filter(Boolean).join(' ')} data-size={size}>
      <span className={classes.amount}>{formatPrice(amount)}</span>{' '}
      <span className={classes.period}>
        {t('price.perMonth')} {t('price.vat')}
      </span>
    </p>
  );
}
