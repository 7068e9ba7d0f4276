import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './support/chromium';

const here = dirname(fileURLToPath(import.meta.url));

// Every port and folder can be chosen, so several runs can share a machine: E2E_SITE_PORT and
// MOCK_PORT (a build made for another mock port needs its VITE_* addresses to match, see
// docs/testing.md), DIST_DIR for the build under test, E2E_WORKERS for the number of browsers,
// E2E_TRACE=1 for a Playwright trace of every failing journey.
const sitePort = Number(process.env.E2E_SITE_PORT ?? 4173);
const mockPort = Number(process.env.MOCK_PORT ?? 4318);
const workers = process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : process.env.CI ? 2 : 3;

export default defineConfig({
  testDir: './e2e',
  outputDir: '../test-results',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  workers,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${sitePort}`,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
    // Recording a trace costs every journey time, passing or not: E2E_TRACE=1 keeps one per failure.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    // A service worker that installs in every fresh context precaches the whole site each time:
    // most of the CPU of a journey that is not about it. The journeys about offline use, the
    // outbox, installing and updating turn it on (`test.use({ serviceWorkers: 'allow' })`).
    serviceWorkers: 'block',
  },
  webServer: [
    {
      command: `npx tsx ../scripts/serve.ts`,
      cwd: here,
      env: { PORT: String(sitePort), DIST_DIR: process.env.DIST_DIR ?? '' },
      url: `http://127.0.0.1:${sitePort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: `npx tsx ../mocks/server.ts`,
      cwd: here,
      env: { MOCK_PORT: String(mockPort) },
      url: `http://127.0.0.1:${mockPort}/__mock/crm/submissions`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
});
