import type { Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ShopNamespace } from '../namespace';
import { useOfferValues } from '../use-offer-values';
import classes from './feature-grid.module.css';

export interface FeatureGridItem {
  readonly key: string;
  readonly icon: Icon;
}

export interface FeatureGridProps {
  readonly ns: ShopNamespace;
  /** Key holding `items.<key>.title|text` in the page's namespace. */
  readonly prefix: string;
  readonly items: readonly FeatureGridItem[];
  /** Accent of the icons: the brand's teal or the campaign's coral. */
  readonly accent?: 'lumi' | 'coral';
  /** Columns on wide screens (two on tablets, one on phones). */
  readonly columns?: 2 | 3 | 4;
}

/** Short benefits as cards with an icon, a title (h3) and a sentence. */
export function FeatureGrid({ ns, prefix, items, accent = 'lumi', columns = 3 }: FeatureGridProps) {
  const { t } = useTranslation(ns);
  const values = useOfferValues();
  return (
    <ul className={classes.grid} data-accent={accent} data-columns={columns}>
      {items.map(({ key, icon: ItemIcon }) => (
        <li key={key} className={classes.item}>
          <span className={classes.icon}>
            <ItemIcon aria-hidden size={32} stroke={1.75} />
          </span>
          <h3 className={classes.title}>{t(`${prefix}.items.${key}.title`, values)}</h3>
          <p className={classes.text}>{t(`${prefix}.items.${key}.text`, values)}</p>
        </li>
      ))}
    </ul>
  );
}
