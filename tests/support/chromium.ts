/** How the browser tests start Debian's Chromium (see tests/playwright.config.ts). */
export { chromiumArgs } from '../../scripts/chromium.mjs';
import { desktopChromiumPath, headlessShellPath } from '../../scripts/chromium.mjs';

// npm test and npm run test:e2e set both (scripts/chromium.mjs finds the browsers).
/** Every journey's browser: the headless shell. */
export const chromiumExecutable = process.env.CHROME_PATH ?? headlessShellPath;
/** The desktop browser, for the journeys whose browser profile sets the text size. */
export const desktopChromiumExecutable = process.env.CHROME_DESKTOP_PATH ?? desktopChromiumPath;
