import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ShopNamespace } from '../namespace';
import { useOfferValues } from '../use-offer-values';
import classes from './check-list.module.css';

export interface CheckListProps {
  readonly ns: ShopNamespace;
  /** Key holding `items.<key>` (one sentence each) in the page's namespace. */
  readonly prefix: string;
  readonly items: readonly string[];
  /** Two columns on wide screens. */
  readonly twoColumns?: boolean;
}

/** Points as a list, each with a check mark. */
export function CheckList({ ns, prefix, items, twoColumns = false }: CheckListProps) {
  const { t } = useTranslation(ns);
  const values = useOfferValues();
  return (
    <ul className={classes.list} data-two-columns={twoColumns || undefined}>
      {items.map((key) => (
        <li key={key} className={classes.item}>
          <IconCircleCheck aria-hidden size={28} stroke={2} className={classes.icon} />
          <span>{t(`${prefix}.items.${key}`, values)}</span>
        </li>
      ))}
    </ul>
  );
}
