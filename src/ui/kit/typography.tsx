/** Text of the site's own light kit: paragraphs, headings, links, badges, lists and quotes. */
import { createContext, type ElementType, type ReactNode, useContext } from 'react';
import { cssVariables, type KitProps } from './polymorphic';
import { type SizeStep, cx, fontSize, splitStyleProps } from './style-props';
import classes from './typography.module.css';

type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** The size variables of a text step: font size and line height. */
function textSize(size: SizeStep | undefined) {
  return size ? { '--text-fz': `var(--mantine-font-size-${size})`, '--text-lh': `var(--mantine-line-height-${size})` } as const : {};
}

/** A paragraph (or `component`) in the theme's text size `size` (md unless told or inherited). */
export function Text<C extends ElementType = 'p'>(props: KitProps<C, { size?: SizeStep; inherit?: boolean }>) {
  const [fromProps, { component, size, inherit, className, style, ...rest }] = splitStyleProps(props);
  const Element: ElementType = component ?? 'p';
  return (
    <Element
      className={cx(classes.text, className)}
      data-inherit={inherit || undefined}
      style={{ ...cssVariables(textSize(size)), ...fromProps, ...style }}
      {...rest}
    />
  );
}

interface TitleOwnProps {
  /** The heading level: `<h1>` … `<h6>`. */
  order?: HeadingLevel;
  /** Looks like another heading level (`h3`) or a text step, whatever its level. */
  size?: `h${HeadingLevel}` | SizeStep;
}

/** A heading of the level `order`, in the theme's heading type. */
export function Title(props: Omit<KitProps<'h2', TitleOwnProps>, 'component'>) {
  const [fromProps, { order = 1, size, className, style, ...rest }] = splitStyleProps(props);
  const Element = `h${order}` as const;
  const look = size ?? `h${order}`;
  const heading = look.startsWith('h') ? look : undefined;
  const variables = cssVariables({
    '--title-fz': fontSize(look),
    '--title-lh': heading ? `var(--mantine-${heading}-line-height)` : `var(--mantine-line-height-${look})`,
    '--title-fw': heading ? `var(--mantine-${heading}-font-weight)` : undefined,
  });
  return <Element className={cx(classes.title, className)} style={{ ...variables, ...fromProps, ...style }} {...rest} />;
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
  const [fromProps, { component, underline = 'hover', size, inherit, className, style, ...rest }] = splitStyleProps(props);
  const Element: ElementType = component ?? 'a';
  return (
    <Element
      className={cx(classes.text, classes.anchor, className)}
      data-underline={underline}
      data-inherit={inherit || undefined}
      style={{ ...cssVariables(textSize(size)), ...fromProps, ...style }}
      {...rest}
    />
  );
}

interface BadgeOwnProps {
  variant?: 'filled' | 'light' | 'outline';
  color?: string;
  size?: 'md' | 'lg';
}

/** A short label in a pill (an article's category). */
export function Badge<C extends ElementType = 'span'>(props: KitProps<C, BadgeOwnProps>) {
  const [fromProps, { component, variant = 'filled', color = 'lumi', size = 'md', className, style, ...rest }] = splitStyleProps(props);
  const Element: ElementType = component ?? 'span';
  const variables = cssVariables({
    '--badge-bg': variant === 'filled' ? `var(--mantine-color-${color}-filled)` : variant === 'light' ? `var(--mantine-color-${color}-light)` : 'transparent',
    '--badge-color': variant === 'filled' ? 'var(--mantine-color-white)' : `var(--mantine-color-${color}-light-color)`,
    '--badge-border': variant === 'outline' ? `var(--mantine-color-${color}-outline)` : 'transparent',
  });
  return <Element className={cx(classes.badge, className)} data-size={size} style={{ ...variables, ...fromProps, ...style }} {...rest} />;
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
  const [fromProps, { component, spacing, icon, center, className, style, children, ...rest }] = splitStyleProps(props);
  const Element: ElementType = component ?? 'ul';
  return (
    <Element
      className={cx(classes.list, className)}
      data-with-icon={icon ? true : undefined}
      data-center={center || undefined}
      style={{ ...cssVariables({ '--list-spacing': spacing ? `var(--mantine-spacing-${spacing})` : undefined }), ...fromProps, ...style }}
      {...rest}
    >
      <ListIcon.Provider value={icon}>{children}</ListIcon.Provider>
    </Element>
  );
}

/** An item of a `List`, with the list's mark when it has one. */
export function ListItem({ children, className, ...rest }: KitProps<'li'>) {
  const icon = useContext(ListIcon);
  if (!icon) return <li className={cx(classes.item, className)} {...rest}>{children}</li>;
  return (
    <li className={cx(classes.item, className)} {...rest}>
      <span className={classes.itemIcon}>{icon}</span>
      <span className={classes.itemLabel}>{children}</span>
    </li>
  );
}

/** A quotation with its author below it. */
export function Blockquote({ cite, citeClassName, className, children, ...rest }: KitProps<'blockquote', { cite?: ReactNode; citeClassName?: string }>) {
  return (
    <blockquote className={cx(classes.quote, className)} {...rest}>
      {children}
      {cite ? <cite className={cx(classes.cite, citeClassName)}>{cite}</cite> : null}
    </blockquote>
  );
}

/** Read by screen readers, not shown. */
export function VisuallyHidden<C extends ElementType = 'span'>({ component, className, ...rest }: KitProps<C>) {
  const Element: ElementType = component ?? 'span';
  return <Element className={cx(classes.visuallyHidden, className)} {...rest} />;
}
