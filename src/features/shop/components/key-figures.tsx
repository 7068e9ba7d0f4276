import classes from './key-figures.module.css';

export interface KeyFigure {
  readonly id: string;
  /** Short, in large type: "60 Tage". */
  readonly value: string;
  readonly label: string;
}

export interface KeyFiguresProps {
  readonly items: readonly KeyFigure[];
  readonly 'aria-label'?: string;
}

/** The offer's numbers in large type ("60 Tage · kostenlos testen"). */
export function KeyFigures({ items, 'aria-label': label }: KeyFiguresProps) {
  return (
    <ul className={classes.figures} aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className={classes.figure}>
          <span className={classes.value}>{item.value}</span>
          <span className={classes.label}>{item.label}</span>
        </li>
      ))}
    </ul>
  );
}
