/**
 * The build-time configuration, parsed once at the boundary (STYLE convention 4). A missing
 * value takes its default; an invalid one is ignored with a console warning, so a typo in a
 * deployment never breaks the page.
 */
export interface Env {
  /** The CRM's hosted-form endpoint for the info package (multipart POST). */
  crmFormUrl: string;
  /** Base of the site's own endpoints (`/callback`, `/test-user`, …), without trailing slash. */
  apiBaseUrl: string;
  /** Remote GrowthBook; when unset the bundled payload in `experiments/` is used. */
  growthbookApiHost?: string;
  growthbookClientKey?: string;
  /** Google Tag Manager container; when unset no tag script loads. */
  gtmId?: string;
  /** Where `gtm.js` comes from: Google, or the operator's first-party tagging server. */
  gtmOrigin: string;
  /** Canonical origin for sitemap, canonical and `og:` tags, without trailing slash. */
  siteUrl: string;
}

export const envDefaults = {
  // The local mock server (`mocks/server.ts`, port 4318) answers like the real systems do.
  crmFormUrl: 'http://127.0.0.1:4318/crm/form',
  apiBaseUrl: 'http://127.0.0.1:4318/api',
  siteUrl: 'http://localhost:4173',
  gtmOrigin: 'https://www.googletagmanager.com',
} as const;

const gtmIdPattern = /^GTM-[A-Z0-9]+$/;

type RawEnv = Readonly<Record<string, unknown>>;
type Warn = (message: string) => void;

function text(raw: RawEnv, name: string): string | undefined {
  const value = raw[name];
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** An absolute http(s) URL without trailing slash, or undefined (with a warning) when invalid. */
function httpUrl(raw: RawEnv, name: string, warn: Warn): string | undefined {
  const value = text(raw, name);
  if (value === undefined) return undefined;
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return withoutTrailingSlash(url.href);
  } catch {
    // Falls through to the warning below.
  }
  warn(`[env] ${name}="${value}" is not an http(s) URL; ignoring it`);
  return undefined;
}

/** The origin (scheme, host, port) of an http(s) URL, or undefined (with a warning) when invalid. */
function origin(raw: RawEnv, name: string, warn: Warn): string | undefined {
  const url = httpUrl(raw, name, warn);
  return url === undefined ? undefined : new URL(url).origin;
}

function gtmId(raw: RawEnv, warn: Warn): string | undefined {
  const value = text(raw, 'VITE_GTM_ID');
  if (value === undefined || gtmIdPattern.test(value)) return value;
  warn(`[env] VITE_GTM_ID="${value}" does not look like GTM-XXXXXXX; no tag manager will load`);
  return undefined;
}

/** Pure: turns a record of raw variables (usually `import.meta.env`) into a frozen `Env`. */
export function parseEnv(raw: RawEnv, warn: Warn = (message) => console.warn(message)): Readonly<Env> {
  const env: Env = {
    crmFormUrl: httpUrl(raw, 'VITE_CRM_FORM_URL', warn) ?? envDefaults.crmFormUrl,
    apiBaseUrl: httpUrl(raw, 'VITE_API_BASE_URL', warn) ?? envDefaults.apiBaseUrl,
    siteUrl: httpUrl(raw, 'VITE_SITE_URL', warn) ?? envDefaults.siteUrl,
    gtmOrigin: origin(raw, 'VITE_GTM_ORIGIN', warn) ?? envDefaults.gtmOrigin,
  };
  const growthbookApiHost = httpUrl(raw, 'VITE_GROWTHBOOK_API_HOST', warn);
  if (growthbookApiHost !== undefined) env.growthbookApiHost = growthbookApiHost;
  const growthbookClientKey = text(raw, 'VITE_GROWTHBOOK_CLIENT_KEY');
  if (growthbookClientKey !== undefined) env.growthbookClientKey = growthbookClientKey;
  const gtm = gtmId(raw, warn);
  if (gtm !== undefined) env.gtmId = gtm;
  return Object.freeze(env);
}

export const env: Readonly<Env> = parseEnv(import.meta.env);
