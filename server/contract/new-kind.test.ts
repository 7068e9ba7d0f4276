import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { crmLog } from '../../mocks/crm-log.ts';
import { server as msw } from '../../mocks/node.ts';
import { contractPath, kindsTableOf } from '../../scripts/contract/generate.ts';
import type { StaffRow } from '../http/staff-routes.ts';
import { startService, type TestService } from '../testing/harness.ts';

/**
 * Adding a kind of submission means the contract, a form descriptor and a page, nothing else: a
 * contract with a kind it never had (a newsletter sign-up, forwarded to the CRM) is all the
 * service, the mock of the site API and the site's adapter and outbox get here, through the table
 * generated from it. None of their code names the kinds. The form and the page are the site's
 * part: `tests/unit/new-kind-form.test.tsx` declares them and nothing else, and the form posts the
 * new kind.
 */
const withNewsletter = vi.hoisted(() => ({ text: '' }));

vi.mock('./kinds.generated.ts', async () => {
  const { readFileSync: read } = await import('node:fs');
  const { contractPath: path, kindsTableOf: tableOf } = await import('../../scripts/contract/generate.ts');
  const { withNewsletterKind } = await import('../../tests/utils/newsletter-kind.ts');
  withNewsletter.text = withNewsletterKind(read(path, 'utf8'));
  return tableOf(withNewsletter.text);
});

vi.mock('./contract.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./contract.ts')>();
  const { compileContract } = await import('./compile.ts');
  let compiled: ReturnType<typeof compileContract> | undefined;
  return { ...actual, contract: () => (compiled ??= compileContract(withNewsletter.text)) };
});

// The mock server reads the contract file itself: here it reads the contract with the new kind.
vi.mock('../../mocks/api-contract.ts', async () => {
  const { compileContract } = await import('./compile.ts');
  return { loadApiContract: async () => compileContract(withNewsletter.text) };
});

let service: TestService;
beforeAll(async () => {
  msw.listen({ onUnhandledRequest: 'bypass' });
  service = await startService();
});
afterAll(async () => {
  await service.close();
  msw.close();
});

describe('a kind added to the contract', () => {
  it('is taken by the service, stored with its own ids, and forwarded to the CRM with the fields the contract names', async () => {
    const response = await service.post('/newsletter', { email: 'news@example.com', consent: 'yes', locale: 'de' }, { 'idempotency-key': 'newsletter-1' });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(id).toMatch(/^nl_[0-9a-f]{32}$/);
    expect((await service.post('/newsletter', { email: 'not an address', consent: 'yes', locale: 'de' })).status).toBe(400);
    await service.outbox.kick();
    expect(crmLog.list().find((entry) => entry.fields.SUBMISSION_ID === id)?.fields).toEqual({
      SUBMISSION_ID: id,
      FORM: 'newsletter',
      EMAIL: 'news@example.com',
      OPT_IN: '1',
      SPRACHE: 'de',
    });
    const rows = (await (await service.staff('/submissions?kind=newsletter')).json()) as StaffRow[];
    expect(rows.map((row) => row.id)).toEqual([id]);
  });

  it('sends a visitor without JavaScript to the thank-you page the contract names', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ email: 'news2@example.com', consent: 'on', locale: 'en' })) form.append(name, value);
    const response = await service.post('/newsletter', form);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('http://site.test/success');
  });

  it("is answered by the mock of the site API and known to the site's adapter and outbox", async () => {
    const { apiHandlers } = await import('../../mocks/handlers/api.ts');
    const { getResponse } = await import('msw');
    const mocked = await getResponse(
      apiHandlers,
      new Request('http://mock.test/api/newsletter', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'news@example.com', consent: 'yes', locale: 'de' }),
      }),
    );
    expect(mocked?.status).toBe(201);
    const { apiPaths } = await import('../../src/adapters/api.ts');
    expect((apiPaths as Record<string, string>).newsletter).toBe('/newsletter');
    const { outboxForms } = await import('../../src/platform/outbox/model/outbox-entry.ts');
    expect(outboxForms).toContain('newsletter');
  });
});

// The unmodified contract does not have the kind: what this file shows comes from the table alone.
it('is not in the contract as it is', () => {
  const table = kindsTableOf(readFileSync(contractPath, 'utf8'));
  expect(table.submissionKinds).not.toContain('newsletter');
});
