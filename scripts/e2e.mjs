#!/usr/bin/env node
// Browser journeys only, against an existing build in mock mode: dist/, or DIST_DIR
// (`VITE_GTM_ID=GTM-TEST123 VITE_API_BASE_URL=http://127.0.0.1:4319 npx vite build --mode mock`,
// as npm test builds it; the journeys start the site API there). The second build
// some journeys need is taken from E2E_NEXT_BUILD_DIR, or made on first use. Arguments go to
// Playwright (spec files, --grep, --reporter …); tests/playwright.config.ts lists the settings.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureChromium, ensureDesktopChromium } from './chromium.mjs';

// The addresses of the mocks and of the site API are build-time values: a build made for other
// ports sends its forms elsewhere, and the journeys fail in confusing ways. Say so before they start.
const dist = resolve(process.env.DIST_DIR || 'dist');
const mockOrigin = `http://127.0.0.1:${process.env.MOCK_PORT || 4318}`;
const apiOrigin = `http://127.0.0.1:${process.env.E2E_API_PORT || 4319}`;
const headers = join(dist, '_headers');
const build = `VITE_GTM_ID=GTM-TEST123 VITE_API_BASE_URL=${apiOrigin} npx vite build --mode mock`;
if (!existsSync(headers)) {
  console.error(`No build in ${dist}: build it first (${build}${process.env.DIST_DIR ? ' --outDir $DIST_DIR' : ''}).`);
  process.exit(1);
}
const policy = readFileSync(headers, 'utf8');
if (!policy.includes(mockOrigin) || !policy.includes(apiOrigin)) {
  console.warn(
    `⚠ ${dist} was not built for the mock server at ${mockOrigin} (MOCK_PORT) and the site API at ${apiOrigin} (E2E_API_PORT): build it with ` +
      `VITE_CRM_FORM_URL=${mockOrigin}/crm/form VITE_API_BASE_URL=${apiOrigin} VITE_GTM_ORIGIN=${mockOrigin}.`,
  );
}

const chromium = ensureChromium();
const desktopChromium = ensureDesktopChromium();
const result = spawnSync('npx', ['playwright', 'test', '-c', 'tests/playwright.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROME_PATH: chromium, CHROME_DESKTOP_PATH: desktopChromium },
});
process.exit(result.status ?? 1);
