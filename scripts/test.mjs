#!/usr/bin/env node
// The one test gate: unit tests, the production build, checks on dist/, then the browser
// journeys against that build with the real service worker and the mock server.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './chromium.mjs';

function run(label, command, args, env = {}) {
  console.info(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`✖ ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

const chromium = ensureChromium();
run('unit tests', 'npx', ['vitest', 'run', '--project', 'unit']);
// Against the loopback mocks, with the stand-in tag manager, so the consent journeys see it load.
run('production build (mock mode)', 'npx', ['vite', 'build', '--mode', 'mock'], { VITE_GTM_ID: 'GTM-TEST123' });
run('checks on dist/', 'npx', ['vitest', 'run', '--project', 'build']);
run('browser journeys', 'npx', ['playwright', 'test', '-c', 'tests/playwright.config.ts'], { CHROME_PATH: chromium });
