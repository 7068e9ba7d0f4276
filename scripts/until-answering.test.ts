// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { untilAnswering } from './until-answering';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A port nothing listens on yet: taken from the system, then released. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

function listen(port: number, status = 200): Promise<void> {
  const server = createServer((_request, response) => response.writeHead(status).end());
  servers.push(server);
  return new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
}

describe('untilAnswering', () => {
  it('waits for a service that starts listening later, then resolves', async () => {
    const port = await freePort();
    let listening = false;
    setTimeout(() => void listen(port).then(() => (listening = true)), 300);
    await untilAnswering([`http://127.0.0.1:${port}/health`], { timeoutMs: 10_000, intervalMs: 50 });
    expect(listening).toBe(true);
  });

  it('counts any HTTP answer, an error status too, as answering', async () => {
    const port = await freePort();
    await listen(port, 503);
    await expect(untilAnswering([`http://127.0.0.1:${port}/`], { timeoutMs: 2_000, intervalMs: 50 })).resolves.toBeUndefined();
  });

  it('with okOnly, waits while the answer is an error status and resolves once it is 2xx', async () => {
    const port = await freePort();
    let ready = false;
    const server = createServer((_request, response) => response.writeHead(ready ? 200 : 503).end());
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    await expect(untilAnswering([`http://127.0.0.1:${port}/health/ready`], { timeoutMs: 300, intervalMs: 50, okOnly: true })).rejects.toThrow(/No answer/);
    setTimeout(() => (ready = true), 200);
    await expect(untilAnswering([`http://127.0.0.1:${port}/health/ready`], { timeoutMs: 5_000, intervalMs: 50, okOnly: true })).resolves.toBeUndefined();
    expect(ready).toBe(true);
  });

  it('names the addresses still silent when the time is up', async () => {
    const [answering, silent] = [await freePort(), await freePort()];
    await listen(answering);
    await expect(untilAnswering([`http://127.0.0.1:${answering}/`, `http://127.0.0.1:${silent}/health`], { timeoutMs: 300, intervalMs: 50 })).rejects.toThrow(
      new RegExp(`from http://127.0.0.1:${silent}/health$`),
    );
  });
});
