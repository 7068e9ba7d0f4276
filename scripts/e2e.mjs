#!/usr/bin/env node
// Browser journeys only, against an existing dist/ (run `npm run build` first).
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './chromium.mjs';

const chromium = ensureChromium();
const result = spawnSync('npx', ['playwright', 'test', '-c', 'tests/playwright.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROME_PATH: chromium },
});
process.exit(result.status ?? 1);
