// The Chromium the media scripts draw with. This package stands apart from the site's build and
// tests, so it names its own browser: Debian's desktop Chromium (or CHROME_PATH), run as root in a
// container (no sandbox), drawing local markup in software, with no reason to go online.
export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update'];
