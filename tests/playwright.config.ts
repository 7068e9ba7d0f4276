import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './support/chromium';
import { apiOrigin, apiPort, journeyPostLimit, mailFolderOfRun, smtpPort, testEncryptionKey, testStaffToken } from './support/site-api';

const here = dirname(fileURLToPath(import.meta.url));

// Every port and folder can be chosen, so several runs can share a machine: E2E_SITE_PORT,
// MOCK_PORT, E2E_API_PORT (the site API) and E2E_SMTP_PORT (its mail catcher; a build made for
// other mock or API ports needs its VITE_* addresses to match, see docs/testing.md), DIST_DIR for
// the build under test, E2E_WORKERS for the number of browsers, E2E_TRACE=1 for a Playwright
// trace of every failing journey.
const sitePort = Number(process.env.E2E_SITE_PORT ?? 4173);
const mockPort = Number(process.env.MOCK_PORT ?? 4318);
const siteOrigin = `http://127.0.0.1:${sitePort}`;
const mockOrigin = `http://127.0.0.1:${mockPort}`;
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
    baseURL: siteOrigin,
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
      url: `${mockOrigin}/__mock/crm/submissions`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    // The site API's e-mails (receipts of cancellations and withdrawals) end in a folder of the run.
    {
      command: `npx tsx ../scripts/smtp-catcher.ts`,
      cwd: here,
      env: { SMTP_PORT: String(smtpPort), SMTP_CATCHER_DIR: mailFolderOfRun() },
      port: smtpPort,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    // The site API itself, with a database that lives as long as the run. Never one that is
    // already running: its data, staff token and mail server would be another run's.
    {
      command: `npx tsx support/site-api-server.ts`,
      cwd: here,
      env: {
        API_PORT: String(apiPort),
        API_PUBLIC_URL: apiOrigin,
        API_DATA_DIR: 'memory://',
        DATABASE_URL: '',
        SITE_ORIGIN: siteOrigin,
        STAFF_TOKEN: testStaffToken,
        API_ENCRYPTION_KEY: testEncryptionKey,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        CRM_FORM_URL: `${mockOrigin}/crm/form`,
        PAYPAL_BASE_URL: mockOrigin,
        PAYPAL_CLIENT_ID: 'journeys',
        PAYPAL_CLIENT_SECRET: 'journeys',
        // Forwards and e-mails go out right after each submission (the service kicks its outbox);
        // a failed one is tried again within a journey, and the poll costs the browsers little CPU.
        OUTBOX_INTERVAL_MS: '1000',
        OUTBOX_RETRY_MS: '1000',
        // Three browsers share two cores with PGlite here: a statement may wait its turn longer
        // than in production. The deadlines themselves are the service's own tests' business.
        DATABASE_STATEMENT_TIMEOUT_MS: '8000',
        API_REQUEST_TIMEOUT_MS: '10000',
        // Every journey posts from 127.0.0.1: the limit is far above what the run sends, and a short
        // window lets the journey that meets it (with a client address of its own, through the
        // loopback proxy it names) see its submission go through once the window is over.
        RATE_LIMIT_POSTS: String(journeyPostLimit.posts),
        RATE_LIMIT_WINDOW_SECONDS: String(journeyPostLimit.windowSeconds),
        TRUSTED_PROXIES: 'loopback',
      },
      url: `${apiOrigin}/health/ready`,
      reuseExistingServer: false,
      // PGlite compiles its WebAssembly and loads the database first: seconds, a minute on a busy machine.
      timeout: 180_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
});
