import classes from './fact-table.module.css';

export interface FactRow {
  readonly id: string;
  readonly label: string;
  readonly value: string;
}

export interface FactTableProps {
  readonly caption: string;
  readonly rows: readonly FactRow[];
}

/** A two-column data sheet: what, and its value; the row headers are the labels. */
export function FactTable({ caption, rows }: FactTableProps) {
  return (
    <table className={classes.table}>
      <caption className={classes.caption}>{caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row">{row.label}</th>
            <td>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
