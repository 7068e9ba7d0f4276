#!/usr/bin/env node
// Browser journeys only, against an existing build in mock mode: dist/, or DIST_DIR
// (`VITE_GTM_ID=GTM-TEST123 npx vite build --mode mock`, as npm test builds it). The second build
// some journeys need is taken from E2E_NEXT_BUILD_DIR, or made on first use. Arguments go to
// Playwright (spec files, --grep, --reporter …); tests/playwright.config.ts lists the settings.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureChromium } from './chromium.mjs';

// The mock addresses are build-time values: a build made for another mock port sends its forms
// elsewhere, and the journeys fail in confusing ways. Say so before they start.
const dist = resolve(process.env.DIST_DIR || 'dist');
const mockOrigin = `http://127.0.0.1:${process.env.MOCK_PORT || 4318}`;
const headers = join(dist, '_headers');
if (!existsSync(headers)) {
  console.error(`No build in ${dist}: build it first (VITE_GTM_ID=GTM-TEST123 npx vite build --mode mock${process.env.DIST_DIR ? ' --outDir $DIST_DIR' : ''}).`);
  process.exit(1);
}
if (!readFileSync(headers, 'utf8').includes(mockOrigin)) {
  console.warn(
    `⚠ ${dist} was not built for the mock server at ${mockOrigin} (MOCK_PORT): build it with ` +
      `VITE_CRM_FORM_URL=${mockOrigin}/crm/form VITE_API_BASE_URL=${mockOrigin}/api VITE_GTM_ORIGIN=${mockOrigin}.`,
  );
}

const chromium = ensureChromium();
const result = spawnSync('npx', ['playwright', 'test', '-c', 'tests/playwright.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROME_PATH: chromium },
});
process.exit(result.status ?? 1);
