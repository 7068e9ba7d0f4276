// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { isServableRange, startStaticServer, type StaticServer } from './serve';

describe('isServableRange', () => {
  it.each(['bytes=0-99', 'bytes=100-', 'bytes=5-5'])('serves %s', (range) => expect(isServableRange(range)).toBe(true));
  it.each(['bytes=-999999', 'bytes=5-2', 'bytes=abc', 'bytes=0-10,20-30', 'items=0-5', ''])('drops %j', (range) => expect(isServableRange(range)).toBe(false));
  it.each(['bytes=0-9007199254740993', 'bytes=0-99999999999999999999', 'bytes=9007199254740993-', 'bytes=0-1e3'])(
    'drops %j: bounds are safe integers only',
    (range) => expect(isServableRange(range)).toBe(false),
  );
});

describe('the local server', () => {
  const headersFixture =
    "/*\n  X-Test: yes\n  Content-Security-Policy: default-src 'self'\n  X-Frame-Options: DENY\n  X-Content-Type-Options: nosniff\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n";
  let root: string;
  let server: StaticServer;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'lumi-serve-'));
    mkdirSync(join(root, 'media'));
    writeFileSync(join(root, 'index.html'), '<h1>Start</h1>');
    writeFileSync(join(root, '404.html'), '<h1>Nicht gefunden</h1>');
    writeFileSync(join(root, 'media/clip.mp4'), Buffer.alloc(1000, 1));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'assets/app-1a2b.js'), 'export {};');
    writeFileSync(join(root, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(root, '_headers'), headersFixture);
    server = await startStaticServer({ root, port: 0 });
  });

  afterAll(async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });

  /** A raw request, path exactly as written (fetch would normalise it). */
  function rawGet(path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
    return new Promise((resolveAnswer, reject) => {
      const request = httpRequest(`${server.url}${path}`, { headers }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolveAnswer({ status: response.statusCode ?? 0, body }));
        response.on('error', reject);
      });
      request.path = path;
      request.on('error', reject);
      request.end();
    });
  }

  it.each(['//_headers', '/_headers/', '/./_headers', '/media/../_headers', '/%2F_headers', '///_headers', '/_headers%2F', '/_HEADERS'])(
    'never serves the hosting file, however the path is written: %s',
    async (path) => {
      const answer = await rawGet(path);
      expect(answer.body).not.toContain('X-Test');
      expect([400, 404]).toContain(answer.status);
    },
  );

  it('answers a range whose end is above 2^53 without failing after the headers', async () => {
    for (const range of ['bytes=0-9007199254740993', 'bytes=0-18446744073709551616', 'bytes=9007199254740993-']) {
      const answer = await rawGet('/media/clip.mp4', { range });
      expect(answer.status).toBe(200);
      expect(answer.body).toHaveLength(1000);
    }
    expect((await rawGet('/')).status).toBe(200);
  });

  it('survives hostile ranges and keeps serving everybody else', async () => {
    for (const range of ['bytes=-999999', 'bytes=5-2', 'bytes=999999-', 'bytes=0-10,20-30', 'bytes=99999999999999999999-1']) {
      const response = await fetch(`${server.url}/media/clip.mp4`, { headers: { range } });
      expect([200, 206, 416]).toContain(response.status);
      await response.arrayBuffer();
    }
    const ranged = await fetch(`${server.url}/media/clip.mp4`, { headers: { range: 'bytes=0-99' } });
    expect(ranged.status).toBe(206);
    expect((await ranged.arrayBuffer()).byteLength).toBe(100);
  });

  it('serves a new build in the same folder at once, with its new headers', async () => {
    writeFileSync(join(root, 'later.html'), '<h1>Neu</h1>');
    writeFileSync(join(root, '_headers'), '/*\n  X-Test: again\n');
    const response = await fetch(`${server.url}/later`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-test')).toBe('again');
    writeFileSync(join(root, '_headers'), headersFixture);
  });

  it('sends the policy with pages and the service worker, and a hashed build file only what a file is read with', async () => {
    for (const path of ['/', '/sw.js', '/nope']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.headers.get('content-security-policy'), path).toBe("default-src 'self'");
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
    }
    const script = await fetch(`${server.url}/assets/app-1a2b.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-security-policy')).toBeNull();
    expect(script.headers.get('x-frame-options')).toBeNull();
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
    expect(script.headers.get('x-test')).toBe('yes');
    expect(script.headers.get('cache-control')).toContain('immutable');
  });

  it('applies the _headers rules, answers unknown and undecodable paths with a real 404, and hides _headers', async () => {
    const home = await fetch(`${server.url}/`);
    expect(home.headers.get('x-test')).toBe('yes');
    expect(home.headers.get('cache-control')).toBe('no-cache');
    for (const path of ['/nope', '/%E0%A4%A', '/_headers', '/..%2f..%2fetc/passwd']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain('Nicht gefunden');
    }
  });
});
