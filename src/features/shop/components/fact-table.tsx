import { useTranslation } from 'react-i18next';
import type { ShopNamespace } from '../namespace';
import { useOfferValues } from '../use-offer-values';
import classes from './fact-table.module.css';

export interface FactTableProps {
  readonly ns: ShopNamespace;
  /** Key holding `caption` and `rows.<row>.label|value` in the page's namespace. */
  readonly prefix: string;
  readonly rows: readonly string[];
}

/** A two-column data sheet: what, and its value; the row headers are the labels. */
export function FactTable({ ns, prefix, rows }: FactTableProps) {
  const { t } = useTranslation(ns);
  const values = useOfferValues();
  return (
    <table className={classes.table}>
      <caption className={classes.caption}>{t(`${prefix}.caption`, values)}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row}>
            <th scope="row">{t(`${prefix}.rows.${row}.label`, values)}</th>
            <td>{t(`${prefix}.rows.${row}.value`, values)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
