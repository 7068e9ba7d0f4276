import type { ComponentPropsWithRef, ElementType } from 'react';
import type { StyleProps } from './shorthands';

/**
 * The props of a kit component: its own, the style shorthands, and those of the element or
 * component it renders as (`component="section"`, `component={Link}`), which it passes on.
 */
export type KitProps<C extends ElementType, Own = object> = Own &
  Omit<StyleProps, keyof Own> & { component?: C } & Omit<ComponentPropsWithRef<C>, keyof Own | keyof StyleProps | 'component'>;
