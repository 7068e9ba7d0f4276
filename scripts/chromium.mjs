// @ts-check
// Finds the Chromium the browser tests drive. Playwright's own browser download does not
// work on these machines, so the Debian package is the browser.
import { ensureDebianProgram } from './debian.mjs';

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

/**
 * Returns a Chromium path, installing Debian's package when we are root with apt-get.
 * @returns {string}
 */
export function ensureChromium() {
  return ensureDebianProgram({
    name: 'Chromium (for the browser tests)',
    packageName: 'chromium',
    // The package's own binary before its launcher script: the launcher adds desktop flags (GPU
    // rasterisation, extension loading) that made a headless journey about a fifth slower here.
    candidates: () => [process.env.CHROME_PATH, '/usr/lib/chromium/chromium', '/usr/bin/chromium', '/usr/bin/chromium-browser'],
    hint: 'or point CHROME_PATH at a Chromium/Chrome binary, then run npm test again.',
  });
}
