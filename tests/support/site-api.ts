import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, BrowserContext, Page, Response } from '@playwright/test';
import type { SubmissionKind } from '../../server/db/schema';
import type { StaffRow } from '../../server/http/staff-routes.ts';
import { caughtMailsTo } from '../../scripts/smtp-catcher';
import { mockOrigin } from './mocks';

/**
 * The site's own API in the browser journeys: the real service of server/, which
 * tests/playwright.config.ts starts for the run (tests/support/site-api-server.ts) on a database
 * that lives as long as the run, next to an SMTP catcher that writes the service's e-mails into a
 * folder of the run. The build under test posts to it when it was built with
 * VITE_API_BASE_URL=<apiOrigin> (docs/testing.md).
 */
export const apiPort = Number(process.env.E2E_API_PORT ?? 4319);
export const apiOrigin = `http://127.0.0.1:${apiPort}`;
export const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 4320);

/** The service's secrets in the journeys, and only there: the staff routes' token and the key IBANs are sealed with (32 bytes). */
export const testStaffToken = 'journeys-only-staff-token';
export const testEncryptionKey = Buffer.alloc(32, 'journeys-only-iban-key').toString('base64');

/** The service's limit of form posts per client in the journeys: far above what the run sends from one address, in a short window. */
export const journeyPostLimit = { posts: 200, windowSeconds: 15 };

/**
 * The folder the run's SMTP catcher writes to: named once when the configuration is first read
 * and handed to the workers through the environment they inherit. The catcher makes it when it
 * starts (a run that only lists the journeys leaves nothing behind); the global setup removes it.
 */
export function mailFolderOfRun(): string {
  process.env.E2E_MAIL_DIR ||= join(tmpdir(), `lumi-e2e-mail-${randomUUID()}`);
  return process.env.E2E_MAIL_DIR;
}

export type StoredSubmission = StaffRow;

/**
 * What the service stored of `kind` whose field `field` is `value`, newest first, read through
 * its staff route as the people who work the submissions read it (fields without the IBAN, which
 * is shown masked beside them). The database lives for the whole run and is shared by every
 * worker: each journey sends with values of its own and reads only its own submissions.
 */
export async function storedSubmissions(request: APIRequestContext, kind: SubmissionKind, field: string, value: string): Promise<StoredSubmission[]> {
  // Newest first: a journey's own submissions are on the first page.
  const response = await request.get(`${apiOrigin}/staff/submissions?kind=${kind}&limit=200`, { headers: { authorization: `Bearer ${testStaffToken}` } });
  if (!response.ok()) throw new Error(`The site API's staff route answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as StoredSubmission[]).filter((row) => row.fields?.[field] === value);
}

/** The service's answer to the page's next post to `path` (e.g. `/cancellation`): its status, body and the request it answered. */
export function nextSiteApiAnswer(page: Page, path: string): Promise<Response> {
  return page.waitForResponse((response) => response.url() === `${apiOrigin}${path}` && response.request().method() === 'POST');
}

/**
 * For the few journeys that need the site API to fail on purpose (a refusal, a server error, a
 * dropped connection), which the real service cannot be asked to do: every request of `context`
 * to the service (from its pages and from its service worker alike) is answered by the mock
 * server's `/api`, which understands the scenario words of docs/testing.md ("Choosing a failure
 * on purpose", e.g. `fail-422@example.com`). The page sees the mock's answer as the service's.
 * Every other journey talks to the real service.
 */
export async function answerSiteApiFromMock(context: BrowserContext): Promise<void> {
  await context.route(`${apiOrigin}/**`, async (route) => {
    const { pathname, search } = new URL(route.request().url());
    let response;
    try {
      response = await route.fetch({ url: `${mockOrigin}/api${pathname}${search}` });
    } catch {
      // The mock closed the connection on purpose ("drop"): so does the service, as the page sees it.
      await route.abort('connectionclosed');
      return;
    }
    await route.fulfill({ response });
  });
}

/** The e-mails the service sent to `address` in this run, readable, as the SMTP catcher wrote them. */
export const mailsTo = (address: string): string[] => caughtMailsTo(mailFolderOfRun(), address);
