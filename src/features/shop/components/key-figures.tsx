import { VisuallyHidden } from '@/ui/kit/typography';
import { useId } from 'react';
import classes from './key-figures.module.css';

export interface KeyFigure {
  readonly id: string;
  /** Short, in large type: "60 Tage". */
  readonly value: string;
  readonly label: string;
}

export interface KeyFiguresProps {
  readonly items: readonly KeyFigure[];
  /** Names the list for screen readers ("Das Angebot in Zahlen"). */
  readonly label?: string;
}

/** The offer's numbers in large type ("60 Tage · kostenlos testen"). */
export function KeyFigures({ items, label }: KeyFiguresProps) {
  const labelId = useId();
  return (
    // A list's name comes from text in the page (`aria-labelledby`): `aria-label` on a list is
    // not read out by every screen reader and escapes the browser's page translation.
    <>
      {label ? <VisuallyHidden id={labelId}>{label}</VisuallyHidden> : null}
      <ul className={classes.figures} aria-labelledby={label ? labelId : undefined}>
        {items.map((item) => (
          <li key={item.id} className={classes.figure}>
            <span className={classes.value}>{item.value}</span>
            <span className={classes.label}>{item.label}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
