/**
 * The build-time configuration, parsed once at the boundary. A production build cannot start
 * without the three required addresses (`checkProductionEnv`, run by the build); in mock mode,
 * tests and development a missing value takes the local mock server's address, and an invalid
 * one is ignored with a console warning, so a typo never breaks the page.
 */
export interface Env {
  /** The CRM's hosted-form endpoint for the info package (multipart POST). */
  crmFormUrl: string;
  /** Base of the site's own endpoints (`/callback`, `/test-user`, …), without trailing slash. */
  apiBaseUrl: string;
  /** Remote GrowthBook; when unset the bundled payload in `experiments/` is used. */
  growthbookApiHost?: string;
  growthbookClientKey?: string;
  /**
   * `VITE_GROWTHBOOK_STREAMING=true`: the GrowthBook host streams changes (GrowthBook Proxy or
   * Cloud), and an open page takes them at once.
   */
  growthbookStreaming: boolean;
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

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** https, or plain http to this machine only (the local mock server, local tests). */
export function isSecureOrLoopback(url: URL): boolean {
  return url.protocol === 'https:' || (url.protocol === 'http:' && loopbackHosts.has(url.hostname));
}

function parseHttpUrl(value: string): URL | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** An absolute http(s) URL without trailing slash, or undefined (with a warning) when invalid. */
function httpUrl(raw: RawEnv, name: string, warn: Warn): string | undefined {
  const value = text(raw, name);
  if (value === undefined) return undefined;
  const url = parseHttpUrl(value);
  if (url) return withoutTrailingSlash(url.href);
  warn(`[env] ${name}="${value}" is not an http(s) URL; ignoring it`);
  return undefined;
}

/** Like `httpUrl`, for an outside system whose code or data the page trusts: https, or loopback. */
function secureUrl(raw: RawEnv, name: string, warn: Warn): string | undefined {
  const value = httpUrl(raw, name, warn);
  if (value === undefined || isSecureOrLoopback(new URL(value))) return value;
  warn(`[env] ${name}="${value}" is plain http to another machine; ignoring it (https, or loopback for local testing)`);
  return undefined;
}

/** The origin (scheme, host, port) of an http(s) URL, or undefined (with a warning) when invalid. */
function origin(raw: RawEnv, name: string, warn: Warn): string | undefined {
  const url = secureUrl(raw, name, warn);
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
    growthbookStreaming: (text(raw, 'VITE_GROWTHBOOK_STREAMING') ?? '').toLowerCase() === 'true',
  };
  const growthbookApiHost = secureUrl(raw, 'VITE_GROWTHBOOK_API_HOST', warn);
  if (growthbookApiHost !== undefined) env.growthbookApiHost = growthbookApiHost;
  const growthbookClientKey = text(raw, 'VITE_GROWTHBOOK_CLIENT_KEY');
  if (growthbookClientKey !== undefined) env.growthbookClientKey = growthbookClientKey;
  const gtm = gtmId(raw, warn);
  if (gtm !== undefined) env.gtmId = gtm;
  return Object.freeze(env);
}

// `import.meta.env` exists in Vite's bundles only; the build's own config imports this module too.
export const env: Readonly<Env> = parseEnv(import.meta.env ?? {});

/** What only the hosting headers need (`scripts/vite/hosting.ts`); the page never reads it. */
export interface HostingEnv {
  /**
   * `VITE_TAGGING_SERVER_ONLY`: the container's tags send only to the first-party tagging server
   * at `VITE_GTM_ORIGIN`, so the policy allows that origin and none of Google's hosts.
   */
  taggingServerOnly: boolean;
  /** `VITE_CSP_REPORT_URL`: where browsers report violations of the policy. */
  cspReportUrl?: string;
}

const yes = new Set(['1', 'true', 'yes', 'on']);

/** Pure: the hosting settings of a record of raw variables. */
export function parseHostingEnv(raw: RawEnv, warn: Warn = (message) => console.warn(message)): Readonly<HostingEnv> {
  const hosting: HostingEnv = { taggingServerOnly: yes.has((text(raw, 'VITE_TAGGING_SERVER_ONLY') ?? '').toLowerCase()) };
  const reportUrl = secureUrl(raw, 'VITE_CSP_REPORT_URL', warn);
  if (reportUrl !== undefined) hosting.cspReportUrl = reportUrl;
  return Object.freeze(hosting);
}

/** The addresses a production build cannot do without: where personal data goes, and the canonical origin. */
export const requiredInProduction = ['VITE_CRM_FORM_URL', 'VITE_API_BASE_URL', 'VITE_SITE_URL'] as const;

/** Optional addresses that, when set, must be as safe as the required ones. */
const checkedWhenSet = ['VITE_GROWTHBOOK_API_HOST', 'VITE_GTM_ORIGIN', 'VITE_CSP_REPORT_URL'] as const;

/**
 * Every problem that stops a production build, one line each: a required address missing, not a
 * URL, or plain http to another machine (personal data would travel unencrypted). Pure.
 */
export function checkProductionEnv(raw: RawEnv): string[] {
  const problems: string[] = [];
  const check = (name: string, required: boolean) => {
    const value = text(raw, name);
    if (value === undefined) {
      if (required) problems.push(`${name} is missing`);
      return;
    }
    const url = parseHttpUrl(value);
    if (!url) problems.push(`${name}="${value}" is not an http(s) URL`);
    else if (!isSecureOrLoopback(url)) problems.push(`${name}="${value}" must use https (plain http only to 127.0.0.1 or localhost)`);
  };
  for (const name of requiredInProduction) check(name, true);
  for (const name of checkedWhenSet) check(name, false);
  if (parseHostingEnv(raw, () => undefined).taggingServerOnly && text(raw, 'VITE_GTM_ORIGIN') === undefined) {
    problems.push('VITE_TAGGING_SERVER_ONLY needs VITE_GTM_ORIGIN: the first-party tagging server the policy allows instead of Google');
  }
  return problems;
}
