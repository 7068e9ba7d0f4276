import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Schema } from './schema.ts';

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
  close(): Promise<void>;
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
}

export async function openDatabase({ databaseUrl, databasePoolSize = 10, dataDir, pgliteTemplate }: OpenOptions): Promise<Database> {
  if (databaseUrl) {
    // Idle connections stay open a while: a quiet minute should not make the next visitor wait
    // for a new session.
    const pool = new pg.Pool({ connectionString: databaseUrl, max: databasePoolSize, idleTimeoutMillis: 300_000, application_name: 'lumi-site-api' });
    // A connection the server closes while idle (a restart, a managed database's maintenance) is
    // dropped from the pool and replaced on demand; without a listener it would end the process.
    pool.on('error', (error) => console.error(`database: an idle connection failed (${error.message}); it is replaced on demand`));
    const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      engine: 'postgres',
      async warm() {
        const clients = await Promise.all(Array.from({ length: databasePoolSize }, () => pool.connect()));
        try {
          await Promise.all(clients.map((client) => client.query('SELECT 1')));
        } finally {
          for (const client of clients) client.release();
        }
      },
      async script(sql) {
        const client = await pool.connect();
        try {
          await client.query(sql);
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
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir, pgliteTemplate ? { loadDataDir: pgliteTemplate } : {});
  const db = new Kysely<Schema>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    engine: 'pglite',
    dump: () => pglite.dumpDataDir('none'),
    // One in-process session: nothing to open ahead.
    warm: async () => undefined,
    async script(sql) {
      try {
        await pglite.exec(sql);
      } catch (error) {
        await pglite.exec('ROLLBACK').catch(() => undefined);
        throw error;
      }
    },
    async close() {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}
