/**
 * The theme as CSS: every design token of `src/ui/theme.ts` (colours and their variants, type
 * sizes, spacing, radii, headings) as a custom property on `:root`, with the dark scheme's values
 * under `[data-mantine-color-scheme="dark"]`. Served as the virtual stylesheet
 * `virtual:theme-variables.css`, imported once by `src/ui/styles.ts`. Values equal to Mantine's
 * defaults are left out: `@mantine/core/styles/default-css-variables.css` holds those.
 */
import { convertCssVariables, type ConvertCSSVariablesInput, DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme } from '@mantine/core';
import type { Plugin } from 'vite';
import { cssVariablesResolver, theme } from '../../src/ui/theme.ts';

export const themeVariablesId = 'virtual:theme-variables.css';

type Variables = Record<string, string>;

function withoutDefaults(values: Variables, defaults: Variables): Variables {
  return Object.fromEntries(Object.entries(values).filter(([name, value]) => defaults[name] !== value));
}

/** The CSS of the theme's custom properties that differ from Mantine's defaults. */
export function themeVariablesCss(): string {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const generated = defaultCssVariablesResolver(merged);
  const own = cssVariablesResolver(merged);
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const variables: ConvertCSSVariablesInput = {
    variables: withoutDefaults({ ...generated.variables, ...own.variables }, defaults.variables),
    light: withoutDefaults({ ...generated.light, ...own.light }, defaults.light),
    dark: withoutDefaults({ ...generated.dark, ...own.dark }, defaults.dark),
  };
  return `${convertCssVariables(variables, ':root')}\n`;
}

export function themeVariables(): Plugin {
  const resolved = `\0${themeVariablesId}`;
  return {
    name: 'lumi:theme-variables',
    resolveId: (id) => (id === themeVariablesId ? resolved : undefined),
    load: (id) => (id === resolved ? themeVariablesCss() : undefined),
  };
}
