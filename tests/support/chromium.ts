/** How the browser tests start Debian's Chromium (see tests/playwright.config.ts). */
export const chromiumExecutable = process.env.CHROME_PATH ?? '/usr/bin/chromium';

// As root Chromium needs --no-sandbox; the rest stops calls home that this network refuses.
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
