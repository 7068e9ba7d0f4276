import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
// The mocks answer this file's requests; tests/setup.ts starts, resets and stops them.
import '@tests/utils/mock-server';
import { validCallback } from '@tests/utils/api-requests';
import { createOutboxEntry } from './model/outbox-entry';
import { submitThroughOutbox } from './outbox-runtime';
import { createOutboxStore } from './outbox-store';

afterEach(() => vi.restoreAllMocks());

describe('a submission while an earlier one is still being delivered', () => {
  it('is in IndexedDB right after submit, so a tab closed at once loses nothing', async () => {
    // An order from an earlier visit, to a CRM that takes three seconds to answer.
    const earlier = createOutboxEntry(
      {
        form: 'info-package',
        target: { kind: 'crm', url: 'http://127.0.0.1:4318/crm/form' },
        fields: { EMAIL: 'slow-3000@example.com', VORNAME: 'A', NACHNAME: 'B', OPT_IN: '1' },
      },
      'earlier',
      Date.now() - 60_000,
    );
    await createOutboxStore().put(earlier);

    const submitted = submitThroughOutbox(createStore(), {
      form: 'callback',
      target: { kind: 'api', baseUrl: 'http://127.0.0.1:4318/api', path: '/callback', encoding: 'json' },
      fields: validCallback,
    });
    // The visitor closes the tab a moment later: what a fresh page would find in the database.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const stored = await createOutboxStore().list();
    expect(stored.map((entry) => entry.form).sort()).toEqual(['callback', 'info-package']);

    expect(await submitted).toEqual({ kind: 'sent', reply: expect.objectContaining({ id: expect.any(String) }) });
  }, 15_000);
});
