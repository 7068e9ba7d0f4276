// The Chromium the media scripts draw with. This package stands apart from the site's build and
// tests, so it names its own browser and flags: Debian's desktop Chromium (or CHROME_PATH), run as
// root in a container (no sandbox) on a network that refuses calls home.
export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
