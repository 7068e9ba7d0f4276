import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './support/chromium';

const here = dirname(fileURLToPath(import.meta.url));

const sitePort = Number(process.env.E2E_SITE_PORT ?? 4173);
const mockPort = Number(process.env.MOCK_PORT ?? 4318);

export default defineConfig({
  testDir: './e2e',
  outputDir: '../test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 3,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${sitePort}`,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
    trace: 'retain-on-failure',
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
