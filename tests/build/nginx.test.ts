import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetFiles, assetsDir, dist, repo } from './dist';

/**
 * The generated nginx server block, served by Debian's nginx exactly as an operator would use
 * it: only `root` and `listen` changed. `npm test` installs nginx like Chromium; NGINX_PATH
 * points at another binary.
 */
const nginxBinary = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

let nginx: ChildProcess | undefined;
let prefix: string;
let base: string;

beforeAll(async () => {
  const port = await freePort();
  prefix = mkdtempSync(join(tmpdir(), 'lumi-nginx-'));
  const block = readFileSync(join(repo, 'hosting/nginx.conf'), 'utf8')
    .replace(/^(\s*)root .*;$/m, `$1root ${dist};`)
    .replace(/^(\s*)listen .*;$/m, `$1listen 127.0.0.1:${port};`);
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `daemon off;\nworker_processes 1;\nuser root;\npid ${prefix}/nginx.pid;\nerror_log ${prefix}/error.log warn;\nevents {}\nhttp {\n  include /etc/nginx/mime.types;\n  access_log off;\n  client_body_temp_path ${prefix};\n  proxy_temp_path ${prefix};\n  fastcgi_temp_path ${prefix};\n  uwsgi_temp_path ${prefix};\n  scgi_temp_path ${prefix};\n${block}\n}\n`,
  );
  nginx = spawn(nginxBinary, ['-p', prefix, '-c', join(prefix, 'nginx.conf')], { stdio: 'inherit' });
  base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const ready = await fetch(base).then(
      () => true,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not answer on ${base}: ${readFileSync(join(prefix, 'error.log'), 'utf8')}`);
});

afterAll(() => {
  nginx?.kill('SIGQUIT');
  rmSync(prefix, { recursive: true, force: true });
});

describe('the generated nginx server block', () => {
  it('serves a page from its folder with the security headers and no-cache', async () => {
    const response = await fetch(`${base}/shop`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<h1');
    const csp = response.headers.get('content-security-policy') ?? '';
    const scriptSources = /(?:^|; )script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSources).toMatch(/^'self' 'sha256-/);
    expect(scriptSources).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(/(?:^|; )style-src ([^;]*)/.exec(csp)?.[1]).not.toMatch(/unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('strict-transport-security')).toContain('max-age=');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers an unknown path with the 404 page and a real 404', async () => {
    const response = await fetch(`${base}/gibt-es-nicht`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<h1');
    expect(response.headers.get('content-security-policy')).toBeTruthy();
  });

  it('keeps hashed assets for a year and compresses them', async () => {
    // The largest script: nginx leaves files under its gzip_min_length (1 KB) uncompressed.
    const script = assetFiles('.js').sort((a, b) => statSync(join(assetsDir, b)).size - statSync(join(assetsDir, a)).size)[0];
    const response = await fetch(`${base}/assets/${script}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    // Without the policy and the other headers only documents read: over HTTP/1.1 they would be
    // sent in full with each of a page's twenty and more files.
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(response.headers.get('permissions-policy')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('sends the service worker the policy that governs what it fetches', async () => {
    const response = await fetch(`${base}/sw.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves a byte range of a device video', async () => {
    const video = readdirSync(join(dist, 'media/video')).find((name) => name.endsWith('.mp4'));
    const response = await fetch(`${base}/media/video/${video}`, { headers: { range: 'bytes=0-99' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toMatch(/^bytes 0-99\/\d+$/);
    expect((await response.arrayBuffer()).byteLength).toBe(100);
  });

  it("does not serve the other hosts' headers file", async () => {
    expect((await fetch(`${base}/_headers`)).status).toBe(404);
  });
});
