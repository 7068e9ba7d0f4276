import { serve } from '@hono/node-server';
import { parseConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { createService } from './service.ts';

/**
 * `npm run api`: the service on Node (API_PORT, default 4319), migrations applied first.
 * `npm run api -- migrate`: only the migrations, then exit (for a deploy step).
 */
const config = parseConfig();
const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;

if (process.argv.includes('migrate')) {
  const database = await openDatabase(config);
  const applied = await migrate(database);
  await database.close();
  console.info(applied.length ? `Applied ${applied.join(', ')} on ${where}.` : `Nothing to migrate on ${where}.`);
  process.exit(0);
}

const service = await createService(config);
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
