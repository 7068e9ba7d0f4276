import type { ComponentPropsWithRef, CSSProperties, ElementType } from 'react';
import type { StyleProps } from './style-props';

/**
 * The props of a kit component: its own, the style shorthands, and those of the element or
 * component it renders as (`component="section"`, `component={Link}`), which it passes on.
 */
export type KitProps<C extends ElementType, Own = object> = Own &
  Omit<StyleProps, keyof Own> & { component?: C } & Omit<ComponentPropsWithRef<C>, keyof Own | keyof StyleProps | 'component'>;

/** Custom properties for the `style` attribute; those without a value are left out. */
export function cssVariables(variables: Record<`--${string}`, string | number | undefined>): CSSProperties {
  const result: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(variables)) if (value !== undefined) result[name] = value;
  return result as CSSProperties;
}
