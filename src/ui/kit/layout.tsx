/**
 * Layout boxes of the site's own light kit: plain elements with a class from `layout.module.css`
 * and the theme's spacing as custom properties. They render the same on the server and in the
 * browser and carry no runtime of their own, so a slow phone hydrates them almost for free.
 */
import type { CSSProperties, ElementType } from 'react';
import { type Breakpoint, breakpointsInOrder, visibilityClasses } from './breakpoints';
import classes from './layout.module.css';
import { cssVariables, type KitProps } from './polymorphic';
import { cx, type Length, spacing, splitStyleProps } from './style-props';

/** A value per screen width, from the smallest up: `{ base: 1, sm: 2 }`. */
export type Responsive<T> = T | ({ base: T } & Partial<Record<Breakpoint, T>>);

/**
 * One value for every breakpoint, each taken from the nearest smaller one that was given. Every
 * breakpoint gets its own custom property, so a grid inside a grid never inherits its parent's.
 */
export function perBreakpoint<T>(value: Responsive<T>): Record<'base' | Breakpoint, T> {
  const given = typeof value === 'object' && value !== null && 'base' in value ? value : { base: value };
  let current = given.base;
  const result = { base: current } as Record<'base' | Breakpoint, T>;
  for (const breakpoint of breakpointsInOrder) {
    current = (given as Partial<Record<Breakpoint, T>>)[breakpoint] ?? current;
    result[breakpoint] = current;
  }
  return result;
}

/** Any element with the style shorthands; `darkHidden` and `lightHidden` show it in one colour scheme only. */
export function Box<C extends ElementType = 'div'>(props: KitProps<C, { darkHidden?: boolean; lightHidden?: boolean }>) {
  const [fromProps, { component, darkHidden, lightHidden, className, style, ...rest }] = splitStyleProps(props);
  const Element: ElementType = component ?? 'div';
  return <Element className={cx(darkHidden && classes.darkHidden, lightHidden && classes.lightHidden, className)} style={{ ...fromProps, ...style }} {...rest} />;
}

interface StackOwnProps {
  gap?: Length;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
}

/** Children one below the other with the theme's gap (md unless told). */
export function Stack<C extends ElementType = 'div'>(props: KitProps<C, StackOwnProps>) {
  const [fromProps, { component, gap = 'md', align, justify, className, style, ...rest }] = splitStyleProps(props);
  const Element: ElementType = component ?? 'div';
  const variables = cssVariables({ '--stack-gap': spacing(gap), '--stack-align': align, '--stack-justify': justify });
  return <Element className={cx(classes.stack, className)} style={{ ...variables, ...fromProps, ...style }} {...rest} />;
}

interface GroupOwnProps {
  gap?: Length;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  wrap?: CSSProperties['flexWrap'];
  /** Shown from this breakpoint up only. */
  visibleFrom?: Breakpoint;
  /** Hidden from this breakpoint up. */
  hiddenFrom?: Breakpoint;
}

/** Children side by side, centred on one line, wrapping when the row is full (unless told not to). */
export function Group<C extends ElementType = 'div'>(props: KitProps<C, GroupOwnProps>) {
  const [fromProps, { component, gap = 'md', align, justify, wrap, visibleFrom, hiddenFrom, className, style, ...rest }] = splitStyleProps(props);
  const Element: ElementType = component ?? 'div';
  const variables = cssVariables({ '--group-gap': spacing(gap), '--group-align': align, '--group-justify': justify, '--group-wrap': wrap });
  return (
    <Element
      className={cx(classes.group, visibilityClasses({ visibleFrom, hiddenFrom }), className)}
      style={{ ...variables, ...fromProps, ...style }}
      {...rest}
    />
  );
}

const containerWidths = { xs: '33.75rem', sm: '45rem', md: '60rem', lg: '71.25rem', xl: '82.5rem' } as const;

/** The page's column: centred, at most the width of its size (lg unless told), with side padding. */
export function Container<C extends ElementType = 'div'>(props: KitProps<C, { size?: keyof typeof containerWidths }>) {
  const [fromProps, { component, size = 'lg', className, style, ...rest }] = splitStyleProps(props);
  const Element: ElementType = component ?? 'div';
  return <Element className={cx(classes.container, className)} style={{ ...cssVariables({ '--container-size': containerWidths[size] }), ...fromProps, ...style }} {...rest} />;
}

interface SimpleGridOwnProps {
  /** Columns, per screen width if need be (`{ base: 1, sm: 2, lg: 3 }`). */
  cols?: Responsive<number>;
  spacing?: Length;
  verticalSpacing?: Length;
}

/** Equal columns; their number can change with the screen width. */
export function SimpleGrid<C extends ElementType = 'div'>(props: KitProps<C, SimpleGridOwnProps>) {
  const [fromProps, { component, cols = 1, spacing: gap = 'md', verticalSpacing, className, style, ...rest }] = splitStyleProps(props);
  const Element: ElementType = component ?? 'div';
  const columns = perBreakpoint(cols);
  const variables = cssVariables({
    '--grid-cols-base': columns.base,
    '--grid-cols-sm': columns.sm,
    '--grid-cols-md': columns.md,
    '--grid-cols-lg': columns.lg,
    '--grid-cols-xl': columns.xl,
    '--grid-gap-x': spacing(gap),
    '--grid-gap-y': spacing(verticalSpacing ?? gap),
  });
  return <Element className={cx(classes.grid, className)} style={{ ...variables, ...fromProps, ...style }} {...rest} />;
}

type Radius = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

interface PaperOwnProps {
  /** Inner padding, per screen width if need be (`{ base: 'md', sm: 'xl' }`). */
  p?: Responsive<Length>;
  radius?: Radius;
  shadow?: Radius;
  withBorder?: boolean;
}

/** A surface in the page's background colour, with rounded corners and an optional border or shadow. */
export function Paper<C extends ElementType = 'div'>(props: KitProps<C, PaperOwnProps>) {
  const { p, ...withoutPadding } = props;
  const [fromProps, { component, radius = 'md', shadow, withBorder, className, style, ...rest }] = splitStyleProps(withoutPadding);
  const Element: ElementType = component ?? 'div';
  const padding = p === undefined ? undefined : perBreakpoint(p);
  const variables = cssVariables({
    '--paper-radius': `var(--mantine-radius-${radius})`,
    '--paper-shadow': shadow ? `var(--mantine-shadow-${shadow})` : undefined,
    '--paper-p-base': spacing(padding?.base),
    '--paper-p-sm': spacing(padding?.sm),
    '--paper-p-md': spacing(padding?.md),
    '--paper-p-lg': spacing(padding?.lg),
    '--paper-p-xl': spacing(padding?.xl),
  });
  return (
    <Element
      className={cx(classes.paper, padding && classes.padded, className)}
      data-with-border={withBorder || undefined}
      style={{ ...variables, ...fromProps, ...style }}
      {...rest}
    />
  );
}

interface CardOwnProps {
  padding?: Length;
  radius?: Radius;
  shadow?: Radius;
  withBorder?: boolean;
}

/** A card: a raised surface with inner padding; `CardSection` inside it reaches its edges. */
export function Card<C extends ElementType = 'div'>(props: KitProps<C, CardOwnProps>) {
  const [fromProps, { component, padding = 'md', radius = 'md', shadow, withBorder, className, style, ...rest }] = splitStyleProps(props);
  const Element: ElementType = component ?? 'div';
  const variables = cssVariables({
    '--card-padding': spacing(padding),
    '--card-radius': `var(--mantine-radius-${radius})`,
    '--card-shadow': shadow ? `var(--mantine-shadow-${shadow})` : undefined,
  });
  return <Element className={cx(classes.card, className)} data-with-border={withBorder || undefined} style={{ ...variables, ...fromProps, ...style }} {...rest} />;
}

/** A part of a card that runs to its edges (a picture at the top). */
export function CardSection<C extends ElementType = 'div'>(props: KitProps<C>) {
  const [fromProps, { component, className, style, ...rest }] = splitStyleProps(props);
  const Element: ElementType = component ?? 'div';
  return <Element className={cx(classes.cardSection, className)} style={{ ...fromProps, ...style }} {...rest} />;
}
