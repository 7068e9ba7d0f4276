import type { ReactNode } from 'react';
import classes from './product-pages.module.css';

/** Buttons side by side that wrap, full width on small phones. */
export function ActionRow({ children }: { children: ReactNode }) {
  return <div className={classes.actions}>{children}</div>;
}
