import { serve } from '@hono/node-server';
import { parseConfig } from './config.ts';
import { DataFolderFull, openDatabase } from './db/database.ts';
import { FolderInUse } from './db/folder-lock.ts';
import { migrate } from './db/migrate.ts';
import { createService, type Service } from './service.ts';

/**
 * `npm run api`: the service on Node (API_PORT, default 4319), migrations applied first.
 * `npm run api -- migrate`: only the migrations, then exit (for a deploy step).
 */
const config = parseConfig();
const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;

/** A start that cannot work says why in one line an operator can act on, and stops. */
async function orStop<T>(starting: Promise<T>): Promise<T> {
  try {
    return await starting;
  } catch (error) {
    if (error instanceof FolderInUse || error instanceof DataFolderFull) {
      console.error(`The site API did not start: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

if (process.argv.includes('migrate')) {
  const database = await orStop(openDatabase({ ...config, deadlines: config.database, minFreeBytes: config.dataMinFreeBytes }));
  const applied = await migrate(database);
  await database.close();
  console.info(applied.length ? `Applied ${applied.join(', ')} on ${where}.` : `Nothing to migrate on ${where}.`);
  process.exit(0);
}

const service: Service = await orStop(createService(config));
const server = serve({ fetch: service.app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.info(`Site API listening on http://${info.address}:${info.port} (${where}; CORS for ${config.siteOrigin})`);
  if (!config.encryptionKey) console.warn('API_ENCRYPTION_KEY is not set: pre-orders by SEPA are refused.');
  if (!config.staffToken) console.info('STAFF_TOKEN is not set: the staff routes are off.');
  if (!config.crmFormUrl) console.warn('CRM_FORM_URL is not set: leads wait in the outbox.');
  if (!config.smtpUrl) console.warn('SMTP_URL is not set: receipts wait in the outbox.');
});

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.close();
    void service.close().then(() => process.exit(0));
  });
}
