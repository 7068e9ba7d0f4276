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
  /** After this many attempts, or this long after it was first due, an effect is marked failed for staff to look at. */
  outboxMaxAttempts: number;
  outboxGiveUpMs: number;
  /** Per outside system: the deadline of one call, and how many run at once. */
  destinations: Record<Destination, DestinationSettings>;
  database: DatabaseDeadlines;
  /** How long a request that waits on the database may take before it is answered 503. */
  requestTimeoutMs: number;
  /** Days the personal data of a submission never marked done is kept after it was received. */
  retentionOpenDays: number;
  /** PGlite: the free space its folder's disk must have for the service to call itself ready. */
  dataMinFreeBytes: number;
  /** Form posts one client may make per window (per instance), before it is asked to wait (429). */
  postsPerClient: { limit: number; windowMs: number };
  /** Receipts one address gets within an hour; past it the submission is kept and its mail held back for staff. */
  mailsPerAddressPerHour: number;
  /**
   * The proxies in front of the service whose X-Forwarded-For is believed (addresses, CIDR
   * ranges, or `loopback`, `linklocal`, `uniquelocal`); without them the client is the peer.
   */
  trustedProxies: string[];
}

export type Destination = 'mail' | 'crm' | 'paypal';

export interface DestinationSettings {
  /** Longest one call may take (connection, answer and all); an effect past it counts as failed. */
  deadlineMs: number;
  concurrency: number;
}

export interface DatabaseDeadlines {
  /** Opening a session, or waiting for a free one of the pool. */
  connectMs: number;
  /** One statement; the server cancels it (statement_timeout) and the client gives up shortly after. */
  statementMs: number;
  /** A session left inside a transaction is ended by the server after this long. */
  idleInTransactionMs: number;
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

/** An outside call's deadline: from 100 ms (tests) to two minutes (a very slow provider). */
const deadline = { min: 100, max: 120_000 };
const concurrency = { min: 1, max: 64 };

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
    outboxMaxAttempts: numberOf(env, 'OUTBOX_MAX_ATTEMPTS', 30, { min: 1, max: 1_000 }),
    outboxGiveUpMs: numberOf(env, 'OUTBOX_GIVE_UP_HOURS', 24, { min: 1, max: 24 * 30 }) * 3_600_000,
    destinations: {
      mail: { deadlineMs: numberOf(env, 'SMTP_TIMEOUT_MS', 10_000, deadline), concurrency: numberOf(env, 'MAIL_CONCURRENCY', 4, concurrency) },
      crm: { deadlineMs: numberOf(env, 'CRM_TIMEOUT_MS', 10_000, deadline), concurrency: numberOf(env, 'CRM_CONCURRENCY', 4, concurrency) },
      paypal: { deadlineMs: numberOf(env, 'PAYPAL_TIMEOUT_MS', 10_000, deadline), concurrency: numberOf(env, 'PAYPAL_CONCURRENCY', 2, concurrency) },
    },
    database: {
      connectMs: numberOf(env, 'DATABASE_CONNECT_TIMEOUT_MS', 2_000, { min: 100, max: 60_000 }),
      statementMs: numberOf(env, 'DATABASE_STATEMENT_TIMEOUT_MS', 2_000, { min: 100, max: 60_000 }),
      idleInTransactionMs: numberOf(env, 'DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS', 10_000, { min: 1_000, max: 600_000 }),
    },
    requestTimeoutMs: numberOf(env, 'API_REQUEST_TIMEOUT_MS', 2_500, { min: 200, max: 60_000 }),
    retentionOpenDays: numberOf(env, 'RETENTION_OPEN_DAYS', 365, { min: 1 }),
    dataMinFreeBytes: numberOf(env, 'API_DATA_MIN_FREE_MB', 64, { min: 0, max: 1_000_000_000 }) * 1024 * 1024,
    postsPerClient: {
      limit: numberOf(env, 'RATE_LIMIT_POSTS', 20, { min: 1, max: 100_000 }),
      windowMs: numberOf(env, 'RATE_LIMIT_WINDOW_SECONDS', 60, { min: 1, max: 3_600 }) * 1000,
    },
    mailsPerAddressPerHour: numberOf(env, 'MAIL_LIMIT_PER_ADDRESS_PER_HOUR', 5, { min: 1, max: 10_000 }),
    trustedProxies: (env.TRUSTED_PROXIES ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  };
}

/** Who read: a short fingerprint of the token, never the token itself. */
export const staffIdOf = (token: string) => `staff:${createHash('sha256').update(token).digest('hex').slice(0, 8)}`;
