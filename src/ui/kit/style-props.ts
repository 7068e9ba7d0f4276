/**
 * The few layout and type shorthands the site's components take (`mt="md"`, `maw="46rem"`,
 * `c="dimmed"`, `fw={700}`), turned into an inline style once per render. The values name the
 * theme's tokens (CSS variables in the stylesheet), so the shorthands follow the visitor's text
 * size and colour scheme like the rest of the CSS. Pure: no React, no DOM.
 */
import type { CSSProperties } from 'react';

/** The theme's spacing and size steps. */
export type SizeStep = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

/** A step of the theme, a length in CSS px written as a number (turned into rem), or any CSS length. */
export type Length = SizeStep | number | (string & {});

const steps: ReadonlySet<string> = new Set<SizeStep>(['xs', 'sm', 'md', 'lg', 'xl']);

export const isSizeStep = (value: unknown): value is SizeStep => typeof value === 'string' && steps.has(value);

/** A number of CSS px as rem, so it grows with the visitor's text size. */
export function rem(px: number): string {
  return px === 0 ? '0' : `${px / 16}rem`;
}

/** A spacing value: a step is the theme's spacing variable. */
export function spacing(value: Length | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'number') return rem(value);
  return isSizeStep(value) ? `var(--mantine-spacing-${value})` : value;
}

/** A length that is not spacing (widths, heights): numbers are px, strings pass as they are. */
function length(value: Length | undefined): string | undefined {
  if (value === undefined) return undefined;
  return typeof value === 'number' ? rem(value) : value;
}

/** A font size: a step or a heading (`h3`) is the theme's variable. */
export function fontSize(value: Length | `h${1 | 2 | 3 | 4 | 5 | 6}` | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string' && /^h[1-6]$/.test(value)) return `var(--mantine-${value}-font-size)`;
  if (isSizeStep(value)) return `var(--mantine-font-size-${value})`;
  return length(value);
}

/**
 * A text colour: `dimmed` is the theme's secondary text, `red.9` a shade of a theme colour, a
 * bare theme colour its text shade; CSS values (`var(…)`, `#…`, `currentColor`) pass as they are.
 */
export function textColor(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (value === 'dimmed' || value === 'bright' || value === 'white' || value === 'black' || value === 'text') return `var(--mantine-color-${value})`;
  const shade = /^([a-z]+)\.(\d)$/.exec(value);
  if (shade) return `var(--mantine-color-${shade[1]}-${shade[2]})`;
  if (/^[a-z]+$/.test(value) && value !== 'inherit' && value !== 'currentcolor' && value !== 'transparent') return `var(--mantine-color-${value}-text)`;
  return value;
}

/** The shorthands every kit component takes. */
export interface StyleProps {
  m?: Length;
  mt?: Length;
  mb?: Length;
  ml?: Length;
  mr?: Length;
  mx?: Length;
  my?: Length;
  p?: Length;
  pt?: Length;
  pb?: Length;
  pl?: Length;
  pr?: Length;
  px?: Length;
  py?: Length;
  w?: Length;
  h?: Length;
  maw?: Length;
  miw?: Length;
  mih?: Length;
  ta?: CSSProperties['textAlign'];
  c?: string;
  fw?: CSSProperties['fontWeight'];
  fz?: Length | `h${1 | 2 | 3 | 4 | 5 | 6}`;
  tt?: CSSProperties['textTransform'];
  display?: CSSProperties['display'];
}

const styleKeys = ['m', 'mt', 'mb', 'ml', 'mr', 'mx', 'my', 'p', 'pt', 'pb', 'pl', 'pr', 'px', 'py', 'w', 'h', 'maw', 'miw', 'mih', 'ta', 'c', 'fw', 'fz', 'tt', 'display'] as const;

function defined(style: Record<string, string | number | undefined>): CSSProperties {
  const result: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(style)) if (value !== undefined) result[key] = value;
  return result as CSSProperties;
}

/** The inline style the shorthands stand for; shorthands left out add nothing. */
export function styleFromProps(props: StyleProps): CSSProperties {
  return defined({
    margin: spacing(props.m),
    marginTop: spacing(props.mt ?? props.my),
    marginBottom: spacing(props.mb ?? props.my),
    marginLeft: spacing(props.ml ?? props.mx),
    marginRight: spacing(props.mr ?? props.mx),
    padding: spacing(props.p),
    paddingTop: spacing(props.pt ?? props.py),
    paddingBottom: spacing(props.pb ?? props.py),
    paddingLeft: spacing(props.pl ?? props.px),
    paddingRight: spacing(props.pr ?? props.px),
    width: length(props.w),
    height: length(props.h),
    maxWidth: length(props.maw),
    minWidth: length(props.miw),
    minHeight: length(props.mih),
    textAlign: props.ta,
    color: textColor(props.c),
    fontWeight: props.fw,
    fontSize: fontSize(props.fz),
    textTransform: props.tt,
    display: props.display,
  });
}

/** Splits a component's props into the style the shorthands make and everything else (for the element). */
export function splitStyleProps<P extends StyleProps>(props: P): [CSSProperties, Omit<P, keyof StyleProps>] {
  const rest = { ...props } as Record<string, unknown>;
  for (const key of styleKeys) delete rest[key];
  return [styleFromProps(props), rest as Omit<P, keyof StyleProps>];
}

/** Class names joined, leaving out the empty ones. */
export function cx(...names: Array<string | false | null | undefined>): string | undefined {
  const joined = names.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}
