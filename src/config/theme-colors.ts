/**
 * The colours the browser shows around the site (theme colour, splash background) as plain
 * values, so the build's web app manifest and the Mantine theme read the same ones.
 */
export const themeColors = { primary: '#0b6674', background: '#fbf8f2', darkBackground: '#1b1f22' } as const;
