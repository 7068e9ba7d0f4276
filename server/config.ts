import { createHash } from 'node:crypto';

/**
 * The service's settings, parsed once from the environment (docs/deploy.md lists them). Nothing
 * else in server/ reads process.env.
 */
export interface Config {
  port: number;
  /** The address to listen on: loopback unless a host puts the service behind its own proxy. */
  host: string;
  /** The one origin CORS allows, and where a visitor without JavaScript is sent back to. */
  siteOrigin: string;
  /** The service's own address as the visitor's browser reaches it (PayPal's links point here). */
  publicUrl: string;
  databaseUrl: string | undefined;
  /** Sessions held open to the PostgreSQL server, all opened before the service listens. */
  databasePoolSize: number;
  /** PGlite's folder, or `memory://` for a database that lives as long as the process. */
  dataDir: string;
  staffToken: string | undefined;
  encryptionKey: Buffer | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  crmFormUrl: string | undefined;
  paypal: { clientId: string; clientSecret: string; environment: 'sandbox' | 'production'; baseUrl: string | undefined };
  retentionDays: number;
  bodyLimitBytes: number;
  /** How often the outbox looks for due effects. */
  outboxIntervalMs: number;
  /** The first wait before a failed effect is tried again; it doubles with each failure, up to an hour. */
  outboxRetryMs: number;
}

type Env = Record<string, string | undefined>;

function numberOf(env: Env, name: string, fallback: number, { min = 0, max = Number.MAX_SAFE_INTEGER } = {}): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name}="${raw}" is not a whole number from ${min} to ${max}`);
  return value;
}

function keyOf(raw: string | undefined): Buffer | undefined {
  if (!raw) return undefined;
  const key = Buffer.from(raw, 'base64');
  if (key.length !== 32) throw new Error('API_ENCRYPTION_KEY must be 32 random bytes in base64 (openssl rand -base64 32)');
  return key;
}

function originOf(name: string, raw: string): string {
  try {
    return new URL(raw).origin;
  } catch {
    throw new Error(`${name}="${raw}" is not an address`);
  }
}

export function parseConfig(env: Env = process.env): Config {
  const port = numberOf(env, 'API_PORT', 4319, { max: 65_535 });
  const paypalEnvironment = env.PAYPAL_ENVIRONMENT === 'production' ? 'production' : 'sandbox';
  return {
    port,
    host: env.API_HOST || '127.0.0.1',
    siteOrigin: originOf('SITE_ORIGIN', env.SITE_ORIGIN || 'http://localhost:4173'),
    publicUrl: (env.API_PUBLIC_URL || `http://127.0.0.1:${port}`).replace(/\/$/, ''),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.API_DATA_DIR || '.data/api',
    staffToken: env.STAFF_TOKEN || undefined,
    encryptionKey: keyOf(env.API_ENCRYPTION_KEY),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Lumi <kundenservice@lumi.example>',
    crmFormUrl: env.CRM_FORM_URL || undefined,
    paypal: {
      clientId: env.PAYPAL_CLIENT_ID || '',
      clientSecret: env.PAYPAL_CLIENT_SECRET || '',
      environment: paypalEnvironment,
      baseUrl: env.PAYPAL_BASE_URL || undefined,
    },
    retentionDays: numberOf(env, 'RETENTION_DAYS', 90, { min: 1 }),
    databasePoolSize: numberOf(env, 'DATABASE_POOL_SIZE', 10, { min: 1, max: 100 }),
    bodyLimitBytes: numberOf(env, 'API_BODY_LIMIT', 64 * 1024, { min: 1024 }),
    outboxIntervalMs: numberOf(env, 'OUTBOX_INTERVAL_MS', 2_000, { min: 10 }),
    outboxRetryMs: numberOf(env, 'OUTBOX_RETRY_MS', 5_000, { min: 0 }),
  };
}

/** Who read: a short fingerprint of the token, never the token itself. */
export const staffIdOf = (token: string) => `staff:${createHash('sha256').update(token).digest('hex').slice(0, 8)}`;
