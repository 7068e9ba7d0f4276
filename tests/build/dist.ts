import { readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repo = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** The build under test: dist/, or DIST_DIR for a build written to another folder. */
export const dist = process.env.DIST_DIR ? resolve(process.env.DIST_DIR) : join(repo, 'dist');

/** The folder of the build's hashed files: scripts, the stylesheet, fonts. */
export const assetsDir = join(dist, 'assets');

/** The names of the build's hashed files that end in `extension` ('.js', '.css'). */
export const assetFiles = (extension: string): string[] => readdirSync(assetsDir).filter((name) => name.endsWith(extension));

/** The file a page of the site is written to: its folder's index.html, or 404.html for the not-found page. */
export const fileOf = (path: string, status: number) => (status === 404 ? '404.html' : path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);
