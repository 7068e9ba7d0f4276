import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { Database } from './database.ts';

/**
 * Versioned migrations: plain SQL files in migrations/, applied in name order, each in one
 * transaction together with its row in schema_migrations. An advisory lock keeps two instances
 * that start at once from applying the same file twice. Runs on start and as `npm run api -- migrate`.
 */
const folder = join(import.meta.dirname, 'migrations');
const lockId = 4_319_001;

export async function migrate(database: Database): Promise<string[]> {
  await database.script('CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
  const files = readdirSync(folder)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    const version = file.replace(/\.sql$/, '');
    const done = await sql<{ version: string }>`SELECT version FROM schema_migrations WHERE version = ${version}`.execute(database.db);
    if (done.rows.length > 0) continue;
    const body = readFileSync(join(folder, file), 'utf8');
    // One session, one transaction: the lock is released at its end. A second instance waits
    // for it and then finds the version recorded, so it skips the file.
    const ran = await database
      .script(
        `BEGIN;
SELECT pg_advisory_xact_lock(${lockId});
DO $$ BEGIN IF EXISTS (SELECT 1 FROM schema_migrations WHERE version = '${version}') THEN RAISE EXCEPTION 'lumi-migration-already-applied'; END IF; END $$;
${body}
INSERT INTO schema_migrations (version) VALUES ('${version}');
COMMIT;`,
      )
      .then(
        () => true,
        (error: unknown) => {
          if (!String(error).includes('lumi-migration-already-applied')) throw error;
          return false;
        },
      );
    if (ran) applied.push(version);
  }
  return applied;
}
