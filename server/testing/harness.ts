import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { parseConfig, type Config } from '../config.ts';
import { createService, type Service } from '../service.ts';
import { migratedPgliteTemplate } from './pglite-template.ts';

/**
 * The service under test, on the database this run is about: PGlite (default), or the
 * PostgreSQL server of TEST_DATABASE_URL (scripts/test.mjs starts one), with a fresh database
 * per call so files and tests do not see each other's rows.
 */
export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
export const siteOrigin = 'http://site.test';
export const crmFormUrl = 'http://crm.test/crm/form';
export const staffToken = 'staff-secret-token';
export const encryptionKey = randomBytes(32).toString('base64');

/** A port nothing listens on yet: taken from the system, then released. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A place to keep data across a restart: a PGlite folder, or a Postgres database. */
export async function freshStore(): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  if (onPostgres) {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const name = `lumi_${randomUUID().replaceAll('-', '')}`;
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.pathname = `/${name}`;
    return { env: { DATABASE_URL: url.href }, drop: async () => undefined };
  }
  const dir = mkdtempSync(join(tmpdir(), 'lumi-api-test-'));
  return { env: { API_DATA_DIR: dir }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

export function testConfig(env: Record<string, string | undefined> = {}): Config {
  return parseConfig({
    SITE_ORIGIN: siteOrigin,
    API_PUBLIC_URL: 'http://api.test',
    API_DATA_DIR: 'memory://',
    STAFF_TOKEN: staffToken,
    API_ENCRYPTION_KEY: encryptionKey,
    CRM_FORM_URL: crmFormUrl,
    MAIL_FROM: 'Lumi <kundenservice@lumi.example>',
    PAYPAL_CLIENT_ID: 'test-client',
    PAYPAL_CLIENT_SECRET: 'test-secret',
    OUTBOX_RETRY_MS: '0',
    ...env,
  });
}

export interface TestService extends Service {
  config: Config;
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  staff(path: string, init?: RequestInit & { accept?: string }): Promise<Response>;
}

/**
 * Starts the service; without its timers unless `background` (tests drive the outbox with
 * kick()). A new PGlite database, in memory or in an empty folder, starts from the migrated
 * template rather than from initdb.
 */
export async function startService(env: Record<string, string | undefined> = {}, { background = false } = {}): Promise<TestService> {
  const store = onPostgres && !env.DATABASE_URL ? await freshStore() : undefined;
  const config = testConfig({ ...store?.env, ...env });
  const fromTemplate = !config.databaseUrl && (config.dataDir === 'memory://' || !existsSync(join(config.dataDir, 'PG_VERSION')));
  const service = await createService(config, { background, pgliteTemplate: fromTemplate ? await migratedPgliteTemplate() : undefined });
  return {
    ...service,
    config,
    post: (path, body, headers = {}) =>
      Promise.resolve(
        service.app.request(path, {
          method: 'POST',
          headers: body instanceof FormData ? headers : { 'content-type': 'application/json', ...headers },
          body: body instanceof FormData ? body : JSON.stringify(body),
        }),
      ),
    staff: (path, { accept, ...init } = {}) =>
      Promise.resolve(
        service.app.request(`/staff${path}`, {
          ...init,
          headers: { authorization: `Bearer ${staffToken}`, ...(accept ? { accept } : {}), ...(init.headers as Record<string, string>) },
        }),
      ),
  };
}

/** The buyer of the example orders: what an order keeps for the tax record, besides plan, payment and language. */
export const buyer = { firstName: 'Erika', lastName: 'Muster', street: 'Hauptstraße 1', postalCode: '10115', city: 'Berlin' } as const;
const reachable = { email: 'erika@example.com', phone: '030 1234567' } as const;

/** Valid bodies, one per contract path: the tests change one field at a time. */
export const valid = {
  callback: { name: 'Erika Muster', phone: '+49 30 1234567', day: 'mon', time: '10:30', consent: 'yes', locale: 'de' },
  'test-user': { programme: 'test-user', ...buyer, ...reachable, user: 'self', message: '', consent: 'yes', locale: 'de' },
  orderSepa: {
    plan: 'basis',
    ...buyer,
    ...reachable,
    paymentMethod: 'sepa',
    accountHolder: 'Erika Muster',
    iban: 'DE89370400440532013000',
    mandate: 'yes',
    locale: 'de',
  },
  orderPaypal: { plan: 'erweitert', ...buyer, ...reachable, paymentMethod: 'paypal', returnUrl: 'http://site.test/checkout/payment', locale: 'en' },
  cancellation: { name: 'Erika Muster', email: 'erika@example.com', contractReference: 'L-1001', kind: 'ordinary', effective: 'earliest', locale: 'de' },
  withdrawal: { name: 'Erika Muster', email: 'erika@example.com', orderReference: 'L-1001', contract: 'Basis, bestellt am 1. November', locale: 'en' },
  'accessibility-feedback': { problem: 'The menu cannot be reached with the keyboard.', location: '/shop', name: '', email: '', locale: 'en' },
} as const;

export const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};
