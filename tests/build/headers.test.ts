import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { googleTagHosts } from '../../scripts/hosting/google-tag-hosts';
import { headersFor, parseHeadersFile } from '../../scripts/hosting/headers';
import { expectedPages } from '../support/expected-pages';
import { apiOrigin } from '../support/site-api';
import { dist, repo } from './dist';

/** The mock server this build names (`MOCK_PORT` when the build was made for another port). */
const mockOrigin = `http://127.0.0.1:${process.env.MOCK_PORT ?? 4318}`;
const rules = parseHeadersFile(readFileSync(join(dist, '_headers'), 'utf8'));
const csp = headersFor(rules, '/')['Content-Security-Policy'] ?? '';
const directive = (name: string) => new RegExp(`(?:^|; )${name} ([^;]*)`).exec(csp)?.[1]?.split(' ') ?? [];

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? htmlFiles(full) : name.endsWith('.html') ? [full] : [];
  });
}

/** Independent of the build's own code: every <script> without src whose type runs as JavaScript. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !/\bsrc=/.test(attributes) && !/type="(?!module|text\/javascript)[^"]*"/.test(attributes))
    .map(([, , body = '']) => body);
}

describe('the hosting headers written by the build', () => {
  it('hash every inline script of every page, and allow no other inline script', () => {
    const allowed = new Set(directive('script-src'));
    const pages = htmlFiles(dist);
    // Every page of the route table and 404.html, at least: the check must not pass on an empty folder.
    expect(pages.length).toBeGreaterThanOrEqual(expectedPages().length);
    const missing = pages.flatMap((file) =>
      inlineScripts(readFileSync(file, 'utf8'))
        .map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`)
        .filter((hash) => !allowed.has(hash))
        .map((hash) => `${file.slice(dist.length)}: ${hash}`),
    );
    expect(missing).toEqual([]);
    expect(directive('script-src')).not.toContain("'unsafe-inline'");
    expect(directive('script-src')).not.toContain("'unsafe-eval'");
  });

  it('allow no style attribute and no <style> element but the hashed ones, on any page', () => {
    const allowed = new Set(directive('style-src'));
    const pages = htmlFiles(dist);
    expect(pages.length).toBeGreaterThanOrEqual(expectedPages().length);
    const blocked = pages.flatMap((file) => {
      const html = readFileSync(file, 'utf8');
      const attributes = [...html.matchAll(/<[a-zA-Z][^<>]*?\sstyle\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/g)].map(
        (match) => `${file.slice(dist.length)}: style=${match[1] ?? ''}`,
      );
      const elements = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
        .map(([, body = '']) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`)
        .filter((hash) => !allowed.has(hash))
        .map((hash) => `${file.slice(dist.length)}: <style> ${hash}`);
      return [...attributes, ...elements];
    });
    expect(blocked).toEqual([]);
    expect(directive('style-src')).toContain("'self'");
    expect(directive('style-src')).not.toContain("'unsafe-inline'");
  });

  it('lock down objects, framing, the base and where forms may post', () => {
    expect(directive('object-src')).toEqual(["'none'"]);
    expect(directive('frame-ancestors')).toEqual(["'none'"]);
    expect(directive('base-uri')).toEqual(["'self'"]);
    expect(directive('form-action')).toContain("'self'");
    // Without script the callback, cancellation and barrier-report forms post to the site API themselves.
    expect(directive('form-action')).toContain(apiOrigin);
  });

  it('let the page talk to exactly the configured systems (the mocks and the site API in this build) and the tags Google documents', () => {
    // npm test builds with a tag manager (VITE_GTM_ID), so GA4 and Google Ads may send their hits.
    expect(directive('connect-src')).toEqual(["'self'", mockOrigin, apiOrigin, ...googleTagHosts.connect]);
    expect(directive('img-src')).toEqual(["'self'", 'data:', mockOrigin, ...googleTagHosts.img]);
    expect(directive('frame-src')).toEqual([...googleTagHosts.frame]);
  });

  it('carry the security headers on every path and the caching rules where they belong', () => {
    for (const path of ['/', '/shop', '/assets/x.js', '/sw.js']) {
      const headers = headersFor(rules, path);
      expect(headers['Strict-Transport-Security']).toContain('max-age=');
      expect(headers['X-Content-Type-Options']).toBe('nosniff');
      expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['Permissions-Policy']).toContain('camera=()');
    }
    expect(headersFor(rules, '/assets/x.js')['Cache-Control']).toContain('immutable');
    expect(headersFor(rules, '/sw.js')['Cache-Control']).toBe('no-cache');
  });

  it('are written for nginx too, and the build manifest is not deployed', () => {
    expect(readFileSync(join(repo, 'hosting/nginx.conf'), 'utf8')).toContain(csp);
    expect(existsSync(join(dist, '.vite'))).toBe(false);
  });
});
