/** Buttons of the site's own light kit: text buttons, icon buttons, the close cross and the menu button. */
import type { ElementType, ReactNode } from 'react';
import { type Breakpoint, visibilityClasses } from './breakpoints';
import classes from './buttons.module.css';
import type { KitProps } from './polymorphic';
import { cx, shorthandClass, splitShorthands, type StyleProps, type ThemeColor } from './shorthands';

/** How a button looks; its colours come from the variant and the theme colour (buttons.module.css). */
export type ButtonVariant = 'filled' | 'light' | 'outline' | 'subtle' | 'default' | 'transparent' | 'white';

export type ButtonSize = 'sm' | 'md' | 'lg' | 'xl' | 'compact-md';

/** A native button is a plain button unless told otherwise: inside a form it must not submit by accident. */
function buttonType(Element: ElementType, type: unknown) {
  return Element === 'button' ? ((type as string | undefined) ?? 'button') : (type as string | undefined);
}

/** Element props that keep a non-button element usable as a disabled control. */
function disabledProps(Element: ElementType, disabled: boolean | undefined) {
  if (!disabled) return {};
  return Element === 'button' ? { disabled: true } : { 'data-disabled': true, 'aria-disabled': true, tabIndex: -1 };
}

interface ButtonOwnProps {
  variant?: ButtonVariant;
  /** A theme colour (`lumi`, `coral`, `red`). */
  color?: ThemeColor;
  size?: ButtonSize;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  fullWidth?: boolean;
  /** Busy: the label fades behind a spinner and the button takes no clicks. */
  loading?: boolean;
  disabled?: boolean;
  /** Classes for the label and the sections beside it. */
  classNames?: { root?: string; label?: string; section?: string };
}

/** A button's own props, without those of the element it renders as. */
export type ButtonProps = ButtonOwnProps & StyleProps & { className?: string };

/**
 * A button or a link that looks like one (`component={Link}`), at least 44 px high and growing
 * with a long label, which wraps rather than being cut off.
 */
export function Button<C extends ElementType = 'button'>(props: KitProps<C, ButtonOwnProps>) {
  const [shorthands, own] = splitShorthands(props);
  const {
    component,
    variant = 'filled',
    color = 'lumi',
    size = 'lg',
    leftSection,
    rightSection,
    fullWidth,
    loading,
    disabled,
    classNames,
    className,
    children,
    type,
    ...rest
  } = own;
  const Element: ElementType = component ?? 'button';
  return (
    <Element
      className={cx(classes.button, shorthandClass('color', color), shorthands, classNames?.root, className)}
      data-variant={variant}
      data-size={size}
      data-full-width={fullWidth || undefined}
      data-loading={loading || undefined}
      data-with-left-section={leftSection ? true : undefined}
      data-with-right-section={rightSection ? true : undefined}
      aria-busy={loading || undefined}
      type={buttonType(Element, type)}
      {...disabledProps(Element, disabled || loading)}
      {...rest}
    >
      <span className={classes.inner}>
        {leftSection ? <span className={cx(classes.section, classNames?.section)}>{leftSection}</span> : null}
        <span className={cx(classes.label, classNames?.label)}>{children}</span>
        {rightSection ? <span className={cx(classes.section, classNames?.section)}>{rightSection}</span> : null}
      </span>
      {loading ? <span className={classes.spinner} aria-hidden /> : null}
    </Element>
  );
}

interface IconButtonOwnProps {
  variant?: ButtonVariant;
  color?: ThemeColor;
  disabled?: boolean;
}

/** A square 44 px button with an icon; it needs an `aria-label`. */
export function ActionIcon<C extends ElementType = 'button'>(props: KitProps<C, IconButtonOwnProps>) {
  const [shorthands, { component, variant = 'filled', color = 'lumi', disabled, className, type, ...rest }] = splitShorthands(props);
  const Element: ElementType = component ?? 'button';
  return (
    <Element
      className={cx(classes.iconButton, shorthandClass('color', color), shorthands, className)}
      data-variant={variant}
      type={buttonType(Element, type)}
      {...disabledProps(Element, disabled)}
      {...rest}
    />
  );
}

/** The cross that closes a banner, notice or panel: 44 px, labelled by `aria-label`. */
export function CloseButton(props: KitProps<'button', { variant?: ButtonVariant }>) {
  const { variant = 'subtle', ...rest } = props;
  return (
    <ActionIcon variant={variant} {...rest} color="gray" className={cx(classes.close, rest.className)}>
      <svg viewBox="0 0 15 15" width="60%" height="60%" fill="none" aria-hidden="true">
        <path d="M3 3l9 9M12 3l-9 9" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
      </svg>
    </ActionIcon>
  );
}

/** The menu button: three lines that turn into a cross while the menu is open. Shown below `hiddenFrom`. */
export function Burger({ opened, hiddenFrom, className, type, ...rest }: KitProps<'button', { opened: boolean; hiddenFrom?: Breakpoint }>) {
  return (
    <button type={type ?? 'button'} className={cx(classes.burger, visibilityClasses({ hiddenFrom }), className)} data-opened={opened || undefined} {...rest}>
      <span className={classes.burgerLines} aria-hidden />
    </button>
  );
}
