import { afterEach, describe, expect, it, vi } from 'vitest';
import { openRecordDb, StorageTimeoutError } from './record-db';
import { recordDbMayExist } from './record-db-presence';

let held: IDBDatabase | undefined;

/** Another tab holds the database open and ignores every request to let go of it. */
function holdOpen(name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name, 1);
    request.onupgradeneeded = () => request.result.createObjectStore('records', { keyPath: 'id' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

afterEach(() => {
  held?.close();
  held = undefined;
  vi.restoreAllMocks();
});

describe('openRecordDb', () => {
  it('stores and reads records', async () => {
    const db = openRecordDb('record-db-plain');
    await db.put({ id: 'a' });
    expect(await db.get('a')).toEqual({ id: 'a' });
    await db.remove('a');
    expect(await db.all()).toEqual([]);
  });

  it('gives up in time when the database is blocked, instead of waiting for ever', async () => {
    held = await holdOpen('record-db-blocked');
    // A pending deletion (a new version, a cleared site) waits behind the tab that never lets go,
    // and every later open waits behind it.
    indexedDB.deleteDatabase('record-db-blocked');
    const db = openRecordDb('record-db-blocked', 100);
    const started = Date.now();
    await expect(db.put({ id: 'a' })).rejects.toBeInstanceOf(StorageTimeoutError);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('lets go of the database when a newer version asks for it', async () => {
    const db = openRecordDb('record-db-upgrade');
    await db.put({ id: 'a' });
    const upgraded = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('record-db-upgrade', 2);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
      request.onblocked = () => reject(new Error('blocked: the old connection did not close'));
    });
    expect(upgraded.version).toBe(2);
    upgraded.close();
  });
});

const listedNames = async () => (await indexedDB.databases()).map((database) => database.name);

describe('a database that does not exist yet', () => {
  it('is created by the first write only: reading, changing and removing leave none behind', async () => {
    const db = openRecordDb('record-db-untouched');
    expect(await db.all()).toEqual([]);
    expect(await db.get('a')).toBeUndefined();
    expect(await db.update('a', () => ({ id: 'a' }))).toBeUndefined();
    await db.remove('a');
    expect(await listedNames()).not.toContain('record-db-untouched');
    expect(await recordDbMayExist('record-db-untouched')).toBe(false);

    await db.put({ id: 'a' });
    expect(await recordDbMayExist('record-db-untouched')).toBe(true);
    expect(await db.all()).toEqual([{ id: 'a' }]);
  });

  it('reads what another tab or the worker wrote after this one first looked', async () => {
    const looking = openRecordDb('record-db-written-elsewhere');
    expect(await looking.all()).toEqual([]);
    await openRecordDb('record-db-written-elsewhere').put({ id: 'b' });
    expect(await looking.get('b')).toEqual({ id: 'b' });
  });
});
