import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  answerHeaders,
  contentSecurityPolicy,
  defaultCacheControl,
  documentOnlyHeaders,
  headerRules,
  headersFile,
  headersFor,
  inlineScriptHashes,
  inlineStyleHashes,
  parseHeadersFile,
  type HostingInput,
} from './headers';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const input: HostingInput = {
  scriptHashes: [sha('a()'), sha('a()'), sha('b()')],
  styleHashes: [sha('main { margin: 0 }')],
  connectOrigins: ['https://crm.example', 'https://api.lumi.example'],
  scriptOrigins: ['https://tags.lumi.example'],
  formOrigins: ['https://crm.example'],
};

describe('inlineScriptHashes', () => {
  it('hashes the scripts that run, and not the data islands or scripts with a src', () => {
    const html = '<script>a()</script><script type="module">b()</script><script type="application/json" id="x">{"a":1}</script><script src="/x.js"></script>';
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()')]);
  });
});

describe('inlineStyleHashes', () => {
  it('hashes the text of every <style> element, whatever its attributes', () => {
    const html = '<style>main { margin: 0 }</style><style media="print">a { color: black }</style><link rel="stylesheet" href="/x.css">';
    expect(inlineStyleHashes(html)).toEqual([sha('main { margin: 0 }'), sha('a { color: black }')]);
  });
});

describe('contentSecurityPolicy', () => {
  const csp = contentSecurityPolicy(input);

  it('lists each hash once and the tag manager as a script origin, with no inline or eval allowance', () => {
    expect(csp).toContain(`script-src 'self' ${sha('a()')} ${sha('b()')} https://tags.lumi.example;`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('allows the site stylesheets and the hashed <style> elements, and no style attribute', () => {
    expect(csp).toContain(`style-src 'self' ${sha('main { margin: 0 }')};`);
    expect(csp).not.toMatch(/style-src[^;]*unsafe/);
  });

  it('names the configured systems for connections and forms', () => {
    expect(csp).toContain("connect-src 'self' https://crm.example https://api.lumi.example;");
    expect(csp).toContain("form-action 'self' https://crm.example;");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
  });
});

describe('the _headers file', () => {
  it('reads back as it was written', () => {
    const rules = headerRules(input);
    expect(parseHeadersFile(headersFile(rules))).toEqual(rules);
  });

  it('gives every path the security headers and each Cache-Control in one rule only', () => {
    const rules = headerRules(input);
    expect(headersFor(rules, '/shop')['Content-Security-Policy']).toBe(contentSecurityPolicy(input));
    expect(headersFor(rules, '/shop')['Cache-Control']).toBeUndefined();
    expect(headersFor(rules, '/assets/a.js')['Cache-Control']).toContain('immutable');
    for (const path of ['/', '/assets/a.js', '/sw.js']) {
      expect(rules.filter((rule) => rule.path === '/*' || path.startsWith(rule.path.replace(/\*$/, ''))).filter((rule) => 'Cache-Control' in rule.headers).length).toBeLessThanOrEqual(1);
    }
  });
});

describe('answerHeaders', () => {
  const rules = headerRules({ ...input, reportUrl: 'https://reports.lumi.example/csp' });

  it('sends a page, the 404 page and the service worker everything _headers says', () => {
    for (const path of ['/', '/shop', '/404.html', '/sw.js']) expect(answerHeaders(rules, path), path).toEqual(headersFor(rules, path));
    expect(answerHeaders(rules, '/sw.js')['Content-Security-Policy']).toBe(contentSecurityPolicy({ ...input, reportUrl: 'https://reports.lumi.example/csp' }));
  });

  it('sends a hashed build file its caching and the headers a file is read with, without those only documents read', () => {
    const headers = answerHeaders(rules, '/assets/index-abc.js');
    for (const name of documentOnlyHeaders) expect(headers[name], name).toBeUndefined();
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Strict-Transport-Security']).toContain('max-age=');
    expect(headers['Cache-Control']).toContain('immutable');
  });
});

describe('defaultCacheControl', () => {
  it('revalidates pages and keeps other files an hour', () => {
    expect(defaultCacheControl('/')).toBe('no-cache');
    expect(defaultCacheControl('/blog/struktur')).toBe('no-cache');
    expect(defaultCacheControl('/offline.html')).toBe('no-cache');
    expect(defaultCacheControl('/icons/icon-192.png')).toBe('public, max-age=3600');
  });
});
