/**
 * Layout boxes of the site's own light kit: plain elements with classes from `layout.module.css`
 * and `shorthands.module.css`, never an inline style. They render the same on the server and in
 * the browser and carry no runtime of their own, so a slow phone hydrates them almost for free.
 */
import type { ElementType } from 'react';
import { type Breakpoint, breakpointsInOrder, visibilityClasses } from './breakpoints';
import classes from './layout.module.css';
import type { KitProps } from './polymorphic';
import { type Align, cx, type Justify, type SizeStep, type Space, shorthandClass, splitShorthands } from './shorthands';

/** A value per screen width, from the smallest up: `{ base: 1, sm: 2 }`. */
export type Responsive<T> = T | ({ base: T } & Partial<Record<Breakpoint, T>>);

/** The values given per screen width, the smallest first; a plain value is the base one. */
export function givenPerBreakpoint<T>(value: Responsive<T>): Array<['base' | Breakpoint, T]> {
  if (typeof value !== 'object' || value === null || !('base' in value)) return [['base', value]];
  const given = value as { base: T } & Partial<Record<Breakpoint, T>>;
  const result: Array<['base' | Breakpoint, T]> = [['base', given.base]];
  for (const breakpoint of breakpointsInOrder) {
    const at = given[breakpoint];
    if (at !== undefined) result.push([breakpoint, at]);
  }
  return result;
}

/** Any element with the style shorthands; `darkHidden` and `lightHidden` show it in one colour scheme only. */
export function Box<C extends ElementType = 'div'>(props: KitProps<C, { darkHidden?: boolean; lightHidden?: boolean }>) {
  const [shorthands, { component, darkHidden, lightHidden, className, ...rest }] = splitShorthands(props);
  const Element: ElementType = component ?? 'div';
  return <Element className={cx(darkHidden && classes.darkHidden, lightHidden && classes.lightHidden, shorthands, className)} {...rest} />;
}

interface StackOwnProps {
  gap?: Space;
  align?: Align;
  justify?: Justify;
}

/** Children one below the other with the theme's gap (md unless told). */
export function Stack<C extends ElementType = 'div'>(props: KitProps<C, StackOwnProps>) {
  const [shorthands, { component, gap = 'md', align, justify, className, ...rest }] = splitShorthands(props);
  const Element: ElementType = component ?? 'div';
  const layout = cx(shorthandClass('gap', gap), shorthandClass('align', align), shorthandClass('justify', justify));
  return <Element className={cx(classes.stack, layout, shorthands, className)} {...rest} />;
}

interface GroupOwnProps {
  gap?: Space;
  align?: Align;
  justify?: Justify;
  wrap?: 'wrap' | 'nowrap';
  /** Shown from this breakpoint up only. */
  visibleFrom?: Breakpoint;
  /** Hidden from this breakpoint up. */
  hiddenFrom?: Breakpoint;
}

/** Children side by side, centred on one line, wrapping when the row is full (unless told not to). */
export function Group<C extends ElementType = 'div'>(props: KitProps<C, GroupOwnProps>) {
  const [shorthands, { component, gap = 'md', align, justify, wrap, visibleFrom, hiddenFrom, className, ...rest }] = splitShorthands(props);
  const Element: ElementType = component ?? 'div';
  const layout = cx(shorthandClass('gap', gap), shorthandClass('align', align), shorthandClass('justify', justify), shorthandClass('wrap', wrap));
  return <Element className={cx(classes.group, layout, visibilityClasses({ visibleFrom, hiddenFrom }), shorthands, className)} {...rest} />;
}

/** The page's column: centred, at most the width of its size (lg unless told), with side padding. */
export function Container<C extends ElementType = 'div'>(props: KitProps<C, { size?: SizeStep }>) {
  const [shorthands, { component, size = 'lg', className, ...rest }] = splitShorthands(props);
  const Element: ElementType = component ?? 'div';
  return <Element className={cx(classes.container, shorthands, className)} data-size={size} {...rest} />;
}

export type GridColumns = 1 | 2 | 3 | 4;

interface SimpleGridOwnProps {
  /** Columns, per screen width if need be (`{ base: 1, sm: 2, lg: 3 }`). */
  cols?: Responsive<GridColumns>;
  spacing?: Space;
  verticalSpacing?: Space;
}

/** The classes that set a grid's columns for each screen width given. */
function columnClasses(cols: Responsive<GridColumns>): string | undefined {
  return cx(...givenPerBreakpoint(cols).map(([breakpoint, count]) => classes[breakpoint === 'base' ? `cols-${count}` : `${breakpoint}-cols-${count}`]));
}

/** Equal columns; their number can change with the screen width. */
export function SimpleGrid<C extends ElementType = 'div'>(props: KitProps<C, SimpleGridOwnProps>) {
  const [shorthands, { component, cols = 1, spacing = 'md', verticalSpacing, className, ...rest }] = splitShorthands(props);
  const Element: ElementType = component ?? 'div';
  const gaps = cx(shorthandClass('gap', spacing), shorthandClass('rowGap', verticalSpacing));
  return <Element className={cx(classes.grid, columnClasses(cols), gaps, shorthands, className)} {...rest} />;
}

interface PaperOwnProps {
  /** Inner padding, per screen width if need be (`{ base: 'md', sm: 'xl' }`). */
  p?: Responsive<SizeStep>;
  radius?: SizeStep;
  shadow?: SizeStep;
  withBorder?: boolean;
}

/** The classes of a padding per screen width. */
function paddingClasses(p: Responsive<SizeStep> | undefined): string | undefined {
  if (p === undefined) return undefined;
  return cx(...givenPerBreakpoint(p).map(([breakpoint, step]) => shorthandClass(breakpoint === 'base' ? 'p' : `${breakpoint}-p`, step)));
}

/** A surface in the page's background colour, with rounded corners and an optional border or shadow. */
export function Paper<C extends ElementType = 'div'>(props: KitProps<C, PaperOwnProps>) {
  const { p, ...withoutPadding } = props;
  const [shorthands, { component, radius = 'md', shadow, withBorder, className, ...rest }] = splitShorthands(withoutPadding);
  const Element: ElementType = component ?? 'div';
  const look = cx(shorthandClass('radius', radius), shorthandClass('shadow', shadow), paddingClasses(p));
  return <Element className={cx(classes.paper, look, shorthands, className)} data-with-border={withBorder || undefined} {...rest} />;
}

interface CardOwnProps {
  padding?: SizeStep;
  radius?: SizeStep;
  shadow?: SizeStep;
  withBorder?: boolean;
}

/** A card: a raised surface with inner padding; `CardSection` inside it reaches its edges. */
export function Card<C extends ElementType = 'div'>(props: KitProps<C, CardOwnProps>) {
  const [shorthands, { component, padding = 'md', radius = 'md', shadow, withBorder, className, ...rest }] = splitShorthands(props);
  const Element: ElementType = component ?? 'div';
  const look = cx(shorthandClass('radius', radius), shorthandClass('shadow', shadow));
  return <Element className={cx(classes.card, look, shorthands, className)} data-padding={padding} data-with-border={withBorder || undefined} {...rest} />;
}

/** A part of a card that runs to its edges (a picture at the top). */
export function CardSection<C extends ElementType = 'div'>(props: KitProps<C>) {
  const [shorthands, { component, className, ...rest }] = splitShorthands(props);
  const Element: ElementType = component ?? 'div';
  return <Element className={cx(classes.cardSection, shorthands, className)} {...rest} />;
}
