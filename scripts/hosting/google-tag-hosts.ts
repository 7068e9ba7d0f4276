/**
 * The hosts Google documents for its tag platform under a Content Security Policy ("Use Tag
 * Manager with a Content Security Policy", developers.google.com/tag-platform/security/guides/csp,
 * sections "Google Analytics 4" and "Google Ads"): where `gtm.js` loads the GA4 and Ads tags from,
 * and where those tags send their hits (collect requests, conversion pixels, the Ads frame).
 * Without them every hit is blocked and the container measures nothing.
 */
export const googleTagHosts = {
  script: [
    'https://*.googletagmanager.com',
    'https://www.googleadservices.com',
    'https://www.google.com',
    'https://googleads.g.doubleclick.net',
    'https://pagead2.googlesyndication.com',
  ],
  img: [
    'https://*.google-analytics.com',
    'https://*.googletagmanager.com',
    'https://googleads.g.doubleclick.net',
    'https://www.google.com',
    'https://pagead2.googlesyndication.com',
  ],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
    'https://googleads.g.doubleclick.net',
    'https://www.google.com',
    'https://pagead2.googlesyndication.com',
    'https://www.googleadservices.com',
  ],
  frame: ['https://td.doubleclick.net', 'https://www.googletagmanager.com'],
} as const;
