/** How the browser tests start Debian's Chromium (see tests/playwright.config.ts). */
export { chromiumArgs } from '../../scripts/chromium.mjs';

// npm test and npm run test:e2e set CHROME_PATH (scripts/chromium.mjs finds the browser).
export const chromiumExecutable = process.env.CHROME_PATH ?? '/usr/lib/chromium/chromium';
