import { type ReactNode, useId } from 'react';
import classes from './alert.module.css';
import type { KitProps } from './polymorphic';
import { cx, splitStyleProps } from './style-props';

interface AlertOwnProps {
  variant?: 'light' | 'filled' | 'outline';
  /** A theme colour (`lumi`, `coral`, `red`). */
  color?: string;
  title?: ReactNode;
  icon?: ReactNode;
}

/**
 * A message in a tinted box, with an optional title and icon. It is an alert (announced at once)
 * unless given another role (`status`, `note`); the title names it and the text describes it.
 */
export function Alert(props: Omit<KitProps<'div', AlertOwnProps>, 'component'>) {
  const [fromProps, { variant = 'light', color = 'lumi', title, icon, className, style, children, role = 'alert', ...rest }] = splitStyleProps(props);
  const id = useId();
  const theme = (suffix: string) => `var(--mantine-color-${color}-${suffix})`;
  const colors =
    variant === 'filled'
      ? { '--alert-bg': theme('filled'), '--alert-color': 'var(--mantine-color-white)', '--alert-bd': 'transparent' }
      : variant === 'outline'
        ? { '--alert-bg': 'transparent', '--alert-color': theme('outline'), '--alert-bd': theme('outline') }
        : { '--alert-bg': theme('light'), '--alert-color': theme('light-color'), '--alert-bd': 'transparent' };
  return (
    <div
      className={cx(classes.alert, className)}
      data-variant={variant}
      role={role}
      aria-labelledby={title ? `${id}-title` : undefined}
      aria-describedby={`${id}-body`}
      style={{ ...colors, ...fromProps, ...style }}
      {...rest}
    >
      <div className={classes.wrapper}>
        {icon ? <div className={classes.icon}>{icon}</div> : null}
        <div className={classes.body}>
          {title ? (
            <div className={classes.title} id={`${id}-title`}>
              {title}
            </div>
          ) : null}
          <div className={classes.message} id={`${id}-body`}>
            {children}
          </div>
        </div>
      </div>
    </div>
  );
}
