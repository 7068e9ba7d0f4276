import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from '../hosting/headers';
import { hostingHeaders, hostingInputFor } from './hosting';

const directive = (csp: string, name: string) => new RegExp(`(?:^|; )${name} ([^;]*)`).exec(csp)?.[1]?.split(' ') ?? [];
const base = { VITE_CRM_FORM_URL: 'https://crm.example/form', VITE_API_BASE_URL: 'https://api.lumi.example' };

/** The hosts Google's CSP guide for its tag platform lists for GA4 and Google Ads. */
const ga4Connect = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];
const adsHosts = ['https://googleads.g.doubleclick.net', 'https://www.google.com', 'https://pagead2.googlesyndication.com', 'https://www.googleadservices.com'];

describe('the policy for a configured tag manager', () => {
  const csp = contentSecurityPolicy(hostingInputFor({ ...base, VITE_GTM_ID: 'GTM-ABC123' }, []));

  it('lets GA4 and Google Ads send their hits to the hosts Google documents', () => {
    for (const host of [...ga4Connect, ...adsHosts]) expect(directive(csp, 'connect-src')).toContain(host);
    for (const host of ['https://*.google-analytics.com', 'https://*.googletagmanager.com', 'https://googleads.g.doubleclick.net', 'https://www.google.com']) {
      expect(directive(csp, 'img-src')).toContain(host);
    }
    for (const host of ['https://*.googletagmanager.com', 'https://www.googleadservices.com', 'https://www.google.com'])
      expect(directive(csp, 'script-src')).toContain(host);
    expect(directive(csp, 'frame-src')).toEqual(['https://td.doubleclick.net', 'https://www.googletagmanager.com']);
  });

  it('allows none of them when no tag manager is configured', () => {
    const plain = contentSecurityPolicy(hostingInputFor(base, []));
    expect(plain).not.toMatch(/google|doubleclick/);
    expect(directive(plain, 'frame-src')).toEqual(["'none'"]);
    expect(directive(plain, 'img-src')).toEqual(["'self'", 'data:']);
  });

  it('allows only the first-party tagging server when the operator says so', () => {
    const narrow = contentSecurityPolicy(
      hostingInputFor({ ...base, VITE_GTM_ID: 'GTM-ABC123', VITE_GTM_ORIGIN: 'https://tags.lumi.example', VITE_TAGGING_SERVER_ONLY: 'true' }, []),
    );
    expect(narrow).not.toMatch(/google|doubleclick/);
    expect(directive(narrow, 'connect-src')).toEqual(["'self'", 'https://crm.example', 'https://api.lumi.example', 'https://tags.lumi.example']);
    expect(directive(narrow, 'img-src')).toEqual(["'self'", 'data:', 'https://tags.lumi.example']);
    expect(directive(narrow, 'frame-src')).toEqual(["'none'"]);
  });
});

describe('CSP reporting', () => {
  it('reports violations to the configured endpoint with report-to and report-uri', () => {
    const headers = securityHeaders(hostingInputFor({ ...base, VITE_CSP_REPORT_URL: 'https://reports.lumi.example/csp' }, []));
    expect(directive(headers['Content-Security-Policy'] ?? '', 'report-uri')).toEqual(['https://reports.lumi.example/csp']);
    expect(directive(headers['Content-Security-Policy'] ?? '', 'report-to')).toEqual(['csp-endpoint']);
    expect(headers['Reporting-Endpoints']).toBe('csp-endpoint="https://reports.lumi.example/csp"');
  });

  it('reports nowhere when no endpoint is configured', () => {
    const headers = securityHeaders(hostingInputFor(base, []));
    expect(headers['Content-Security-Policy']).not.toMatch(/report-/);
    expect(headers['Reporting-Endpoints']).toBeUndefined();
  });
});

describe('the build', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  function runPlugin(html: string) {
    dir = mkdtempSync(join(tmpdir(), 'hosting-'));
    writeFileSync(join(dir, 'index.html'), html);
    const plugin = hostingHeaders();
    const logger = { info: () => undefined };
    const root = dir;
    (plugin.configResolved as (config: unknown) => void)({ root, mode: 'test', build: { outDir: root, ssr: false }, logger });
    const close = plugin.closeBundle as { handler: () => void };
    close.handler();
    return readFileSync(join(root, '_headers'), 'utf8');
  }

  it('fails on an inline event handler, which no hash can allow', () => {
    expect(() => runPlugin('<html><body><button onclick="steal()">x</button><script>a()</script></body></html>')).toThrow(/onclick/);
  });

  it('fails on an inline script it did not hash', async () => {
    const { auditInlineCode } = await import('./hosting');
    const problems = auditInlineCode('<script async id="late">b()</script><script>a()</script>', { scripts: [], styles: [] });
    expect(problems).toHaveLength(2);
  });

  it('fails on a style attribute, which the policy no longer allows', () => {
    expect(() => runPlugin('<html><body><div class="a" style="margin-top:1rem">x</div></body></html>')).toThrow(/style attribute/);
  });

  it('fails on a <style> element it did not hash, and passes one it did', async () => {
    const { auditInlineCode } = await import('./hosting');
    const sha = `'sha256-${createHash('sha256').update('main{margin:0}').digest('base64')}'`;
    expect(auditInlineCode('<style>main{margin:0}</style>', { scripts: [], styles: [] })).toEqual(['<style> element not hashed: main{margin:0}']);
    expect(auditInlineCode('<style>main{margin:0}</style>', { scripts: [], styles: [sha] })).toEqual([]);
  });

  it('hashes every <style> element into style-src, with no unsafe-inline', () => {
    const headers = runPlugin('<html><head><style>main{margin:0}</style></head></html>');
    const styleSources = /style-src ([^;]*)/.exec(headers)?.[1];
    expect(styleSources).toBe(`'self' 'sha256-${createHash('sha256').update('main{margin:0}').digest('base64')}'`);
  });

  it('hashes an inline script with attributes it does not expect, so it is not silently blocked', () => {
    const headers = runPlugin('<html><head><script nomodule data-x="1">a()</script></head></html>');
    expect(headers).toContain(`'sha256-${createHash('sha256').update('a()').digest('base64')}'`);
  });
});
