import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { precacheBudgetBytes, precacheEntries, precacheSizes } from '../../scripts/pwa/precache-report.mjs';
import { brand } from '../../src/config/brand';
import { themeColors } from '../../src/config/theme-colors';
import { expectedPages } from '../support/expected-pages';
import { dist, fileOf } from './dist';

interface ManifestImage {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
  form_factor?: string;
}

const manifest = JSON.parse(readFileSync(join(dist, 'manifest.webmanifest'), 'utf8')) as {
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: ManifestImage[];
  screenshots: ManifestImage[];
  shortcuts: Array<{ name: string; url: string }>;
};

/** Width and height from a PNG's IHDR chunk. */
function pngSize(path: string): string {
  const bytes = readFileSync(join(dist, path));
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('the web app manifest in dist/', () => {
  it('names the app after the brand, in German, standalone from the start page', () => {
    expect(manifest.short_name).toBe(brand.name);
    expect(manifest.name).toContain(brand.name);
    expect(manifest).toMatchObject({ lang: 'de', start_url: '/', scope: '/', display: 'standalone' });
  });

  it('takes its colours from the theme', () => {
    expect(manifest.theme_color).toBe(themeColors.primary);
    expect(manifest.background_color).toBe(themeColors.background);
  });

  it('has icons of 192 and 512 pixels and a maskable one, each file the size it claims', () => {
    const any = manifest.icons.filter((icon) => (icon.purpose ?? 'any').includes('any')).map((icon) => icon.sizes);
    expect(any).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose?.includes('maskable'))).toBe(true);
    for (const icon of manifest.icons) {
      expect(icon.type).toBe('image/png');
      expect(pngSize(icon.src), icon.src).toBe(icon.sizes);
    }
  });

  it('has a narrow and a wide screenshot of the sizes it claims', () => {
    expect(manifest.screenshots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide']);
    for (const shot of manifest.screenshots) expect(pngSize(shot.src), shot.src).toBe(shot.sizes);
  });

  it('offers shortcuts to the shop and the info package', () => {
    expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual(['/shop', '/infopaket']);
  });

  it('is linked from every page, with the home-screen icon for iOS', () => {
    for (const page of expectedPages()) {
      const html = readFileSync(join(dist, fileOf(page.path, page.status)), 'utf8');
      expect(html, page.path).toContain('<link rel="manifest" href="/manifest.webmanifest">');
      expect(html, page.path).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png"');
    }
  });
});

describe('the precache of the service worker', () => {
  const entries = precacheEntries(dist);

  it('holds every prerendered page, the offline page and the app shell', () => {
    const pages = expectedPages()
      .filter((page) => page.status === 200)
      .map((page) => fileOf(page.path, page.status));
    expect(entries).toEqual(expect.arrayContaining([...pages, 'offline.html', 'manifest.webmanifest', 'favicon.svg']));
    expect(entries.some((url) => /^assets\/index-.*\.js$/.test(url))).toBe(true);
    expect(entries.some((url) => /^assets\/.*\.css$/.test(url))).toBe(true);
    expect(entries.filter((url) => url.endsWith('.woff2')).length).toBeGreaterThanOrEqual(2);
    for (const url of entries) expect(existsSync(join(dist, url)), url).toBe(true);
  });

  it('holds the reader, its controls, words and look, so "Vorlesen" works offline with a voice on the device', () => {
    for (const file of [/^assets\/read-aloud-dock-[\w-]+\.js$/, /^assets\/read-aloud-controls-[\w-]+\.js$/, /^assets\/read-aloud-[\w-]+\.css$/]) {
      expect(
        entries.some((url) => file.test(url)),
        String(file),
      ).toBe(true);
    }
  });

  it('leaves out videos, screenshots, the 404 page and build metadata', () => {
    expect(entries.filter((url) => /\.mp4$|^screenshots\/|^404\.html$|^\.vite\//.test(url))).toEqual([]);
  });

  it(`stays within the budget of ${precacheBudgetBytes / 1024 / 1024} MB as downloaded`, () => {
    expect(precacheSizes(dist).gzip).toBeLessThanOrEqual(precacheBudgetBytes);
  });
});

describe('the offline page', () => {
  const html = readFileSync(join(dist, 'offline.html'), 'utf8');

  it('is static: no app script that would hydrate it as the address that failed', () => {
    expect(html).not.toMatch(/<script[^>]*type="module"/);
  });

  it("uses the site's stylesheet and says in German and English what happened", () => {
    expect(html).toMatch(/<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"/);
    expect(html).toContain('<h1>Gerade keine Verbindung</h1>');
    expect(html).toContain('You are offline');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });
});
