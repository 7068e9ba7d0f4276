import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordDbMayExist } from './record-db-presence';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('recordDbMayExist', () => {
  it('says yes when the browser cannot list its databases, the list fails or does not come in time', async () => {
    const databases = vi.spyOn(indexedDB, 'databases');
    databases.mockRejectedValueOnce(new Error('storage blocked'));
    expect(await recordDbMayExist('record-db-unknown')).toBe(true);
    databases.mockReturnValueOnce(new Promise(() => {}));
    expect(await recordDbMayExist('record-db-unknown', 50)).toBe(true);
    databases.mockRestore();
    vi.stubGlobal('indexedDB', { ...indexedDB, databases: undefined });
    expect(await recordDbMayExist('record-db-unknown')).toBe(true);
  });

  it('says no for a database never created and yes once it exists', async () => {
    expect(await recordDbMayExist('record-db-presence-new')).toBe(false);
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.open('record-db-presence-new', 1);
      request.onsuccess = () => {
        request.result.close();
        resolve();
      };
      request.onerror = () => reject(request.error);
    });
    expect(await recordDbMayExist('record-db-presence-new')).toBe(true);
  });
});
