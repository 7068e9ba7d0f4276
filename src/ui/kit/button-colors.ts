/**
 * The colours of a button variant as custom properties, read by `buttons.module.css`. They name
 * the theme's colour variables (`--mantine-color-lumi-filled` and its siblings), which exist for
 * every theme colour in both colour schemes. Pure.
 */
export type ButtonVariant = 'filled' | 'light' | 'outline' | 'subtle' | 'default' | 'transparent' | 'white';

export interface ButtonColors {
  '--button-bg': string;
  '--button-hover': string;
  '--button-color': string;
  '--button-bd': string;
}

export function buttonColors(variant: ButtonVariant, color: string): ButtonColors {
  const theme = (suffix: string) => `var(--mantine-color-${color}-${suffix})`;
  switch (variant) {
    case 'filled':
      return { '--button-bg': theme('filled'), '--button-hover': theme('filled-hover'), '--button-color': 'var(--mantine-color-white)', '--button-bd': 'transparent' };
    case 'light':
      return { '--button-bg': theme('light'), '--button-hover': theme('light-hover'), '--button-color': theme('light-color'), '--button-bd': 'transparent' };
    case 'outline':
      return { '--button-bg': 'transparent', '--button-hover': theme('outline-hover'), '--button-color': theme('outline'), '--button-bd': theme('outline') };
    case 'subtle':
      return { '--button-bg': 'transparent', '--button-hover': theme('light-hover'), '--button-color': theme('light-color'), '--button-bd': 'transparent' };
    case 'default':
      return {
        '--button-bg': 'var(--mantine-color-default)',
        '--button-hover': 'var(--mantine-color-default-hover)',
        '--button-color': 'var(--mantine-color-default-color)',
        '--button-bd': 'var(--mantine-color-default-border)',
      };
    case 'transparent':
      return { '--button-bg': 'transparent', '--button-hover': 'transparent', '--button-color': theme('light-color'), '--button-bd': 'transparent' };
    case 'white':
      return { '--button-bg': 'var(--mantine-color-white)', '--button-hover': 'var(--mantine-color-gray-0)', '--button-color': theme('filled'), '--button-bd': 'transparent' };
  }
}
