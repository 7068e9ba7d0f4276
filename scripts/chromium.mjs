// @ts-check
// Finds the Chromium the browser tests drive. Playwright's own browser download does not
// work on these machines, so Debian's packages are the browser.
import { existsSync } from 'node:fs';
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

/** Debian's headless shell: Blink and V8 of the same release, without the desktop browser around them. */
export const headlessShellPath = '/usr/lib/chromium/chromium-headless-shell';

// The desktop browser's own binary before its launcher script: the launcher adds desktop flags
// (GPU rasterisation, extension loading) that made a headless journey about a fifth slower.
const desktopChromiumPaths = ['/usr/lib/chromium/chromium', '/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** Where the tests look for the desktop browser when nothing else is said. */
export const desktopChromiumPath = desktopChromiumPaths[0];

/**
 * Returns a Chromium path: CHROME_PATH, else the headless shell (installing Debian's package when
 * we are root with apt-get), else a desktop Chromium that is already installed.
 *
 * The headless shell is what Playwright itself runs headless. The desktop browser in headless mode
 * keeps its whole browser process busy: loading the home page cost it 1.0 s of CPU against 0.3 s
 * in the shell on a 2-core machine, and the journeys took twice as long.
 * @returns {string}
 */
export function ensureChromium() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  if (existsSync(headlessShellPath)) return headlessShellPath;
  const canInstall = typeof process.getuid === 'function' && process.getuid() === 0 && existsSync('/usr/bin/apt-get');
  const desktop = desktopChromiumPaths.find((path) => existsSync(path));
  if (desktop && !canInstall) {
    console.warn(`Chromium's headless shell is missing: the tests run the slower ${desktop} (apt-get install chromium-headless-shell).`);
    return desktop;
  }
  return ensureDebianProgram({
    name: "Chromium's headless shell (for the browser tests)",
    packageName: 'chromium-headless-shell',
    candidates: () => [headlessShellPath],
    hint: 'or point CHROME_PATH at a Chromium/Chrome binary, then run npm test again.',
  });
}

/**
 * Returns the desktop Chromium (CHROME_DESKTOP_PATH, else Debian's package, installed when we are
 * root with apt-get). Only it reads a browser profile's settings, such as the text size a visitor
 * chose under Settings → Appearance; the headless shell ignores the profile's preferences.
 * @returns {string}
 */
export function ensureDesktopChromium() {
  return ensureDebianProgram({
    name: 'Chromium (for the browser tests with a large-text profile)',
    packageName: 'chromium',
    candidates: () => [process.env.CHROME_DESKTOP_PATH, ...desktopChromiumPaths],
    hint: 'or point CHROME_DESKTOP_PATH at a desktop Chromium/Chrome binary, then run npm test again.',
  });
}
