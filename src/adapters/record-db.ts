import { openDB, type IDBPDatabase } from 'idb';
import { recordDbMayExist, storageTimeoutMs } from './record-db-presence';

/**
 * The only module that opens IndexedDB (`record-db-presence.ts` only lists its databases): one
 * object store of records keyed by `id`. It knows nothing of what the records mean; callers check
 * what they read. Read-modify-write happens in one readwrite transaction, which IndexedDB runs
 * alone across every tab and worker of the origin, so two contexts can never both change a record
 * from the same old value.
 *
 * IndexedDB can hang: an old tab holding the database open blocks an upgrade, a broken profile
 * never answers. Every call gives up after `timeoutMs` with a `StorageTimeoutError`, so callers
 * can fall back (the outbox then sends directly) instead of waiting for ever.
 */
export interface RecordDb {
  all(): Promise<unknown[]>;
  get(id: string): Promise<unknown>;
  put(record: { readonly id: string }): Promise<void>;
  /** Applies `change` to the stored record; `undefined` from it (or no record) leaves the store as it was. */
  update<T extends { id: string }>(id: string, change: (current: unknown) => T | undefined): Promise<T | undefined>;
  remove(id: string): Promise<void>;
}

export class StorageTimeoutError extends Error {
  constructor(what: string, ms: number) {
    super(ms > 0 ? `IndexedDB did not answer ${what} within ${ms} ms` : `IndexedDB is not answering (${what} not tried)`);
    this.name = 'StorageTimeoutError';
  }
}

const storeName = 'records';

function withinTime<T>(work: Promise<T>, what: string, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StorageTimeoutError(what, ms)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** After a call timed out, later calls fail at once for this long while the open is still pending. */
export const storageRetryAfterMs = 30_000;

export function openRecordDb(name: string, timeoutMs: number = storageTimeoutMs): RecordDb {
  let opening: Promise<IDBPDatabase> | undefined;
  let open = false;
  /** When a call last ran out of time while the database had not opened yet. */
  let stuckSince: number | undefined;
  const forget = () => {
    opening = undefined;
    open = false;
  };
  const db = () => {
    opening ??= openDB(name, 1, {
      upgrade(database) {
        if (!database.objectStoreNames.contains(storeName)) database.createObjectStore(storeName, { keyPath: 'id' });
      },
      // A newer version of the site wants to upgrade the database: let go of it at once, the
      // next call opens it again in the new version.
      blocking(_current, _next, event) {
        (event.target as IDBDatabase).close();
        forget();
      },
      terminated: forget,
    }).then(
      (database) => {
        open = true;
        stuckSince = undefined;
        return database;
      },
      (error: unknown) => {
        // Blocked storage (private mode, site data off): let the next call try again.
        forget();
        throw error;
      },
    );
    return opening;
  };
  const run = async <T>(what: string, work: (database: IDBPDatabase) => Promise<T>): Promise<T> => {
    // The database is known not to answer (an open still waits): say so at once, not after
    // another wait, so a form falls back without keeping the visitor waiting again.
    if (!open && stuckSince !== undefined && Date.now() - stuckSince < storageRetryAfterMs && opening) {
      throw new StorageTimeoutError(what, 0);
    }
    try {
      return await withinTime(db().then(work), what, timeoutMs);
    } catch (error) {
      if (error instanceof StorageTimeoutError && !open) stuckSince = Date.now();
      throw error;
    }
  };
  /**
   * Reading, changing or removing a record needs no database that does not exist yet: only a
   * write creates it. So a tab or worker that merely looks leaves no empty database behind, and
   * "is there a database?" keeps telling whether anything was ever stored.
   */
  const unlessMissing = async <T>(what: string, missing: T, work: (database: IDBPDatabase) => Promise<T>): Promise<T> =>
    opening || (await recordDbMayExist(name, timeoutMs)) ? run(what, work) : missing;
  return {
    all: () => unlessMissing('reading all records', [], (database) => database.getAll(storeName)),
    get: (id) => unlessMissing('reading a record', undefined, (database) => database.get(storeName, id)),
    put: (record) =>
      run('writing a record', async (database) => {
        await database.put(storeName, record);
      }),
    update: (id, change) =>
      unlessMissing('changing a record', undefined, async (database) => {
        const transaction = database.transaction(storeName, 'readwrite');
        const current: unknown = await transaction.store.get(id);
        const next = current === undefined ? undefined : change(current);
        if (next !== undefined) await transaction.store.put(next);
        await transaction.done;
        return next;
      }),
    remove: (id) =>
      unlessMissing('removing a record', undefined, async (database) => {
        await database.delete(storeName, id);
      }),
  };
}
