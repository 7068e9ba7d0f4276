import { type ReactNode, useId } from 'react';
import classes from './alert.module.css';
import type { KitProps } from './polymorphic';
import { cx, shorthandClass, splitShorthands, type ThemeColor } from './shorthands';

interface AlertOwnProps {
  variant?: 'light' | 'filled' | 'outline';
  /** A theme colour (`lumi`, `coral`, `red`). */
  color?: ThemeColor;
  title?: ReactNode;
  icon?: ReactNode;
}

/**
 * A message in a tinted box, with an optional title and icon. It is an alert (announced at once)
 * unless given another role (`status`, `note`); the title names it and the text describes it.
 */
export function Alert(props: Omit<KitProps<'div', AlertOwnProps>, 'component'>) {
  const [shorthands, { variant = 'light', color = 'lumi', title, icon, className, children, role = 'alert', ...rest }] = splitShorthands(props);
  const id = useId();
  return (
    <div
      className={cx(classes.alert, shorthandClass('color', color), shorthands, className)}
      data-variant={variant}
      role={role}
      aria-labelledby={title ? `${id}-title` : undefined}
      aria-describedby={`${id}-body`}
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
