import type { SVGProps } from 'react';

/*
 * The few icons the top of the home page needs (hero and press strip), apart from the rest so
 * the first download carries only these. Shapes from Tabler Icons (MIT licence, https://tabler.io/icons).
 */
export const topIconShapes = {
  'circle-check': ['M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0','M9 12l2 2l4 -4'],
  'player-pause': ['M9 4h-2a2 2 0 0 0 -2 2v12a2 2 0 0 0 2 2h2a2 2 0 0 0 2 -2v-12a2 2 0 0 0 -2 -2z','M17 4h-2a2 2 0 0 0 -2 2v12a2 2 0 0 0 2 2h2a2 2 0 0 0 2 -2v-12a2 2 0 0 0 -2 -2z'],
  'player-play': ['M6 4v16a1 1 0 0 0 1.524 .852l13 -8a1 1 0 0 0 0 -1.704l-13 -8a1 1 0 0 0 -1.524 .852z'],
} satisfies Record<string, string[]>;

/** Icons drawn filled instead of outlined. */
const filled: ReadonlySet<string> = new Set(['player-pause', 'player-play']);

export type TopIconName = keyof typeof topIconShapes;

export interface IconSvgProps extends Omit<SVGProps<SVGSVGElement>, 'name' | 'stroke'> {
  readonly name: string;
  readonly paths: readonly string[];
  readonly size?: number;
  readonly stroke?: number;
}

/** A decorative icon (hidden from assistive technology): the text next to it says what it means. */
export function IconSvg({ name, paths, size = 24, stroke = 2, ...rest }: IconSvgProps) {
  const paint = filled.has(name) ? { fill: 'currentColor' } : { fill: 'none', stroke: 'currentColor', strokeWidth: stroke, strokeLinecap: 'round' as const, strokeLinejoin: 'round' as const };
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" {...paint} {...rest}>
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

export interface TopIconProps extends Omit<IconSvgProps, 'name' | 'paths'> {
  readonly name: TopIconName;
}

/** One of the top icons, for the hero and the press strip. */
export function TopIcon({ name, ...rest }: TopIconProps) {
  return <IconSvg name={name} paths={topIconShapes[name]} {...rest} />;
}
