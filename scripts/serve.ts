#!/usr/bin/env node
// Serves dist/ the way the production hosts do: the headers of dist/_headers (the same CSP and
// security headers; a hashed build file gets them without those only documents read, as from
// nginx), /x → dist/x/index.html, a real 404 with 404.html, compression, ranges for the videos.
// Static serving and compression are sirv's and compression's; this file only wires them and
// refuses requests a static site never needs.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { dirname, join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import sirv from 'sirv';
import { answerHeaders, defaultCacheControl, parseHeadersFile, type HeaderRule } from './hosting/headers.ts';

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
  // Bounds above 2^53 lose precision and make the file stream throw after the headers went out.
  const start = Number(match[1]);
  const end = match[2] === '' ? undefined : Number(match[2]);
  if (!Number.isSafeInteger(start) || (end !== undefined && !Number.isSafeInteger(end))) return false;
  return end === undefined || start <= end;
}

/**
 * The path a request names, as one canonical form every rule sees: decoded, repeated slashes
 * collapsed, `.` and `..` resolved, no trailing slash (`//_headers` and `/_headers/` are
 * `/_headers`). Undefined when it cannot be decoded or holds a NUL or backslash.
 */
export function normalisedPath(url: string | undefined): string | undefined {
  // Not `new URL(url, base)`: it would read `//_headers` as a host named `_headers`.
  const raw = (url ?? '/').split(/[?#]/, 1)[0] ?? '';
  if (!raw.startsWith('/')) return undefined;
  let path: string;
  try {
    path = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  if (/[\0\\]/.test(path)) return undefined;
  const normal = posix.normalize(path.replace(/\/{2,}/g, '/'));
  return normal.length > 1 && normal.endsWith('/') ? normal.slice(0, -1) : normal;
}

/** Files in dist/ that belong to the hosts, not to the site. */
const hostingFiles = new Set(['/_headers']);

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

export function startStaticServer({
  root = defaultRoot,
  port = 4173,
  host = '127.0.0.1',
}: { root?: string; port?: number; host?: string } = {}): Promise<StaticServer> {
  const absoluteRoot = resolve(root);
  const rules = headerRulesOf(absoluteRoot);
  const compress = compression({ threshold: 1024 });
  const notFoundPage = join(absoluteRoot, '404.html');

  function applyHeaders(response: ServerResponse, path: string) {
    for (const [name, value] of Object.entries(answerHeaders(rules(), path))) response.setHeader(name, value);
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

  function handle(request: IncomingMessage, response: ServerResponse) {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const range = request.headers.range;
    if (range !== undefined && !isServableRange(range)) delete request.headers.range;
    // Every rule below sees the one normalised path: a path that cannot be decoded cannot name a
    // file, and the hosts' own files are not part of the site however the path is written.
    const path = normalisedPath(request.url);
    const servable = path !== undefined && !hostingFiles.has(path.toLowerCase());
    const query = /\?[^#]*/.exec(request.url ?? '')?.[0] ?? '';
    if (servable) request.url = `${encodeURI(path)}${query}`;
    compress(request as never, response as never, () => (servable ? files(request, response) : notFound(request, response)));
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
