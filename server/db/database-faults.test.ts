import { spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres } from '../../scripts/postgres.mjs';
import { unavailableRetryAfterSeconds } from '../http/app.ts';
import { message } from '../http/messages.ts';
import { freePort, onPostgres, startService, valid, type TestService } from '../testing/harness.ts';

/**
 * The database failing under the service: PostgreSQL stopped, frozen (SIGSTOP, as a host that
 * stops scheduling it) or read only, and PGlite on a disk that fills up. Whatever it does, a
 * visitor gets an answer in time (503 and Retry-After in their language, so the site sends
 * again later), readiness says no while writes fail, liveness says yes, and the service takes
 * submissions again once the database is back, without a restart.
 */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(100);
  }
}

const timed = async (request: Promise<Response>) => {
  const started = Date.now();
  const response = await request;
  return { response, ms: Date.now() - started };
};

async function expectUnavailable(service: TestService, locale: 'de' | 'en', withinMs: number): Promise<void> {
  const { response, ms } = await timed(service.post('/callback', valid.callback, { 'accept-language': locale }));
  expect(response.status).toBe(503);
  expect(ms).toBeLessThanOrEqual(withinMs);
  expect(response.headers.get('retry-after')).toBe(String(unavailableRetryAfterSeconds));
  expect(await response.json()).toEqual({ message: message(locale, 'unavailable') });
}

async function expectHealth(service: TestService, ready: boolean): Promise<void> {
  expect((await service.app.request('/health/live')).status).toBe(200);
  expect((await service.app.request('/health/ready')).status).toBe(ready ? 200 : 503);
}

const takes = async (service: TestService) => (await service.post('/callback', valid.callback)).status === 201;

describe.runIf(onPostgres)('PostgreSQL that stops, freezes or turns read only', () => {
  // A server of this file's own: stopping or freezing the shared one would fail the other files.
  let server: ReturnType<typeof startPostgres>;
  let service: TestService;
  const requestTimeoutMs = 1_500;

  beforeAll(async () => {
    server = startPostgres({ port: await freePort() });
    service = await startService({
      DATABASE_URL: server.url,
      DATABASE_POOL_SIZE: '2',
      DATABASE_CONNECT_TIMEOUT_MS: '1000',
      DATABASE_STATEMENT_TIMEOUT_MS: '1000',
      API_REQUEST_TIMEOUT_MS: String(requestTimeoutMs),
    });
  });
  afterAll(async () => {
    await service.close();
    server.stop();
  });

  it('stopped: answers 503 with Retry-After within 3 s, is alive but not ready, and takes submissions again once it is back', async () => {
    expect(await takes(service)).toBe(true);
    server.halt();
    try {
      await expectUnavailable(service, 'de', 3_000);
      await expectUnavailable(service, 'en', 3_000);
      await expectHealth(service, false);
    } finally {
      server.resume();
    }
    await until(() => takes(service), 10_000, 'a submission taken again');
    await expectHealth(service, true);
  });

  it('frozen: answers within the request deadline, never hangs, and answers at once again when it thaws', async () => {
    expect(await takes(service)).toBe(true);
    server.freeze();
    try {
      // The configured deadline plus the time to answer; at most 10 s whatever the settings.
      await expectUnavailable(service, 'de', requestTimeoutMs + 1_000);
      await expectUnavailable(service, 'de', requestTimeoutMs + 1_000);
      const { response, ms } = await timed(Promise.resolve(service.app.request('/health/ready')));
      expect(response.status).toBe(503);
      expect(ms).toBeLessThanOrEqual(requestTimeoutMs + 1_000);
      expect((await service.app.request('/health/live')).status).toBe(200);
    } finally {
      server.thaw();
    }
    await until(() => takes(service), 10_000, 'a submission taken again');
    await expectHealth(service, true);
  });

  it('read only: readiness fails while writes fail, and liveness does not', async () => {
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    try {
      await admin.query('ALTER SYSTEM SET default_transaction_read_only = on');
      await admin.query('SELECT pg_reload_conf()');
      await until(async () => (await service.post('/callback', valid.callback)).status === 503, 5_000, 'writes refused');
      // Reading still works: a check that only reads would have said ready.
      expect((await sql<{ one: number }>`SELECT 1 AS one`.execute(service.database.db)).rows).toEqual([{ one: 1 }]);
      await expectUnavailable(service, 'en', 3_000);
      await expectHealth(service, false);
    } finally {
      await admin.query('ALTER SYSTEM RESET default_transaction_read_only');
      await admin.query('SELECT pg_reload_conf()');
      await admin.end();
    }
    await until(() => takes(service), 5_000, 'a submission taken again');
    await expectHealth(service, true);
  });
});

/**
 * A small disk of its own (tmpfs) to fill up. Mounting needs root; where the machine does not
 * allow it, these tests cannot run, and say so.
 */
const disk = mkdtempSync(join(tmpdir(), 'lumi-small-disk-'));
const mounted = !onPostgres && spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=96m', 'tmpfs', disk], { stdio: 'ignore' }).status === 0;
if (!mounted) rmSync(disk, { recursive: true, force: true });
if (!onPostgres && !mounted) console.warn(`PGlite's full-disk tests need a small disk (mount -t tmpfs, as root): not run on this machine.`);

const filler = join(disk, 'filler');
function fillDisk(): void {
  const fd = openSync(filler, 'a');
  try {
    for (const size of [1024 * 1024, 4096, 512]) {
      const chunk = Buffer.alloc(size);
      try {
        for (;;) writeSync(fd, chunk);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
      }
    }
  } finally {
    closeSync(fd);
  }
}
const emptyDisk = () => rmSync(filler, { force: true });

describe.runIf(mounted)('PGlite on a disk that fills up', () => {
  afterAll(() => {
    spawnSync('umount', [disk], { stdio: 'ignore' });
    rmSync(disk, { recursive: true, force: true });
  });

  it('says at start that the disk is full, naming the folder', async () => {
    const folder = join(disk, 'at-start');
    mkdirSync(folder);
    fillDisk();
    try {
      await expect(startService({ API_DATA_DIR: folder })).rejects.toThrow(
        new RegExp(`The disk holding the data folder ${folder} has 0 MB free; the site API needs at least 64 MB`),
      );
      await expect(startService({ API_DATA_DIR: folder, API_DATA_MIN_FREE_MB: '0' })).rejects.toThrow(
        new RegExp(`The disk holding the data folder ${folder} is full`),
      );
    } finally {
      emptyDisk();
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('while its disk is full answers 503 with Retry-After and is alive but not ready; once space is free it takes submissions again', async () => {
    const service = await startService({ API_DATA_DIR: join(disk, 'data'), API_DATA_MIN_FREE_MB: '4' });
    try {
      expect(await takes(service)).toBe(true);
      await expectHealth(service, true);
      fillDisk();
      try {
        await expectHealth(service, false);
        // Rows go into the free room of pages already on disk until a page must be added: the
        // first write that needs the disk is answered 503, not 500, and in time.
        let answer: { response: Response; ms: number } | undefined;
        for (let index = 0; index < 2_000; index += 1) {
          answer = await timed(
            service.post(
              '/accessibility-feedback',
              { ...valid['accessibility-feedback'], problem: `${index} ${'x'.repeat(1_900)}` },
              { 'accept-language': 'en' },
            ),
          );
          if (answer.response.status !== 201) break;
        }
        expect(answer?.response.status).toBe(503);
        expect(answer?.ms).toBeLessThanOrEqual(3_000);
        expect(answer?.response.headers.get('retry-after')).toBe(String(unavailableRetryAfterSeconds));
        expect(await answer?.response.json()).toEqual({ message: message('en', 'unavailable') });
        await expectHealth(service, false);
      } finally {
        emptyDisk();
      }
      expect(await takes(service)).toBe(true);
      await expectHealth(service, true);
    } finally {
      await service.close();
    }
  });
});
