import type { ManifestOptions } from 'vite-plugin-pwa';
import { brand } from '../../src/config/brand.ts';
import { themeColors } from '../../src/config/theme-colors.ts';

/**
 * The web app manifest: what the home-screen icon, the splash screen and the install dialog
 * show. Names and colours come from the brand config and the theme, never typed twice.
 */
export const webAppManifest: Partial<ManifestOptions> = {
  id: '/',
  name: `${brand.name} – ${brand.tagline.de}`,
  short_name: brand.name,
  description: `${brand.name}: ${brand.tagline.de}. Sprachgesteuertes Tablet mit Videotelefonie, Erinnerungen und Unterhaltung.`,
  lang: 'de',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: themeColors.primary,
  background_color: themeColors.background,
  categories: ['health', 'lifestyle', 'social'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  screenshots: [
    { src: '/screenshots/narrow.png', sizes: '540x1200', type: 'image/png', form_factor: 'narrow', label: `${brand.name} auf dem Smartphone` },
    { src: '/screenshots/wide.png', sizes: '1280x800', type: 'image/png', form_factor: 'wide', label: `${brand.name} auf dem Computer` },
  ],
  shortcuts: [
    { name: 'Preise ansehen', short_name: 'Preise', url: '/shop', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
    { name: 'Infopaket bestellen', short_name: 'Infopaket', url: '/infopaket', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
  ],
};
