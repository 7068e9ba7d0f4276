import { createHash } from 'node:crypto';

/**
 * The site's HTTP headers, from one source for every host: `dist/_headers` (Netlify, Cloudflare
 * Pages), the nginx server block and the local server all say the same. Pure: data in, text out.
 */
export interface HostingInput {
  /** `'sha256-…'` of every inline script of every built page. */
  readonly scriptHashes: readonly string[];
  /** `'sha256-…'` of every `<style>` element of every built page (the offline page has one). */
  readonly styleHashes: readonly string[];
  /** Origins the page talks to: CRM, API, GrowthBook, tag manager (as configured). */
  readonly connectOrigins: readonly string[];
  /** Origins scripts may come from besides the site: the tag manager's, when configured. */
  readonly scriptOrigins: readonly string[];
  /** Where forms post without JavaScript: the CRM and the API. */
  readonly formOrigins: readonly string[];
  /** Image sources besides the site: the tag platform's pixels, when configured. */
  readonly imgOrigins?: readonly string[];
  /** Frames the page may open: the tag platform's, when configured; none otherwise. */
  readonly frameOrigins?: readonly string[];
  /** Where browsers report violations of the policy (`report-uri` and `report-to`), when configured. */
  readonly reportUrl?: string;
}

/** The name `report-to` uses for the endpoint that `Reporting-Endpoints` defines. */
export const cspReportGroup = 'csp-endpoint';

/** Every `<script>` element of a page with its attributes (names lowercased) and its text. */
export function scriptElements(html: string): Array<{ attributes: Record<string, string>; body: string }> {
  return [...html.matchAll(/<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi)].map((match) => ({
    attributes: Object.fromEntries(
      [...(match[1] ?? '').matchAll(/([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)].map((attribute) => [
        (attribute[1] ?? '').toLowerCase(),
        attribute[2] ?? attribute[3] ?? attribute[4] ?? '',
      ]),
    ),
    body: match[2] ?? '',
  }));
}

/** Types a browser runs as script (or that script-src governs, as import maps); any other type is data. */
const runningTypes = new Set(['', 'module', 'importmap', 'speculationrules', 'text/javascript', 'application/javascript', 'text/ecmascript', 'application/ecmascript']);

/** Inline scripts that run: no `src`, and no type or a script type (JSON islands are data). */
export function runningInlineScripts(html: string): string[] {
  return scriptElements(html)
    .filter(({ attributes }) => !('src' in attributes) && runningTypes.has((attributes.type ?? '').trim().toLowerCase()))
    .map(({ body }) => body);
}

export const scriptHash = (body: string) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

/** The CSP hash source of every inline script in a page, whatever its other attributes. */
export function inlineScriptHashes(html: string): string[] {
  return runningInlineScripts(html).map(scriptHash);
}

/** The text of every `<style>` element of a page. */
export function styleElements(html: string): string[] {
  return [...html.matchAll(/<style\b(?:[^>"']|"[^"]*"|'[^']*')*>([\s\S]*?)<\/style\s*>/gi)].map((match) => match[1] ?? '');
}

/** The CSP hash source of every `<style>` element in a page (the same digest as for scripts). */
export function inlineStyleHashes(html: string): string[] {
  return styleElements(html).map(scriptHash);
}

const unique = (values: readonly string[]) => [...new Set(values)];

export function contentSecurityPolicy(input: HostingInput): string {
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    // No inline script runs unless its exact text was built into this site.
    ['script-src', ["'self'", ...unique(input.scriptHashes), ...unique(input.scriptOrigins)]],
    // Stylesheets of the site and the exact <style> elements built into it; no style attribute:
    // the kit styles by class, and styles set at run time go through the CSSOM, which CSP allows.
    ['style-src', ["'self'", ...unique(input.styleHashes)]],
    ['img-src', ["'self'", 'data:', ...unique(input.imgOrigins ?? [])]],
    ['font-src', ["'self'"]],
    ['media-src', ["'self'"]],
    ['connect-src', ["'self'", ...unique(input.connectOrigins)]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['frame-src', input.frameOrigins?.length ? unique(input.frameOrigins) : ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'", ...unique(input.formOrigins)]],
    ['frame-ancestors', ["'none'"]],
  ];
  // report-uri for browsers without the Reporting API, report-to for those with it.
  if (input.reportUrl) directives.push(['report-uri', [input.reportUrl]], ['report-to', [cspReportGroup]]);
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** The headers every answer carries. */
export function securityHeaders(input: HostingInput): Record<string, string> {
  const reporting: Record<string, string> = input.reportUrl ? { 'Reporting-Endpoints': `${cspReportGroup}="${input.reportUrl}"` } : {};
  return {
    ...reporting,
    'Content-Security-Policy': contentSecurityPolicy(input),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), browsing-topics=()',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/**
 * Headers that only a document or a worker script acts on: the policy, where it reports, what
 * the page may use, framing and the opener. A browser ignores them on a script, a stylesheet, a
 * font or an image.
 */
export const documentOnlyHeaders: readonly string[] = [
  'Content-Security-Policy',
  'Reporting-Endpoints',
  'Permissions-Policy',
  'X-Frame-Options',
  'Cross-Origin-Opener-Policy',
];

/** Where the build puts its hashed files: the scripts, stylesheets, fonts and images that pages load. */
export const buildFilesPath = '/assets/';

/** The security headers without those only documents read: what a hashed build file needs. */
export function fileHeaders(headers: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !documentOnlyHeaders.includes(name)));
}

export const cacheControl = {
  /** Hashed file names: a new build has new names, so a year is safe. */
  immutable: 'public, max-age=31536000, immutable',
  /** Pages and the service worker: always asked again, so a new version arrives at once. */
  revalidate: 'no-cache',
  /** Everything else (icons, media, the manifest): an hour. */
  short: 'public, max-age=3600',
} as const;

export interface HeaderRule {
  /** `/*`, a prefix ending in `*`, or an exact path. */
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
}

/**
 * The rules in order. Each header name appears in one matching rule only: Cloudflare Pages joins
 * repeated values of one name with a comma, which would garble `Cache-Control`. Pages get no rule
 * of their own: both hosts answer files without one with `max-age=0, must-revalidate` (the same
 * as `no-cache`), and the local server and nginx say `no-cache` for HTML themselves.
 */
export function headerRules(input: HostingInput): HeaderRule[] {
  return [
    { path: '/*', headers: securityHeaders(input) },
    { path: '/assets/*', headers: { 'Cache-Control': cacheControl.immutable } },
    { path: '/sw.js', headers: { 'Cache-Control': cacheControl.revalidate } },
  ];
}

/**
 * What an answer without a Cache-Control rule gets: pages (a path without a file extension, or an
 * `.html` file) revalidate, other files keep an hour.
 */
export function defaultCacheControl(urlPath: string): string {
  const isPage = !/\.[A-Za-z0-9]+$/.test(urlPath) || /\.html$/i.test(urlPath);
  return isPage ? cacheControl.revalidate : cacheControl.short;
}

/** `_headers` as Netlify and Cloudflare Pages read it. */
export function headersFile(rules: readonly HeaderRule[]): string {
  const blocks = rules.map((rule) => [rule.path, ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'));
  return `# Written by the build from scripts/hosting/headers.ts; do not edit.\n${blocks.join('\n')}\n`;
}

/** Reads `_headers` back (the local server applies the same file). */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: Array<{ path: string; headers: Record<string, string> }> = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} });
      continue;
    }
    const separator = line.indexOf(':');
    const rule = rules.at(-1);
    if (rule && separator > 0) rule.headers[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
  }
  return rules;
}

export function ruleMatches(rulePath: string, urlPath: string): boolean {
  return rulePath.endsWith('*') ? urlPath.startsWith(rulePath.slice(0, -1)) : urlPath === rulePath;
}

/** The headers for one path: every matching rule, in order. */
export function headersFor(rules: readonly HeaderRule[], urlPath: string): Record<string, string> {
  return Object.assign({}, ...rules.filter((rule) => ruleMatches(rule.path, urlPath)).map((rule) => rule.headers));
}

/**
 * The headers of one answer from a host that can tell a build file from a page: the local server
 * and nginx. Over HTTP/1.1 every header is sent in full with every answer, and the policy is most
 * of them (well over a kilobyte); a page loads twenty and more build files, and on a slow line
 * those bytes come before the scripts. `_headers` cannot exempt a folder from `/*` on both of its
 * hosts, nor does it need to: they answer over HTTP/2 and HTTP/3, which send a header repeated on
 * one connection as a reference of a few bytes.
 */
export function answerHeaders(rules: readonly HeaderRule[], urlPath: string): Record<string, string> {
  const headers = headersFor(rules, urlPath);
  return urlPath.startsWith(buildFilesPath) ? fileHeaders(headers) : headers;
}
