/**
 * The site's design tokens in Mantine's theme format. The build turns them into CSS custom
 * properties (`scripts/vite/theme-variables.ts`), which the stylesheet carries and every
 * component reads; no theme object ships to the browser. Relative imports only: the build's
 * config loads this file without the `@` alias.
 */
import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { themeColors } from '../config/theme-colors.ts';

/** Deep teal; shade 7 carries white text at 6.6:1, shades 3–4 read as text on the dark background. */
const lumi: MantineColorsTuple = ['#e6f6f8', '#c9ecf0', '#9fdde4', '#6fcad5', '#47b7c4', '#279fad', '#13818f', '#0b6674', '#08525d', '#053d45'];

/** Warm coral for campaign banners; shade 8 carries white text at AA. */
const coral: MantineColorsTuple = ['#fff0eb', '#fddccf', '#f9b8a0', '#f4916e', '#ef7047', '#e65a2e', '#c9461d', '#a93a17', '#8c3012', '#70260d'];

/**
 * Screen widths where layouts change, smallest first. CSS modules name them through
 * `ui/kit/media.css` (`@media (--from-md)`); `2xs` is the very narrow phone, or a phone with
 * very large text.
 */
export const breakpoints = { '2xs': '22em', xs: '30em', sm: '40em', md: '48em', lg: '64em', xl: '80em', '2xl': '96em' } as const;

/** Senior-friendly defaults: 18 px and up, generous line height, 44 px targets. */
export const theme = createTheme({
  primaryColor: 'lumi',
  // Filled buttons carry white text in both schemes, so both use the dark shade.
  primaryShade: { light: 7, dark: 7 },
  colors: { lumi, coral },
  fontFamily: '"Atkinson Hyperlegible", system-ui, -apple-system, "Segoe UI", sans-serif',
  headings: {
    fontFamily: '"Atkinson Hyperlegible", system-ui, -apple-system, "Segoe UI", sans-serif',
    fontWeight: '700',
    // Headings follow the visitor's text size, but never grow wider than a phone can show: at
    // twice the default size on a phone the width cap keeps whole words on a line.
    sizes: {
      h1: { fontSize: 'min(clamp(2rem, 1.6rem + 2vw, 3rem), 11vw)', lineHeight: '1.2' },
      h2: { fontSize: 'min(clamp(1.6rem, 1.4rem + 1vw, 2.2rem), 9.5vw)', lineHeight: '1.25' },
      h3: { fontSize: 'min(1.45rem, 8.5vw)', lineHeight: '1.3' },
      h4: { fontSize: 'min(1.25rem, 8vw)', lineHeight: '1.35' },
    },
  },
  fontSizes: { xs: '1.125rem', sm: '1.125rem', md: '1.1875rem', lg: '1.375rem', xl: '1.625rem' },
  lineHeights: { xs: '1.5', sm: '1.55', md: '1.6', lg: '1.6', xl: '1.5' },
  breakpoints: { xs: breakpoints.xs, sm: breakpoints.sm, md: breakpoints.md, lg: breakpoints.lg, xl: breakpoints.xl },
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
});

/** Mantine's dimmed grey is below AA on white; these keep secondary text readable. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  // Spacing grows with the visitor's text size too, but padding must not take a phone's width
  // away from the words: each step is capped at the share of a 390 px screen it has at 16 px.
  variables: {
    '--mantine-spacing-xs': 'min(0.625rem, 2.6vw)',
    '--mantine-spacing-sm': 'min(0.75rem, 3.2vw)',
    '--mantine-spacing-md': 'min(1rem, 4.2vw)',
    '--mantine-spacing-lg': 'min(1.25rem, 5.2vw)',
    '--mantine-spacing-xl': 'min(2rem, 8.3vw)',
  },
  light: {
    '--mantine-color-dimmed': '#4a5258',
    // Mantine's red-6 is 3.2:1 on the page background; error text needs AA.
    '--mantine-color-error': '#b42318',
    '--mantine-color-anchor': lumi[7],
    '--mantine-color-body': themeColors.background,
  },
  dark: {
    '--mantine-color-dimmed': '#b4bcc2',
    '--mantine-color-error': '#ff8f87',
    '--mantine-color-anchor': lumi[3],
    '--mantine-color-body': themeColors.darkBackground,
  },
});
