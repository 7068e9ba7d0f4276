import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

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
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      // As root Chromium needs --no-sandbox; the rest stops calls home that this network refuses.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      command: `node ../scripts/serve.mjs`,
      cwd: here,
      env: { PORT: String(sitePort) },
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
