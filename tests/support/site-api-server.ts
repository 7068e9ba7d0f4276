/**
 * The site API as the browser journeys run it (tests/playwright.config.ts starts this file): the
 * service of server/main.ts, configured from the environment the same way, on a PGlite database
 * in memory that lives as long as the run. The database starts from a migrated empty one kept in
 * node_modules/.cache (server/testing/pglite-template.ts, shared with the site API's own tests): PGlite's initdb is
 * most of its start, three to four times as long as loading the copy on a busy machine, and a
 * data folder on disk starts slower still.
 */
import { serve } from '@hono/node-server';
import { parseConfig } from '../../server/config.ts';
import { createService } from '../../server/service.ts';
import { migratedPgliteTemplate } from '../../server/testing/pglite-template.ts';

const config = parseConfig();
const inMemory = !config.databaseUrl && config.dataDir === 'memory://';
const service = await createService(config, { pgliteTemplate: inMemory ? await migratedPgliteTemplate() : undefined });
const server = serve({ fetch: service.app.fetch, port: config.port, hostname: '127.0.0.1' }, (info) => {
  console.info(
    `Site API for the journeys on http://${info.address}:${info.port} (${inMemory ? 'PGlite in memory' : 'its configured database'}; CORS for ${config.siteOrigin})`,
  );
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close();
    void service.close().then(() => process.exit(0));
  });
}
