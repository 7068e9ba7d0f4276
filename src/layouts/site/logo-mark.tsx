import { useId } from 'react';
import classes from './logo-mark.module.css';

/**
 * The product's mark (a smiling screen on its stand), drawn in the page rather than loaded as an
 * SVG image: every SVG image makes the browser build a document of its own, 10–40 ms of main
 * thread on a slow phone while the page starts. Decorative: the link around it carries the name.
 */
export function LogoMark({ size = 36 }: { size?: number }) {
  const mask = `logo-face${useId().replace(/:/g, '')}`;
  return (
    <svg className={classes.mark} width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <mask id={mask}>
        <rect width="32" height="32" fill="#fff" />
        <g fill="#000">
          <circle cx="11.5" cy="11.5" r="2" />
          <circle cx="20.5" cy="11.5" r="2" />
        </g>
        <path d="M10 16.5Q16 22 22 16.5" fill="none" stroke="#000" strokeWidth="2.6" strokeLinecap="round" />
      </mask>
      <rect x="2" y="3" width="28" height="21" rx="5" mask={`url(#${mask})`} />
      <rect x="7" y="26" width="18" height="4" rx="2" />
    </svg>
  );
}
