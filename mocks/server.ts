import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { createServer as createMockApp } from '@mswjs/http-middleware';
import { handlers } from './handlers/index';

/**
 * The loopback mock server: the same MSW handlers as the unit tests, over real HTTP, for
 * `npm start` and the e2e tests. Run it with `npx tsx mocks/server.ts` (port: MOCK_PORT, 4318).
 */
export interface MockServer {
  url: string;
  close(): Promise<void>;
}

export const defaultMockPort = 4318;

/**
 * `HttpResponse.error()` (the "drop" scenario) reaches http-middleware as a response with
 * status 0, which Node cannot write: `res.end()` would throw inside the middleware, as an
 * unhandled rejection. Catch it at that last step and destroy the socket instead, which is
 * what a dropped connection looks like to the client.
 */
function dropNetworkErrors(req: IncomingMessage, res: ServerResponse): void {
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.end = ((...args: unknown[]) => {
    if (res.statusCode < 100) {
      req.socket.destroy();
      return res;
    }
    return end(...args);
  }) as ServerResponse['end'];
}

function createMockHttpServer(): Server {
  // The express app of http-middleware: MSW handlers, then a JSON 404 for anything else.
  const app = createMockApp(...handlers);
  app.disable('x-powered-by');
  return createHttpServer((req, res) => {
    dropNetworkErrors(req, res);
    app(req, res);
  });
}

export function startMockServer({ port = defaultMockPort, host = '127.0.0.1' }: { port?: number; host?: string } = {}): Promise<MockServer> {
  return new Promise((resolve, reject) => {
    const server = createMockHttpServer().listen(port, host);
    server.once('error', reject);
    server.once('listening', () => {
      const { port: actualPort } = server.address() as AddressInfo;
      resolve({
        url: `http://${host}:${actualPort}`,
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((error) => (error ? fail(error) : done()));
            // Slow scenarios keep connections open; do not wait for them.
            server.closeAllConnections();
          }),
      });
    });
  });
}

function portFromEnv(): number {
  const raw = process.env.MOCK_PORT;
  const port = raw === undefined || raw === '' ? defaultMockPort : Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`MOCK_PORT="${raw}" is not a port number`);
  return port;
}

const runDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;

if (runDirectly) {
  const mock = await startMockServer({ port: portFromEnv() });
  console.info(`Mock server listening on ${mock.url}`);
  console.info(`  CRM form:     POST ${mock.url}/crm/form`);
  console.info(`  Site API:     POST ${mock.url}/api/callback, ${mock.url}/api/test-user`);
  console.info(`  GrowthBook:   GET  ${mock.url}/api/features/<clientKey>`);
  console.info(`  Tag manager:  GET  ${mock.url}/gtm.js?id=<GTM-…> (stand-in; loads at ${mock.url}/__mock/gtm/loads)`);
  console.info(`  Logs:         GET  ${mock.url}/__mock/crm/submissions, ${mock.url}/__mock/api/submissions`);
  const stop = () => void mock.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
