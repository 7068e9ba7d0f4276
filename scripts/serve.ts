#!/usr/bin/env node
// Serves dist/ the way the production hosts do: the headers of dist/_headers (the same CSP and
// security headers), /x → dist/x/index.html, a real 404 with 404.html, compression, ranges for
// the videos. Static serving and compression are sirv's and compression's; this file only wires
// them and refuses requests a static site never needs.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import sirv from 'sirv';
import { defaultCacheControl, headersFor, parseHeadersFile, type HeaderRule } from './hosting/headers.ts';

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

const defaultRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../dist');

/** One byte range, as video elements ask for it; anything else (several ranges, start after end, junk) is dropped. */
const singleRange = /^bytes=(\d+)-(\d*)$/;

export function isServableRange(range: string): boolean {
  const match = singleRange.exec(range);
  if (!match) return false;
  return match[2] === '' || Number(match[1]) <= Number(match[2]);
}

/** The rules of `_headers`, read again whenever a new build replaced the file. */
function headerRulesOf(root: string): () => HeaderRule[] {
  const file = join(root, '_headers');
  let cached: { modified: number; rules: HeaderRule[] } = { modified: -1, rules: [] };
  return () => {
    const modified = existsSync(file) ? statSync(file).mtimeMs : 0;
    if (modified !== cached.modified) cached = { modified, rules: modified ? parseHeadersFile(readFileSync(file, 'utf8')) : [] };
    return cached.rules;
  };
}

export function startStaticServer({ root = defaultRoot, port = 4173, host = '127.0.0.1' }: { root?: string; port?: number; host?: string } = {}): Promise<StaticServer> {
  const absoluteRoot = resolve(root);
  const rules = headerRulesOf(absoluteRoot);
  const compress = compression({ threshold: 1024 });
  const notFoundPage = join(absoluteRoot, '404.html');

  function applyHeaders(response: ServerResponse, path: string) {
    for (const [name, value] of Object.entries(headersFor(rules(), path))) response.setHeader(name, value);
  }

  function notFound(request: IncomingMessage, response: ServerResponse) {
    applyHeaders(response, '/404.html');
    response.statusCode = 404;
    response.setHeader('Cache-Control', 'no-cache');
    const page = existsSync(notFoundPage);
    response.setHeader('Content-Type', page ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8');
    response.end(request.method === 'HEAD' ? undefined : page ? readFileSync(notFoundPage) : 'Not found');
  }

  const files = sirv(absoluteRoot, {
    // Looks each file up on disk, so a new build in the same folder is served at once.
    dev: true,
    etag: true,
    setHeaders(response, pathname) {
      applyHeaders(response, pathname);
      if (!response.getHeader('Cache-Control')) response.setHeader('Cache-Control', defaultCacheControl(pathname));
    },
    onNoMatch: notFound,
  });

  /** A path that cannot be decoded cannot name a file; the other hosts' files are not part of the site. */
  function isServablePath(url: string | undefined): boolean {
    try {
      const path = decodeURIComponent(new URL(url ?? '/', 'http://localhost').pathname);
      return path !== '/_headers';
    } catch {
      return false;
    }
  }

  function handle(request: IncomingMessage, response: ServerResponse) {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const range = request.headers.range;
    if (range !== undefined && !isServableRange(range)) delete request.headers.range;
    compress(request as never, response as never, () => (isServablePath(request.url) ? files(request, response) : notFound(request, response)));
  }

  const server = createServer((request, response) => {
    try {
      handle(request, response);
    } catch (error) {
      // One bad request never stops the server for everybody else.
      console.error('[serve] request failed', error);
      if (!response.headersSent) response.writeHead(500).end();
      else response.destroy();
    }
  });
  server.on('clientError', (_error, socket) => socket.destroy());

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
  console.info(`Site (dist/) served at ${url}`);
}
