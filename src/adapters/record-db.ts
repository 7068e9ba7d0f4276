import { openDB, type IDBPDatabase } from 'idb';

/**
 * The only module that touches IndexedDB: one object store of records keyed by `id`. It knows
 * nothing of what the records mean; callers check what they read. Read-modify-write happens in
 * one readwrite transaction, which IndexedDB runs alone across every tab and worker of the
 * origin, so two contexts can never both change a record from the same old value.
 */
export interface RecordDb {
  all(): Promise<unknown[]>;
  get(id: string): Promise<unknown>;
  put(record: { readonly id: string }): Promise<void>;
  /** Applies `change` to the stored record; `undefined` from it (or no record) leaves the store as it was. */
  update<T extends { id: string }>(id: string, change: (current: unknown) => T | undefined): Promise<T | undefined>;
  remove(id: string): Promise<void>;
}

const storeName = 'records';

export function openRecordDb(name: string): RecordDb {
  let opening: Promise<IDBPDatabase> | undefined;
  const db = () => {
    opening ??= openDB(name, 1, {
      upgrade(database) {
        if (!database.objectStoreNames.contains(storeName)) database.createObjectStore(storeName, { keyPath: 'id' });
      },
    }).catch((error: unknown) => {
      // Blocked storage (private mode, site data off): let the next call try again.
      opening = undefined;
      throw error;
    });
    return opening;
  };
  return {
    async all() {
      return (await db()).getAll(storeName);
    },
    async get(id) {
      return (await db()).get(storeName, id);
    },
    async put(record) {
      await (await db()).put(storeName, record);
    },
    async update(id, change) {
      const transaction = (await db()).transaction(storeName, 'readwrite');
      const current: unknown = await transaction.store.get(id);
      const next = current === undefined ? undefined : change(current);
      if (next !== undefined) await transaction.store.put(next);
      await transaction.done;
      return next;
    },
    async remove(id) {
      await (await db()).delete(storeName, id);
    },
  };
}
