/** Text of the site's own light kit: paragraphs, headings, links, badges, lists and quotes. */
import { createContext, type ElementType, type ReactNode, useContext } from 'react';
import type { KitProps } from './polymorphic';
import { cx, type SizeStep, shorthandClass, splitShorthands, type ThemeColor } from './shorthands';
import classes from './typography.module.css';

type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** A paragraph (or `component`) in the theme's text size `size` (md unless told or inherited). */
export function Text<C extends ElementType = 'p'>(props: KitProps<C, { size?: SizeStep; inherit?: boolean }>) {
  const [shorthands, { component, size, inherit, className, ...rest }] = splitShorthands(props);
  const Element: ElementType = component ?? 'p';
  return <Element className={cx(classes.text, shorthands, className)} data-size={size} data-inherit={inherit || undefined} {...rest} />;
}

interface TitleOwnProps {
  /** The heading level: `<h1>` … `<h6>`. */
  order?: HeadingLevel;
  /** Looks like another heading level (`h3`) or a text step, whatever its level. */
  size?: `h${HeadingLevel}` | SizeStep;
}

/** A heading of the level `order`, in the theme's heading type. */
export function Title(props: Omit<KitProps<'h2', TitleOwnProps>, 'component'>) {
  const [shorthands, { order = 1, size, className, ...rest }] = splitShorthands(props);
  const Element = `h${order}` as const;
  return <Element className={cx(classes.title, shorthands, className)} data-size={size ?? `h${order}`} {...rest} />;
}

interface AnchorOwnProps {
  /** When the line under the link shows: on hover (the default) or always (links inside sentences). */
  underline?: 'hover' | 'always' | 'never';
  size?: SizeStep;
  /** Takes the size and weight of the text around it. */
  inherit?: boolean;
}

/** A link in the theme's link colour; `component={Link}` for the site's own addresses. */
export function Anchor<C extends ElementType = 'a'>(props: KitProps<C, AnchorOwnProps>) {
  const [shorthands, { component, underline = 'hover', size, inherit, className, ...rest }] = splitShorthands(props);
  const Element: ElementType = component ?? 'a';
  return (
    <Element
      className={cx(classes.text, classes.anchor, shorthands, className)}
      data-size={size}
      data-underline={underline}
      data-inherit={inherit || undefined}
      {...rest}
    />
  );
}

interface BadgeOwnProps {
  variant?: 'filled' | 'light' | 'outline';
  color?: ThemeColor;
  size?: 'md' | 'lg';
}

/** A short label in a pill (an article's category). */
export function Badge<C extends ElementType = 'span'>(props: KitProps<C, BadgeOwnProps>) {
  const [shorthands, { component, variant = 'filled', color = 'lumi', size = 'md', className, ...rest }] = splitShorthands(props);
  const Element: ElementType = component ?? 'span';
  return <Element className={cx(classes.badge, shorthandClass('color', color), shorthands, className)} data-variant={variant} data-size={size} {...rest} />;
}

const ListIcon = createContext<ReactNode>(null);

interface ListOwnProps {
  spacing?: SizeStep;
  /** The mark in front of each item, instead of the bullet; centred on the item's first line when `center`. */
  icon?: ReactNode;
  center?: boolean;
}

/** A bulleted list, or one with its own mark in front of each item. */
export function List<C extends ElementType = 'ul'>(props: KitProps<C, ListOwnProps>) {
  const [shorthands, { component, spacing, icon, center, className, children, ...rest }] = splitShorthands(props);
  const Element: ElementType = component ?? 'ul';
  return (
    <Element
      className={cx(classes.list, shorthands, className)}
      data-spacing={spacing}
      data-with-icon={icon ? true : undefined}
      data-center={center || undefined}
      {...rest}
    >
      <ListIcon.Provider value={icon}>{children}</ListIcon.Provider>
    </Element>
  );
}

/** An item of a `List`, with the list's mark when it has one. */
export function ListItem({ children, className, ...rest }: KitProps<'li'>) {
  const icon = useContext(ListIcon);
  if (!icon)
    return (
      <li className={cx(classes.item, className)} {...rest}>
        {children}
      </li>
    );
  return (
    <li className={cx(classes.item, className)} {...rest}>
      <span className={classes.itemIcon}>{icon}</span>
      <span className={classes.itemLabel}>{children}</span>
    </li>
  );
}

/** Read by screen readers, not shown. */
export function VisuallyHidden<C extends ElementType = 'span'>({ component, className, ...rest }: KitProps<C>) {
  const Element: ElementType = component ?? 'span';
  return <Element className={cx(classes.visuallyHidden, className)} {...rest} />;
}
