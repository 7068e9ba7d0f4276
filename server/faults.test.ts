import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { crmLog } from '../mocks/crm-log.ts';
import { server as msw } from '../mocks/node.ts';
import { resetMockState } from '../mocks/reset.ts';
import { startMockServer, type MockServer } from '../mocks/server.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../scripts/smtp-catcher.ts';
import { messageIdOf } from './adapters/mail.ts';
import { leaseMsFor } from './domain/outbox-policy.ts';
import type { StaffEffect } from './http/staff-routes.ts';
import { freePort, freshStore, onPostgres, siteOrigin, staffToken, startService, valid, type TestService } from './testing/harness.ts';

/**
 * The service under what goes wrong in operation: a mail server that takes a message and never
 * answers, a CRM that hangs, a process killed in the middle of an effect, two instances on one
 * database. Each fault is counted where it lands: rows, mails and forwards. Deadlines are short
 * here (half a second) so that a hang longer than a lease takes seconds, not minutes.
 */
const deadlineMs = 500;
const fast = {
  SMTP_TIMEOUT_MS: String(deadlineMs),
  CRM_TIMEOUT_MS: String(deadlineMs),
  PAYPAL_TIMEOUT_MS: String(deadlineMs),
  OUTBOX_RETRY_MS: '200',
  OUTBOX_INTERVAL_MS: '100',
};
const mailFrom = 'Lumi <kundenservice@lumi.example>';

let catcher: SmtpCatcher;
let mailDir: string;
const services: TestService[] = [];

beforeAll(() => msw.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => msw.close());
beforeEach(async () => {
  resetMockState();
  mailDir = mkdtempSync(join(tmpdir(), 'lumi-fault-mail-'));
  catcher = await startSmtpCatcher({ dir: mailDir, quiet: true });
});
afterEach(async () => {
  await Promise.all(services.splice(0).map((service) => service.close()));
  await catcher.close();
  rmSync(mailDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(50);
  }
}

async function started(env: Record<string, string> = {}): Promise<TestService> {
  const service = await startService({ ...fast, SMTP_URL: catcher.url, ...env }, { background: true });
  services.push(service);
  return service;
}

const idOf = async (response: Response) => {
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
};

const receiptMessageId = (submissionId: string) => messageIdOf(`mail-receipt.${submissionId}`, mailFrom);

/** Every mail the catcher wrote, as its Message-ID and when it arrived. */
function arrivals(): Array<{ messageId: string; at: number }> {
  return readdirSync(mailDir)
    .filter((file) => file.endsWith('.eml'))
    .map((file) => ({
      messageId: /^Message-ID: (.*)$/im.exec(readFileSync(join(mailDir, file), 'utf8'))?.[1]?.trim() ?? '',
      at: statSync(join(mailDir, file)).mtimeMs,
    }));
}
const arrivalsOf = (messageId: string) => arrivals().filter((mail) => mail.messageId === messageId);
const forwardsOf = (submissionId: string) => crmLog.list().filter((entry) => entry.fields.SUBMISSION_ID === submissionId);

async function postCancellations(service: TestService, count: number, tag: string): Promise<Array<{ id: string; sentAt: number }>> {
  return Promise.all(
    Array.from({ length: count }, async (_unused, index) => {
      const sentAt = Date.now();
      const id = await idOf(await service.post('/cancellation', { ...valid.cancellation, email: `${tag}-${index}@example.com` }));
      return { id, sentAt };
    }),
  );
}

const openEffects = async (service: TestService) =>
  Number(
    (
      await service.database.db
        .selectFrom('effects')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('done_at', 'is', null)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** The mail server answers again: every receipt arrives, and none twice, also after time for a second copy. */
async function answerAgainAndExpectEachOnce(receipts: ReadonlyArray<{ id: string }>, service: TestService): Promise<void> {
  catcher.setMode('answer');
  await until(() => receipts.every((receipt) => arrivalsOf(receiptMessageId(receipt.id)).length > 0), 20_000, 'every receipt delivered');
  await until(async () => (await openEffects(service)) === 0, 5_000, 'every effect recorded as done');
  // Room for a second copy, were one on its way.
  await sleep(leaseMsFor(deadlineMs));
  for (const receipt of receipts) expect(arrivalsOf(receiptMessageId(receipt.id))).toHaveLength(1);
  expect(arrivals()).toHaveLength(receipts.length);
}

describe('a mail server that takes each message and never answers', () => {
  it('holds up no lead, and once it answers each receipt arrives exactly once', async () => {
    const service = await started();
    catcher.setMode('hang');
    const receipts = await postCancellations(service, 6, 'hung');
    const leads = await Promise.all(
      Array.from({ length: 4 }, async (_unused, index) => {
        const sentAt = Date.now();
        return { id: await idOf(await service.post('/callback', { ...valid.callback, phone: `+49 30 555010${index}` })), sentAt };
      }),
    );

    await until(() => leads.every((lead) => forwardsOf(lead.id).length > 0), 4 * deadlineMs, 'every lead forwarded');
    for (const lead of leads) {
      const [forward] = forwardsOf(lead.id);
      expect(new Date(forward?.receivedAt ?? 0).getTime() - lead.sentAt).toBeLessThanOrEqual(2 * deadlineMs);
    }
    // A hang longer than a lease: every receipt is tried, given up on at its deadline, and tried again.
    await sleep(leaseMsFor(deadlineMs) + 1_000);
    expect(arrivals()).toHaveLength(0);

    await answerAgainAndExpectEachOnce(receipts, service);
    for (const lead of leads) expect(forwardsOf(lead.id)).toHaveLength(1);
  });

  it.runIf(onPostgres)('with two instances on one database, still sends each receipt exactly once after a hang longer than the lease', async () => {
    const store = await freshStore();
    const first = await started(store.env);
    const second = await started(store.env);
    catcher.setMode('hang');
    const receipts = [...(await postCancellations(first, 4, 'first')), ...(await postCancellations(second, 4, 'second'))];
    await sleep(2 * leaseMsFor(deadlineMs));
    expect(arrivals()).toHaveLength(0);

    await answerAgainAndExpectEachOnce(receipts, first);
  });
});

describe('a CRM that hangs', () => {
  it('does not delay the receipts, and its leads arrive once it answers again', async () => {
    const service = await started();
    // The CRM mock takes the first three forwards of this address and never answers them.
    const leads = await Promise.all(
      Array.from({ length: 2 }, async () => idOf(await service.post('/test-user', { ...valid['test-user'], email: 'hang-3@example.com' }))),
    );
    const receipts = await postCancellations(service, 4, 'crm-hangs');
    await until(() => receipts.every((receipt) => arrivalsOf(receiptMessageId(receipt.id)).length > 0), 4 * deadlineMs, 'every receipt delivered');
    for (const receipt of receipts) {
      const [mail] = arrivalsOf(receiptMessageId(receipt.id));
      expect((mail?.at ?? 0) - receipt.sentAt).toBeLessThanOrEqual(2 * deadlineMs);
    }
    await until(() => leads.every((id) => forwardsOf(id).some((entry) => entry.status === 302)), 20_000, 'every lead accepted by the CRM');
    // Each forward the CRM took carried the submission's id: it can tell the repeats apart.
    for (const id of leads) expect(forwardsOf(id).every((entry) => entry.fields.SUBMISSION_ID === id)).toBe(true);
  });
});

describe('an effect that keeps failing', () => {
  it('is marked failed after the set number of attempts, shown to staff, and sent again on their word', async () => {
    const store = await freshStore();
    const service = await started({ ...store.env, OUTBOX_MAX_ATTEMPTS: '2', SMTP_URL: 'smtp://127.0.0.1:9' });
    const [receipt] = await postCancellations(service, 1, 'given-up');
    await until(
      async () =>
        Boolean(
          (
            await service.database.db
              .selectFrom('effects')
              .select('failed_at')
              .where('submission_id', '=', receipt?.id ?? '')
              .executeTakeFirst()
          )?.failed_at,
        ),
      20_000,
      'the receipt marked failed',
    );
    const failed = (await (await service.staff('/effects?state=failed')).json()) as StaffEffect[];
    const listed = failed.find((effect) => effect.submissionId === receipt?.id);
    expect(listed).toMatchObject({ kind: 'cancellation', action: 'mail-receipt', state: 'failed', attempts: 2, lastError: expect.stringMatching(/SMTP/) });

    // The mail server was the wrong one; staff fix it and send again (here: the service points at the catcher).
    await service.close();
    services.splice(services.indexOf(service), 1);
    const fixed = await started(store.env);
    const retried = await fixed.staff(`/effects/${listed?.id}/retry`, { method: 'POST' });
    expect(retried.status).toBe(202);
    await until(() => arrivalsOf(receiptMessageId(receipt?.id ?? '')).length === 1, 10_000, 'the receipt sent again');
    expect(((await (await fixed.staff('/effects?state=failed')).json()) as StaffEffect[]).some((effect) => effect.submissionId === receipt?.id)).toBe(false);
    await fixed.close();
    services.splice(services.indexOf(fixed), 1);
    await store.drop();
  });

  it('shows staff a receipt still unsent after 15 minutes', async () => {
    const service = await started({ SMTP_URL: '' });
    const [receipt] = await postCancellations(service, 1, 'late');
    expect(((await (await service.staff('/effects?state=overdue')).json()) as StaffEffect[]).some((effect) => effect.submissionId === receipt?.id)).toBe(false);
    await sql`UPDATE effects SET created_at = now() - interval '16 minutes' WHERE submission_id = ${receipt?.id ?? ''}`.execute(service.database.db);
    const overdue = (await (await service.staff('/effects')).json()) as StaffEffect[];
    expect(overdue.find((effect) => effect.submissionId === receipt?.id)).toMatchObject({ overdue: true, state: 'open', lastError: 'SMTP_URL is not set' });
  });
});

/** `npm run api` in a process of its own: node itself, so a kill reaches the service and not a wrapper. */
function apiProcess(env: Record<string, string>): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: join(import.meta.dirname, '..'),
    env: { PATH: process.env.PATH ?? '', SITE_ORIGIN: siteOrigin, STAFF_TOKEN: staffToken, MAIL_FROM: mailFrom, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

describe('a process killed in the middle of its effects', () => {
  let mock: MockServer;
  beforeAll(async () => {
    mock = await startMockServer({ port: 0 });
  });
  afterAll(() => mock.close());

  it('sends each of them again at most once, with the same submission id and Message-ID', async () => {
    const store = await freshStore();
    // A PGlite folder is made from the migrated template here, so the process need not run initdb.
    if (!onPostgres) await (await startService(store.env)).close();
    const port = await freePort();
    const api = apiProcess({
      ...store.env,
      ...fast,
      SMTP_TIMEOUT_MS: '1500',
      CRM_TIMEOUT_MS: '1500',
      API_PORT: String(port),
      SMTP_URL: catcher.url,
      CRM_FORM_URL: `${mock.url}/crm/form`,
    });
    let receipt = '';
    let lead = '';
    try {
      await until(
        async () => (await fetch(`http://127.0.0.1:${port}/health/ready`).catch(() => undefined))?.ok === true,
        60_000,
        `the API process ready (${api.output()})`,
      );
      // The mail server stores the receipt and never acknowledges it; the CRM takes the lead and never answers.
      catcher.setMode('deliver-then-hang');
      const post = (path: string, body: object) =>
        fetch(`http://127.0.0.1:${port}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      receipt = await idOf(await post('/withdrawal', valid.withdrawal));
      lead = await idOf(await post('/test-user', { ...valid['test-user'], email: 'hang-1@example.com' }));
      await until(() => arrivalsOf(receiptMessageId(receipt)).length === 1 && forwardsOf(lead).length === 1, 10_000, 'both effects under way');
      api.child.kill('SIGKILL');
      expect(await api.exited).toBeNull();
    } finally {
      api.child.kill('SIGKILL');
    }

    catcher.setMode('answer');
    const after = await started({ ...store.env, CRM_FORM_URL: `${mock.url}/crm/form` });
    await until(async () => (await openEffects(after)) === 0, 20_000, 'both effects done after the restart');
    await sleep(leaseMsFor(deadlineMs));
    const mails = arrivalsOf(receiptMessageId(receipt));
    expect(mails.length).toBeGreaterThanOrEqual(1);
    expect(mails.length).toBeLessThanOrEqual(2);
    const forwards = forwardsOf(lead);
    expect(forwards.length).toBeGreaterThanOrEqual(1);
    expect(forwards.length).toBeLessThanOrEqual(2);
    expect(forwards.every((entry) => entry.fields.SUBMISSION_ID === lead)).toBe(true);
    await store.drop();
  });
});

describe('a second process on one PGlite folder', () => {
  it.runIf(!onPostgres)('is refused at once, naming the folder and the process holding it, and the first keeps working', async () => {
    const store = await freshStore();
    const first = await started(store.env);
    const second = apiProcess({ ...store.env, API_PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`The data folder ${store.env.API_DATA_DIR} is in use by process ${process.pid}`);
    const id = await idOf(await first.post('/accessibility-feedback', valid['accessibility-feedback']));
    expect(await first.database.db.selectFrom('submissions').select('id').where('id', '=', id).executeTakeFirst()).toEqual({ id });
    await first.close();
    services.splice(services.indexOf(first), 1);
    await store.drop();
  });
});
