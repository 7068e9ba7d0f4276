#!/usr/bin/env node
// Lighthouse CI against the built site (run `npm run build` first) with the Debian Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureChromium } from './chromium.mjs';

if (!existsSync('dist/index.html')) {
  console.error('No dist/ yet: build it first, against the local mocks: `npx vite build --mode mock` (or `npm start`).');
  process.exit(1);
}
const chromium = ensureChromium();
const result = spawnSync('npx', ['lhci', 'autorun', '--config=lighthouserc.json'], {
  stdio: 'inherit',
  env: { ...process.env, CHROME_PATH: chromium },
});
process.exit(result.status ?? 1);
