/**
 * The few layout and type shorthands the site's components take (`mt="md"`, `gap="xs"`,
 * `c="dimmed"`, `fw={700}`), turned into classes of `shorthands.module.css`. Classes, not an
 * inline style: a prerendered page then carries no style attribute, so the CSP can forbid inline
 * styles. The values name the theme's tokens (CSS variables), so the shorthands follow the
 * visitor's text size and colour scheme like the rest of the CSS. A width, a height or any value
 * outside these sets belongs in the caller's own CSS module. Pure: no React, no DOM.
 */
import classes from './shorthands.module.css';

/** The theme's spacing and size steps. */
export type SizeStep = 'xs' | 'sm' | 'md' | 'lg' | 'xl';
export const sizeSteps: readonly SizeStep[] = ['xs', 'sm', 'md', 'lg', 'xl'];

/** A spacing: a step of the theme, or 0, 4 or 8 CSS px (as rem, so it grows with the text). */
export type Space = SizeStep | 0 | 4 | 8;
export const spaces: readonly Space[] = [0, 4, 8, ...sizeSteps];

/** The text colours the site uses: secondary text, body text, links, errors and a dark red. */
export type TextColor = 'dimmed' | 'text' | 'anchor' | 'error' | 'red.9';
export const textColors: readonly TextColor[] = ['dimmed', 'text', 'anchor', 'error', 'red.9'];

/** The theme colours a coloured kit component (button, alert, badge) can take. */
export type ThemeColor = 'lumi' | 'coral' | 'red' | 'gray';
export const themeColors: readonly ThemeColor[] = ['lumi', 'coral', 'red', 'gray'];

export type Align = 'flex-start' | 'center' | 'flex-end' | 'stretch' | 'baseline';
export type Justify = 'flex-start' | 'center' | 'flex-end' | 'space-between';

/** The shorthands every kit component takes. */
export interface StyleProps {
  mt?: Space | 'auto';
  mb?: Space;
  mx?: Space | 'auto';
  p?: Space;
  px?: Space;
  py?: Space;
  pt?: Space;
  pb?: Space;
  /** A maximum width: `readable` keeps lines of text short enough to read (46rem). */
  maw?: 'readable';
  ta?: 'left' | 'center' | 'right';
  c?: TextColor;
  fw?: 400 | 500 | 600 | 700;
  fz?: SizeStep;
  tt?: 'none' | 'uppercase';
}

/** The shorthands in the order their classes come in the stylesheet (the later wins). */
const styleKeys = ['mx', 'mt', 'mb', 'p', 'px', 'py', 'pt', 'pb', 'maw', 'ta', 'tt', 'fw', 'fz', 'c'] as const satisfies ReadonlyArray<keyof StyleProps>;

/**
 * The class of one shorthand value (`shorthandClass('mt', 'md')`), or undefined when the value is
 * left out. Throws on a value the stylesheet has no class for, so a typo fails in the unit tests
 * instead of dropping the style without a word.
 */
export function shorthandClass(name: string, value: string | number | undefined): string | undefined {
  if (value === undefined) return undefined;
  const key = `${name}-${String(value).replace('.', '-')}`;
  const found = (classes as Record<string, string | undefined>)[key];
  if (found === undefined) throw new Error(`The kit has no class for ${name}=${String(value)}.`);
  return found;
}

/** The classes the shorthands stand for; shorthands left out add nothing. */
export function shorthandClasses(props: StyleProps): string | undefined {
  return cx(...styleKeys.map((key) => shorthandClass(key, props[key])));
}

/** Splits a component's props into the classes the shorthands make and everything else (for the element). */
export function splitShorthands<P extends StyleProps>(props: P): [string | undefined, Omit<P, keyof StyleProps>] {
  const rest = { ...props } as Record<string, unknown>;
  for (const key of styleKeys) delete rest[key];
  return [shorthandClasses(props), rest as Omit<P, keyof StyleProps>];
}

/** Class names joined, leaving out the empty ones. */
export function cx(...names: Array<string | false | null | undefined>): string | undefined {
  const joined = names.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}
