/** How the browser tests start Debian's Chromium (see tests/playwright.config.ts). */
export { chromiumArgs } from '../../scripts/chromium.mjs';

export const chromiumExecutable = process.env.CHROME_PATH ?? '/usr/bin/chromium';
