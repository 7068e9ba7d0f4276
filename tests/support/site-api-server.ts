/**
 * The site API as the browser journeys run it (tests/playwright.config.ts starts this file): the
 * service of server/main.ts, configured from the environment the same way, on a PGlite database
 * in memory that lives as long as the run. The database starts from a migrated empty one kept in
 * node_modules/.cache (the site API's own tests make and use the same file): PGlite's initdb is
 * most of its start, three to four times as long as loading the copy on a busy machine, and a
 * data folder on disk starts slower still.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { parseConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { createService } from '../../server/service.ts';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The migrated empty database as a tarball, named by the migrations it holds; made when missing. */
async function migratedTemplate(): Promise<Blob> {
  const migrations = join(repo, 'server/db/migrations');
  const hash = createHash('sha256');
  for (const file of readdirSync(migrations).sort()) hash.update(file).update(readFileSync(join(migrations, file)));
  const cached = join(repo, `node_modules/.cache/lumi-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
  if (existsSync(cached)) return new Blob([readFileSync(cached)]);
  const database = await openDatabase({ databaseUrl: undefined, dataDir: 'memory://' });
  await migrate(database);
  const dump = await (database.dump as () => Promise<Blob | File>)();
  await database.close();
  mkdirSync(dirname(cached), { recursive: true });
  // Written aside and renamed: a parallel reader never sees half a file.
  writeFileSync(`${cached}.${process.pid}`, Buffer.from(await dump.arrayBuffer()));
  renameSync(`${cached}.${process.pid}`, cached);
  return dump;
}

const config = parseConfig();
const inMemory = !config.databaseUrl && config.dataDir === 'memory://';
const service = await createService(config, { pgliteTemplate: inMemory ? await migratedTemplate() : undefined });
const server = serve({ fetch: service.app.fetch, port: config.port, hostname: '127.0.0.1' }, (info) => {
  console.info(`Site API for the journeys on http://${info.address}:${info.port} (${inMemory ? 'PGlite in memory' : 'its configured database'}; CORS for ${config.siteOrigin})`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close();
    void service.close().then(() => process.exit(0));
  });
}
