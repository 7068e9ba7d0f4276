// Finds the Chromium the browser tests drive. Playwright's own browser download does not
// work on these machines, so the Debian package is the browser.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

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

export function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  return candidates.find((path) => existsSync(path));
}

/** Returns a Chromium path, installing Debian's package when we are root with apt-get. */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt) {
    console.info('Chromium not found: installing the Debian package "chromium" with apt-get …');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const installed = findChromium();
    if (installed) return installed;
  }
  console.error(
    [
      'No Chromium found for the browser tests.',
      'Install it with:  sudo apt-get update && sudo apt-get install -y chromium',
      'or point CHROME_PATH at a Chromium/Chrome binary, then run npm test again.',
    ].join('\n'),
  );
  process.exit(1);
}
