#!/usr/bin/env node
// Serves dist/ the way production does: /x → dist/x/index.html, a real 404 status for
// unknown paths, a year of cache for hashed assets and none for HTML and the service worker.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.vtt': 'text/vtt; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

function cacheControl(urlPath) {
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (urlPath.endsWith('.html') || urlPath === '/sw.js' || !extname(urlPath)) return 'no-cache';
  return 'public, max-age=3600';
}

const compressible = (type) => /^(text\/|application\/(json|xml|manifest)|image\/svg)/.test(type);

function pickEncoding(header = '') {
  if (/\bbr\b/.test(header)) return 'br';
  if (/\bgzip\b/.test(header)) return 'gzip';
  return undefined;
}

/** Finds the file for a URL path inside root, or undefined. Never leaves root. */
export function resolveFile(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const candidate = normalize(join(root, decoded));
  if (candidate !== root && !candidate.startsWith(root + sep)) return undefined;
  const options = extname(decoded) ? [candidate] : [join(candidate, 'index.html'), `${candidate}.html`];
  return options.find((file) => existsSync(file) && statSync(file).isFile());
}

const defaultRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../dist');

export function startStaticServer({ root = defaultRoot, port = 4173, host = '127.0.0.1' } = {}) {
  const absoluteRoot = resolve(root);
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const file = resolveFile(absoluteRoot, url.pathname);
    const status = file ? 200 : 404;
    const served = file ?? join(absoluteRoot, '404.html');
    const headers = {
      'content-type': types[extname(served)] ?? 'application/octet-stream',
      'cache-control': file ? cacheControl(url.pathname) : 'no-cache',
      'x-content-type-options': 'nosniff',
    };
    if (!existsSync(served)) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const size = statSync(served).size;
    const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '');
    if (file && range && (range[1] || range[2])) {
      const start = range[1] ? Number(range[1]) : size - Number(range[2]);
      const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
      if (start >= size || start > end) {
        response.writeHead(416, { 'content-range': `bytes */${size}` }).end();
        return;
      }
      response.writeHead(206, { ...headers, 'accept-ranges': 'bytes', 'content-range': `bytes ${start}-${end}/${size}`, 'content-length': end - start + 1 });
      if (request.method === 'HEAD') response.end();
      else createReadStream(served, { start, end }).pipe(response);
      return;
    }
    const encoding = compressible(headers['content-type']) ? pickEncoding(request.headers['accept-encoding']) : undefined;
    if (encoding) {
      response.writeHead(status, { ...headers, 'content-encoding': encoding, vary: 'accept-encoding' });
      if (request.method === 'HEAD') response.end();
      else createReadStream(served).pipe(encoding === 'br' ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : createGzip()).pipe(response);
      return;
    }
    response.writeHead(status, { ...headers, 'accept-ranges': 'bytes', 'content-length': size });
    if (request.method === 'HEAD') response.end();
    else createReadStream(served).pipe(response);
  });
  return new Promise((resolveStart, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const url = `http://${host}:${typeof address === 'object' && address ? address.port : port}`;
      resolveStart({ url, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 4173);
  // DIST_DIR serves another build folder (a second build, a helper's own build).
  const root = process.env.DIST_DIR ? resolve(process.env.DIST_DIR) : defaultRoot;
  const { url } = await startStaticServer({ port, root });
  console.log(`Site (dist/) served at ${url}`);
}
