import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';

let template: Promise<Blob | File> | undefined;

/**
 * A migrated, empty PGlite database as a tarball, made once and kept in node_modules/.cache
 * (named by the migrations' hash): initdb is the slow part of PGlite's start, most of a minute
 * on a busy machine, and every test file and every journey run would pay it. Written aside and
 * renamed, so a parallel reader never sees half a file.
 */
export function migratedPgliteTemplate(): Promise<Blob | File> {
  template ??= (async () => {
    const folder = join(import.meta.dirname, '../db/migrations');
    const hash = createHash('sha256');
    for (const file of readdirSync(folder).sort()) hash.update(file).update(readFileSync(join(folder, file)));
    const cached = join(import.meta.dirname, `../../node_modules/.cache/lumi-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
    if (existsSync(cached)) return new Blob([readFileSync(cached)]);
    const database = await openDatabase({ databaseUrl: undefined, dataDir: 'memory://' });
    await migrate(database);
    const dump = await (database.dump as () => Promise<Blob | File>)();
    await database.close();
    mkdirSync(dirname(cached), { recursive: true });
    writeFileSync(`${cached}.${process.pid}`, Buffer.from(await dump.arrayBuffer()));
    renameSync(`${cached}.${process.pid}`, cached);
    return dump;
  })();
  return template;
}
