import type { SVGProps } from 'react';

export interface IconProps<Name extends string> extends Omit<SVGProps<SVGSVGElement>, 'name' | 'stroke'> {
  readonly name: Name;
  readonly size?: number;
  readonly stroke?: number;
}

/** Icons drawn filled instead of outlined. */
const filled: ReadonlySet<string> = new Set(['player-pause', 'player-play']);

/**
 * A component that draws the icons of `shapes` (Tabler's paths): a decorative icon, hidden from
 * assistive technology, since the text next to it says what it means.
 */
export function iconsOf<Name extends string>(shapes: Readonly<Record<Name, readonly string[]>>) {
  return function Icon({ name, size = 24, stroke = 2, ...rest }: IconProps<Name>) {
    const paint = filled.has(name)
      ? { fill: 'currentColor' }
      : { fill: 'none', stroke: 'currentColor', strokeWidth: stroke, strokeLinecap: 'round' as const, strokeLinejoin: 'round' as const };
    return (
      <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" {...paint} {...rest}>
        {shapes[name].map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  };
}
