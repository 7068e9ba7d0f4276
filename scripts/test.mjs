#!/usr/bin/env node
// The one test gate: types and lint, unit tests, the build (against the local mocks and the site
// API), checks on dist/ (the nginx block served by a real nginx among them), then the browser
// journeys against that build with the real service worker, the production headers, the site API
// service and the mock server.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium, ensureDesktopChromium } from './chromium.mjs';
import { ensureNginx } from './nginx.mjs';
import { startPostgres } from './postgres.mjs';

const gateStarted = Date.now();

function run(label, command, args, env = {}) {
  console.info(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`✖ ${label} failed`);
    process.exit(result.status ?? 1);
  }
  console.info(`✔ ${label} (${Math.round((Date.now() - started) / 1000)} s)`);
}

const chromium = ensureChromium();
const desktopChromium = ensureDesktopChromium();
const nginx = ensureNginx();
run('types and lint', 'npm', ['run', 'check']);
run('unit tests', 'npx', ['vitest', 'run', '--project', 'unit', '--project', 'unit-model']);
run('contract lint (Redocly recommended rules)', 'node', ['scripts/lint-contract.mjs']);
// The site API's tests twice: on PGlite, then on a real PostgreSQL server in a temporary folder.
run('site API tests (PGlite)', 'npx', ['vitest', 'run', '--project', 'server']);
const postgres = startPostgres({ port: Number(process.env.TEST_PG_PORT ?? 54329) });
process.on('exit', () => postgres.stop());
run('site API tests (PostgreSQL)', 'npx', ['vitest', 'run', '--project', 'server'], { TEST_DATABASE_URL: postgres.url });
postgres.stop();
// Against the loopback mocks, with the stand-in tag manager, so the consent journeys see it load;
// the forms post to the site API that the journeys start (tests/playwright.config.ts).
const apiOrigin = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4319}`;
run('production build (mock mode)', 'npx', ['vite', 'build', '--mode', 'mock'], { VITE_GTM_ID: 'GTM-TEST123', VITE_API_BASE_URL: apiOrigin });
run('checks on dist/', 'npx', ['vitest', 'run', '--project', 'build'], { NGINX_PATH: nginx });
// The next deployment as the update and remote-payload journeys need it, made once for all of
// them (tests/support/next-build.ts). Every build rewrites hosting/nginx.conf: this one runs after
// the checks on dist/, which read it, and the block of dist/ is put back afterwards.
const nextBuild = join(mkdtempSync(join(tmpdir(), 'lumi-next-build-')), 'dist');
process.on('exit', () => rmSync(join(nextBuild, '..'), { recursive: true, force: true }));
const nginxBlock = 'hosting/nginx.conf';
const distBlock = existsSync(nginxBlock) ? readFileSync(nginxBlock) : undefined;
run('second build (for the update and remote-payload journeys)', 'npx', ['tsx', 'tests/support/next-build.ts', nextBuild]);
if (distBlock) writeFileSync(nginxBlock, distBlock);
run('browser journeys', 'npx', ['playwright', 'test', '-c', 'tests/playwright.config.ts'], {
  CHROME_PATH: chromium,
  CHROME_DESKTOP_PATH: desktopChromium,
  E2E_NEXT_BUILD_DIR: nextBuild,
});
console.info(`\n✔ whole gate (${Math.round((Date.now() - gateStarted) / 1000)} s)`);
