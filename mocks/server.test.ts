import { validCallback } from '../tests/utils/api-requests';
import { spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { submitCrmForm } from '../src/adapters/crm';
import { startMockServer, type MockServer } from './server';

/**
 * The real loopback server, started the way `npx tsx mocks/server.ts` starts it (in its own
 * Node process: inside this test process happy-dom's Headers would strip the Cookie header
 * before MSW sees it) and hit with Node's own HTTP client, since the happy-dom environment
 * replaces the global fetch. The last block goes through happy-dom's fetch on purpose: it
 * applies CORS like a browser.
 */
interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

let mock: MockServer;

function send(method: string, path: string, options: { headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${mock.url}${path}`, { method, headers: options.headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

function multipart(fields: Record<string, string>): { headers: Record<string, string>; body: string } {
  const boundary = '----lumi-test-boundary';
  const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, body: `${parts.join('')}--${boundary}--\r\n` };
}

const good = { EMAIL: 'anna@example.com', VORNAME: 'Anna', NACHNAME: 'Muster', OPT_IN: '1' };

function submit(fields: Record<string, string>, headers: Record<string, string> = {}) {
  const { headers: formHeaders, body } = multipart(fields);
  return send('POST', '/crm/form', { headers: { ...formHeaders, ...headers }, body });
}

/** Runs mocks/server.ts in a child process on a free port (MOCK_PORT=0). */
function spawnMockServer(): Promise<MockServer> {
  const script = join(dirname(fileURLToPath(import.meta.url)), 'server.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script], { env: { ...process.env, MOCK_PORT: '0' }, stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (text: string) => {
      const url = /listening on (http:\/\/\S+)/.exec(text)?.[1];
      if (url) resolve({ url, close: () => (child.kill('SIGTERM'), exited) });
    });
  });
}

beforeAll(async () => {
  mock = await spawnMockServer();
}, 20_000);
afterEach(async () => {
  await send('DELETE', '/__mock/crm/submissions');
  await send('DELETE', '/__mock/api/submissions');
  await send('DELETE', '/__mock/growthbook/payload');
});
afterAll(() => mock?.close());

describe('the loopback mock server', () => {
  it('listens on loopback and reports its address', () => {
    expect(mock.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('answers a good CRM submission with 302, Location and Access-Control-Allow-Origin', async () => {
    const answer = await submit(good);
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe(`${mock.url}/crm/confirmed`);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
  });

  it('serves the confirmation page without Access-Control-Allow-Origin', async () => {
    const answer = await send('GET', '/crm/confirmed');
    expect(answer.status).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers a submission without required fields with 400 and a JSON message', async () => {
    const answer = await submit({ EMAIL: 'anna@example.com' });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ message: 'Missing required fields: VORNAME, NACHNAME, OPT_IN' });
  });

  it('answers 500 for fail-500@ addresses', async () => {
    expect((await submit({ ...good, EMAIL: 'fail-500@example.com' })).status).toBe(500);
  });

  it('answers late for slow-<ms>@ addresses', async () => {
    const started = Date.now();
    expect((await submit({ ...good, EMAIL: 'slow-150@example.com' })).status).toBe(302);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('drops the TCP connection for drop@ addresses', async () => {
    await expect(submit({ ...good, EMAIL: 'drop@example.com' })).rejects.toMatchObject({ code: 'ECONNRESET' });
  });

  it('keeps serving after a dropped connection', async () => {
    await submit({ ...good, EMAIL: 'drop@example.com' }).catch(() => undefined);
    expect((await submit(good)).status).toBe(302);
  });

  it('takes the scenario from the x-mock-scenario header', async () => {
    expect((await submit(good, { 'x-mock-scenario': '500' })).status).toBe(500);
  });

  it('takes the scenario from the x-mock-scenario cookie', async () => {
    expect((await submit(good, { cookie: 'x-mock-scenario=400' })).status).toBe(400);
  });

  it('lists the received CRM submissions as JSON, readable from the site origin', async () => {
    await submit(good);
    const answer = await send('GET', '/__mock/crm/submissions', { headers: { origin: 'http://localhost:4173' } });
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(JSON.parse(answer.body)).toEqual([expect.objectContaining({ fields: good, status: 302, scenario: 'normal' })]);
  });

  it('forgets the CRM submissions on DELETE', async () => {
    await submit(good);
    expect((await send('DELETE', '/__mock/crm/submissions')).status).toBe(204);
    expect(JSON.parse((await send('GET', '/__mock/crm/submissions')).body)).toEqual([]);
  });

  it('answers the preflight of a DELETE from the site origin', async () => {
    const answer = await send('OPTIONS', '/__mock/crm/submissions', {
      headers: { origin: 'http://localhost:4173', 'access-control-request-method': 'DELETE' },
    });
    expect(answer.status).toBe(204);
    expect(answer.headers['access-control-allow-methods']).toContain('DELETE');
  });

  it('takes JSON on the site API and lists it in its own log', async () => {
    const created = await send('POST', '/api/callback', { headers: { 'content-type': 'application/json' }, body: JSON.stringify(validCallback) });
    expect(created.status).toBe(201);
    expect(JSON.parse((await send('GET', '/__mock/api/submissions')).body)).toEqual([expect.objectContaining({ path: '/api/callback', status: 201 })]);
  });

  it('serves the GrowthBook payload set through the control endpoint', async () => {
    const payload = { features: { 'group-sessions-banner': { defaultValue: true } }, experiments: [] };
    await send('PUT', '/__mock/growthbook/payload', { headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) });
    expect(JSON.parse((await send('GET', '/api/features/sdk-test')).body)).toEqual(payload);
  });

  it('answers 404 for addresses it does not mock', async () => {
    expect((await send('GET', '/nothing-here')).status).toBe(404);
  });
});

describe('the loopback mock server seen from a browser-like client', () => {
  it('lets the CRM adapter see an accepted submission through CORS', async () => {
    expect(await submitCrmForm(`${mock.url}/crm/form`, good)).toEqual({ kind: 'accepted' });
  });

  it('makes a client that follows the redirect fail, as the real provider does', async () => {
    const body = new FormData();
    for (const [name, value] of Object.entries(good)) body.append(name, value);
    await expect(fetch(`${mock.url}/crm/form`, { method: 'POST', body, mode: 'cors', credentials: 'omit' })).rejects.toThrow();
  });
});

describe('startMockServer', () => {
  it('starts the same server in-process on a free port and closes it again', async () => {
    const local = await startMockServer({ port: 0 });
    try {
      expect(local.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(await submitCrmForm(`${local.url}/crm/form`, { ...good, EMAIL: 'in-process@example.com' })).toEqual({ kind: 'accepted' });
    } finally {
      await local.close();
    }
  });
});
