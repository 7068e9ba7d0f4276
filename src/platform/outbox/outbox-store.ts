import { openRecordDb, type RecordDb } from '@/adapters/record-db';
import { isOutboxEntry, type OutboxEntry } from './model/outbox-entry';
import { outboxDbName } from './shared-names';

/**
 * The outbox's view of its IndexedDB store: only records that are valid entries come out, and
 * an invalid record is logged and left alone (never silently deleted, never sent).
 */
export interface OutboxStore {
  list(): Promise<OutboxEntry[]>;
  get(id: string): Promise<OutboxEntry | undefined>;
  put(entry: OutboxEntry): Promise<void>;
  /** Atomic read-modify-write of one entry; `change` returning undefined leaves it as it is. */
  update(id: string, change: (entry: OutboxEntry) => OutboxEntry | undefined): Promise<OutboxEntry | undefined>;
  remove(id: string): Promise<void>;
}

export function createOutboxStore(db: RecordDb = openRecordDb(outboxDbName)): OutboxStore {
  const checked = (record: unknown): OutboxEntry | undefined => {
    if (isOutboxEntry(record)) return record;
    if (record !== undefined) console.warn('[outbox] ignoring a stored record this version does not understand', record);
    return undefined;
  };
  return {
    async list() {
      return (await db.all()).map(checked).filter((entry): entry is OutboxEntry => entry !== undefined);
    },
    async get(id) {
      return checked(await db.get(id));
    },
    put: (entry) => db.put(entry),
    update: (id, change) =>
      db.update(id, (current) => {
        const entry = checked(current);
        return entry && change(entry);
      }),
    remove: (id) => db.remove(id),
  };
}
