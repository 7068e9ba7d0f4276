import { closeSync, fsyncSync, mkdirSync, openSync, statfsSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { dialectWithDeadlines, poolWithDeadlines } from './deadlines.ts';
import { lockFolder, type FolderLock } from './folder-lock.ts';
import type { Schema } from './schema.ts';
import { isDiskFull } from './unavailable.ts';

/**
 * One database, two engines: a PostgreSQL server (DATABASE_URL) through node-postgres, or PGlite
 * (Postgres compiled to WebAssembly) in a folder. The same SQL and the same queries run on both.
 */
export interface Database {
  db: Kysely<Schema>;
  engine: 'postgres' | 'pglite';
  /** PGlite only: the data folder as a tarball. */
  dump?: () => Promise<Blob | File>;
  /** Runs a script of several statements (the migrations) on one session. */
  script(sql: string): Promise<void>;
  /** Opens the connections the service answers with, so its first visitors do not wait for them. */
  warm(): Promise<void>;
  /** Whether a write can be made now: the server takes one, and PGlite's folder is writable and not full. */
  ready(): Promise<Readiness>;
  close(): Promise<void>;
}

export type Readiness = { ok: true } | { ok: false; reason: string };

/** PGlite's folder cannot be used: its disk is full, or short of the space the service asks for. */
export class DataFolderFull extends Error {
  override name = 'DataFolderFull';
}

// Postgres answers bigint and numeric as strings; the counts this service reads are small.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export interface OpenOptions {
  databaseUrl: string | undefined;
  /** Sessions to the PostgreSQL server: 10 take a few hundred submissions a second. */
  databasePoolSize?: number;
  dataDir: string;
  /** A PGlite data folder dumped earlier (tests start from a migrated one instead of running initdb each time). */
  pgliteTemplate?: Blob | File | undefined;
  /** Deadlines for opening a session and for one statement, and the server's limit on an idle transaction. */
  deadlines?: { connectMs: number; statementMs: number; idleInTransactionMs: number };
  /** PGlite: the free space its folder's disk must keep. */
  minFreeBytes?: number;
}

const defaultDeadlines = { connectMs: 2_000, statementMs: 2_000, idleInTransactionMs: 10_000 };

/** The write a readiness check makes: one row, updated in place. */
const probeWrite = (db: Kysely<Schema>) =>
  sql`INSERT INTO service_probe (id, written_at) VALUES (1, now()) ON CONFLICT (id) DO UPDATE SET written_at = excluded.written_at`.execute(db);

const megabytes = (bytes: number) => `${Math.floor(bytes / 1024 / 1024)} MB`;

/** The free space on the disk of `folder`, for the service and its user. */
export const freeBytesOf = (folder: string) => {
  const stats = statfsSync(folder);
  return stats.bavail * stats.bsize;
};

/** Throws DataFolderFull, naming the folder, when its disk is short of `minFreeBytes` or takes no write. */
export function checkDataFolder(folder: string, minFreeBytes: number): void {
  const free = freeBytesOf(folder);
  if (free < minFreeBytes) {
    throw new DataFolderFull(
      `The disk holding the data folder ${folder} has ${megabytes(free)} free; the site API needs at least ${megabytes(minFreeBytes)} (API_DATA_MIN_FREE_MB). Free some space, or set API_DATA_DIR to a folder on another disk.`,
    );
  }
  const probe = join(folder, `.write-probe-${process.pid}`);
  try {
    const fd = openSync(probe, 'w');
    try {
      writeSync(fd, 'ok');
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    unlinkSync(probe);
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    if (code === 'ENOSPC' || code === 'EDQUOT')
      throw new DataFolderFull(`The disk holding the data folder ${folder} is full. Free some space, or set API_DATA_DIR to a folder on another disk.`);
    throw new DataFolderFull(
      `The data folder ${folder} cannot be written to (${code ?? 'error'}). Check its owner and permissions, or set API_DATA_DIR to another folder.`,
    );
  }
}

async function readinessOf(checks: Array<() => Promise<void> | void>): Promise<Readiness> {
  try {
    for (const check of checks) await check();
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: `${(error as Error).name}: ${(error as Error).message.split('\n')[0]?.slice(0, 200)}` };
  }
}

export async function openDatabase({
  databaseUrl,
  databasePoolSize = 10,
  dataDir,
  pgliteTemplate,
  deadlines = defaultDeadlines,
  minFreeBytes = 0,
}: OpenOptions): Promise<Database> {
  if (databaseUrl) {
    // Idle connections stay open a while: a quiet minute should not make the next visitor wait
    // for a new session. The server cancels a statement past its deadline and ends a session
    // left idle inside a transaction; the client gives up a little later than the server, for
    // the frozen server that cancels nothing (server/db/deadlines.ts).
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: databasePoolSize,
      idleTimeoutMillis: 300_000,
      application_name: 'lumi-site-api',
      connectionTimeoutMillis: deadlines.connectMs,
      statement_timeout: deadlines.statementMs,
      lock_timeout: deadlines.statementMs,
      idle_in_transaction_session_timeout: deadlines.idleInTransactionMs,
      keepAlive: true,
    });
    // A connection the server closes while idle (a restart, a managed database's maintenance) is
    // dropped from the pool and replaced on demand; without a listener it would end the process.
    pool.on('error', (error) => console.error(`database: an idle connection failed (${error.message}); it is replaced on demand`));
    const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool: poolWithDeadlines(pool, deadlines.statementMs + 500) }) });
    return {
      db,
      engine: 'postgres',
      ready: () => readinessOf([() => probeWrite(db).then(() => undefined)]),
      async warm() {
        const clients = await Promise.all(Array.from({ length: databasePoolSize }, () => pool.connect()));
        try {
          await Promise.all(clients.map((client) => client.query('SELECT 1')));
        } finally {
          for (const client of clients) client.release();
        }
      },
      async script(text) {
        const client = await pool.connect();
        try {
          // A migration may take longer than a visitor's statement may.
          await client.query('SET statement_timeout = 0');
          await client.query(text);
          await client.query('RESET statement_timeout');
        } catch (error) {
          // A failed script leaves its transaction open on this session: end it before reuse.
          await client.query('ROLLBACK').catch(() => undefined);
          throw error;
        } finally {
          client.release();
        }
      },
      close: () => db.destroy(),
    };
  }
  const inMemory = dataDir.startsWith('memory://');
  let lock: FolderLock | undefined;
  if (!inMemory) {
    mkdirSync(dataDir, { recursive: true });
    checkDataFolder(dataDir, minFreeBytes);
    lock = lockFolder(dataDir);
  }
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(dataDir, pgliteTemplate ? { loadDataDir: pgliteTemplate } : {});
  } catch (error) {
    lock?.release();
    if (isDiskFull(error))
      throw new DataFolderFull(
        `The disk holding the data folder ${dataDir} is full: PGlite could not write its files. Free some space, or set API_DATA_DIR to a folder on another disk.`,
      );
    throw error;
  }
  const db = new Kysely<Schema>({
    dialect: dialectWithDeadlines(new PGliteDialect(pglite), { acquireMs: deadlines.connectMs, statementMs: deadlines.statementMs }),
  });
  return {
    db,
    engine: 'pglite',
    dump: () => pglite.dumpDataDir('none'),
    // One in-process session: nothing to open ahead.
    warm: async () => undefined,
    ready: () => readinessOf([...(inMemory ? [] : [() => checkDataFolder(dataDir, minFreeBytes)]), () => probeWrite(db).then(() => undefined)]),
    async script(text) {
      try {
        await pglite.exec(text);
      } catch (error) {
        await pglite.exec('ROLLBACK').catch(() => undefined);
        throw error;
      }
    },
    async close() {
      try {
        await db.destroy();
        if (!pglite.closed) await pglite.close();
      } finally {
        lock?.release();
      }
    },
  };
}
