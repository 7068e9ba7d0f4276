#!/usr/bin/env node
// The one test gate: types and lint, unit tests, the build (against the local mocks), checks on
// dist/ (the nginx block served by a real nginx among them), then the browser journeys against
// that build with the real service worker, the production headers and the mock server.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './chromium.mjs';
import { ensureNginx } from './nginx.mjs';

function run(label, command, args, env = {}) {
  console.info(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`✖ ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

const chromium = ensureChromium();
const nginx = ensureNginx();
run('types and lint', 'npm', ['run', 'check']);
run('unit tests', 'npx', ['vitest', 'run', '--project', 'unit']);
// Against the loopback mocks, with the stand-in tag manager, so the consent journeys see it load.
run('production build (mock mode)', 'npx', ['vite', 'build', '--mode', 'mock'], { VITE_GTM_ID: 'GTM-TEST123' });
run('checks on dist/', 'npx', ['vitest', 'run', '--project', 'build'], { NGINX_PATH: nginx });
run('browser journeys', 'npx', ['playwright', 'test', '-c', 'tests/playwright.config.ts'], { CHROME_PATH: chromium });
