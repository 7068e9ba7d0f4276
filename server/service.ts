import type { Hono } from 'hono';
import { createMailer, type Mailer } from './adapters/mail.ts';
import { createPaypal } from './adapters/paypal.ts';
import { createApp } from './http/app.ts';
import { contract } from './contract/contract.ts';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { effectHandlers } from './domain/effects.ts';
import { createOutbox, type Outbox } from './domain/outbox.ts';
import { eraseExpired } from './domain/retention.ts';

/** The whole service, put together from its config: database (migrated), outbox, HTTP app. */
export interface Service {
  app: Hono;
  database: Database;
  outbox: Outbox;
  mailer: Mailer;
  close(): Promise<void>;
}

export interface ServiceOptions {
  /** Timers for the outbox and retention, and effects run right after each submission (off in tests). */
  background?: boolean;
  pgliteTemplate?: Blob | File | undefined;
}

export async function createService(config: Config, { background = true, pgliteTemplate }: ServiceOptions = {}): Promise<Service> {
  const database = await openDatabase({ ...config, pgliteTemplate, deadlines: config.database, minFreeBytes: config.dataMinFreeBytes });
  await migrate(database);
  // Ready means warm: the contract's checks compiled and the database's connections open, so the
  // first requests after a start are answered as fast as the rest.
  contract();
  await database.warm();
  const mailer = createMailer(config.smtpUrl, config.mailFrom, {
    timeoutMs: config.destinations.mail.deadlineMs,
    connections: config.destinations.mail.concurrency,
  });
  const paypal = createPaypal({ ...config.paypal, timeoutMs: config.destinations.paypal.deadlineMs });
  const outbox = createOutbox(database.db, effectHandlers(database.db, config, { mailer, paypal }), {
    intervalMs: config.outboxIntervalMs,
    destinations: config.destinations,
    baseDelayMs: config.outboxRetryMs,
    maxAttempts: config.outboxMaxAttempts,
    giveUpMs: config.outboxGiveUpMs,
  });
  const app = createApp({ config, database, outbox, paypal, kickOutbox: background });
  let retention: NodeJS.Timeout | undefined;
  if (background) {
    outbox.start();
    void outbox.kick();
    const erase = () =>
      void eraseExpired(database.db, { doneDays: config.retentionDays, openDays: config.retentionOpenDays }).catch((error: unknown) =>
        console.error(`retention failed: ${(error as Error).message}`),
      );
    erase();
    retention = setInterval(erase, 3_600_000);
    retention.unref();
  }
  return {
    app,
    database,
    outbox,
    mailer,
    async close() {
      if (retention) clearInterval(retention);
      await outbox.stop();
      mailer.close();
      await database.close();
    },
  };
}
