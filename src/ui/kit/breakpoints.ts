import { breakpoints } from '../theme';
import classes from './breakpoints.module.css';
import { cx } from './shorthands';

/** The theme's breakpoints, from the smallest up. */
export type Breakpoint = 'sm' | 'md' | 'lg' | 'xl';
export const breakpointsInOrder: readonly Breakpoint[] = ['sm', 'md', 'lg', 'xl'];

/** The classes that show an element from `visibleFrom` up and hide it from `hiddenFrom` up. */
export function visibilityClasses({ visibleFrom, hiddenFrom }: { visibleFrom?: Breakpoint; hiddenFrom?: Breakpoint }): string | undefined {
  return cx(visibleFrom && classes[`visibleFrom-${visibleFrom}`], hiddenFrom && classes[`hiddenFrom-${hiddenFrom}`]);
}

/**
 * The media condition for screens at least as wide as one of the theme's breakpoints, for the
 * `sizes` and `media` attributes of pictures, which cannot use the CSS modules' named queries.
 */
export function fromWidth(breakpoint: keyof typeof breakpoints): string {
  return `(min-width: ${breakpoints[breakpoint]})`;
}
