import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiLog } from '@mocks/api-log';
// The mocks answer this file's requests; tests/setup.ts starts, resets and stops them.
import '@tests/utils/mock-server';
import { validCallback } from '@tests/utils/api-requests';
import { outboxDbName } from './shared-names';
import { submitThroughOutbox } from './outbox-runtime';

let held: IDBDatabase | undefined;

afterEach(() => {
  held?.close();
  vi.restoreAllMocks();
});

describe('a submission while IndexedDB does not answer', () => {
  it('goes out directly after the storage timeout, once, and the form hears it was sent', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    // An old tab holds the outbox database and never lets go; a pending deletion queues behind
    // it, and every later open waits behind that.
    held = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(outboxDbName, 1);
      request.onupgradeneeded = () => request.result.createObjectStore('records', { keyPath: 'id' });
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    indexedDB.deleteDatabase(outboxDbName);

    const started = Date.now();
    const outcome = await submitThroughOutbox(createStore(), {
      form: 'callback',
      target: { kind: 'api', baseUrl: 'http://127.0.0.1:4318/api', path: '/callback', encoding: 'json' },
      fields: validCallback,
    });
    expect(outcome).toEqual({ kind: 'sent', reply: { id: 'callback-1' } });
    // One storage timeout (2.5 s, the page-start delivery); the write then fails at once.
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(apiLog.list()).toHaveLength(1);
  });
});
