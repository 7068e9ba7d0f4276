import type { IncomingMessage } from 'node:http';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { rateLimiter } from 'hono-rate-limiter';
import { clientAddressResolver } from './client-address.ts';
import type { Config } from '../config.ts';
import { contract, idempotencyKeyPattern } from '../contract/contract.ts';
import { kindTable, submissionKinds } from '../contract/kinds.generated.ts';
import type { Database } from '../db/database.ts';
import { within } from '../db/deadlines.ts';
import type { SubmissionKind } from '../db/schema.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { failurePage, failurePageHeaders } from './failure-page.ts';
import { normaliseFormPost } from './form-post.ts';
import { invalidMessage, localeOf, message, type Locale } from './messages.ts';
import type { Outbox } from '../domain/outbox.ts';
import { paypalRoutes } from './paypal-routes.ts';
import { staffRoutes } from './staff-routes.ts';
import { KeyInUse, KeyReused, takeSubmission } from '../domain/submissions.ts';
import { formPageOf, thankYouUrl } from './site-pages.ts';
import type { Paypal } from '../adapters/paypal.ts';

/**
 * The HTTP face of the service: every path of docs/api/openapi.yaml, each one contract-first
 * (read, validate, act in one transaction, answer), plus the health checks, PayPal's way back and
 * the staff routes. It runs on any runtime Hono runs on; main.ts serves it on Node.
 */
export interface AppDeps {
  config: Config;
  database: Pick<Database, 'db' | 'ready'>;
  outbox: Outbox;
  paypal: Pick<Paypal, 'getOrder'>;
  /** Run the effects of a new submission at once (off in tests, which drive the outbox themselves). */
  kickOutbox?: boolean;
}

type Read = { kind: 'json' | 'form'; fields: Record<string, unknown> } | { kind: 'unreadable' } | { kind: 'unsupported' };

async function readBody(c: Context): Promise<Read> {
  const type = c.req.header('content-type') ?? '';
  try {
    if (/^application\/json\b/i.test(type)) {
      const parsed: unknown = await c.req.json();
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { kind: 'unreadable' };
      return { kind: 'json', fields: parsed as Record<string, unknown> };
    }
    if (/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type)) {
      const fields: Record<string, unknown> = {};
      for (const [name, value] of (await c.req.raw.formData()).entries()) {
        // A file is nothing the contract takes: it fails validation as a non-string.
        fields[name] = typeof value === 'string' ? value : {};
      }
      return { kind: 'form', fields };
    }
  } catch {
    return { kind: 'unreadable' };
  }
  return { kind: 'unsupported' };
}

/**
 * A visitor without JavaScript posted the native form: they get pages, not JSON. Told by the
 * headers alone, so that a refusal before the body was read (too large, too many) is a page too.
 */
const isNativeFormPost = (c: Context) =>
  /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(c.req.header('content-type') ?? '') &&
  !/application\/json/i.test(c.req.header('accept') ?? '');

/** Seconds a client is asked to wait before it sends again to a database that could not take a write. */
export const unavailableRetryAfterSeconds = 10;
/** Seconds to wait for the first request with the same Idempotency-Key to finish. */
export const keyInUseRetryAfterSeconds = 2;

type RefusalStatus = 400 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503;

export function createApp({ config, database, outbox, paypal, kickOutbox = true }: AppDeps): Hono {
  const { db } = database;
  const app = new Hono();
  const localeOfRequest = (c: Context): Locale => localeOf(c.req.header('accept-language'));
  const clientOf = clientAddressResolver(config.trustedProxies);
  /** Requests with an Idempotency-Key being taken in this process right now: a repeat meanwhile is told to wait. */
  const keysInUse = new Set<string>();

  /** A refusal: JSON with `message` for the site's script, a page for a visitor without JavaScript. */
  const refuse = (c: Context, status: RefusalStatus, text: string, { retryAfter, kind }: { retryAfter?: number; kind?: SubmissionKind | undefined } = {}) => {
    if (retryAfter !== undefined) c.header('Retry-After', String(retryAfter));
    if (kind && isNativeFormPost(c)) return c.html(failurePage(localeOfRequest(c), text, formPageOf(config.siteOrigin, kind)), status, failurePageHeaders);
    return c.json({ message: text }, status);
  };
  const unavailable = (c: Context, kind?: SubmissionKind) =>
    refuse(c, 503, message(localeOfRequest(c), 'unavailable'), { retryAfter: unavailableRetryAfterSeconds, kind });
  const kindOfPath = (path: string) => submissionKinds.find((kind) => kindTable[kind].path === path);

  /**
   * A request that waits on the database is answered within `requestTimeoutMs`, whatever the
   * database does: 503 and Retry-After, so the visitor's device sends it again later. The work
   * may still finish; the Idempotency-Key of the repeat then finds its answer.
   */
  const withinDeadline: MiddlewareHandler = async (c, next) => {
    let late = false;
    let timer: NodeJS.Timeout | undefined;
    const work = next().then(() => false);
    work.catch((error: unknown) => {
      if (late) console.error(`${c.req.method} ${c.req.path} failed after its late answer: ${(error as Error).name}`);
    });
    const overdue = new Promise<true>((resolve) => {
      timer = setTimeout(() => resolve(true), config.requestTimeoutMs);
    });
    try {
      late = await Promise.race([work, overdue]);
    } finally {
      clearTimeout(timer);
    }
    if (!late) return;
    console.warn(`${c.req.method} ${c.req.path} answered 503: no answer from the database within ${config.requestTimeoutMs} ms`);
    return unavailable(c);
  };

  // Liveness: the process answers (a load balancer or container probe restarts it when not).
  app.get('/health/live', (c) => c.json({ ok: true }));
  // Readiness: a write can be made now (send traffic elsewhere when not).
  const readiness = async (c: Context) => {
    const ready = await database.ready();
    if (ready.ok) return c.json({ ok: true });
    console.warn(`readiness: not ready (${ready.reason})`);
    c.header('Retry-After', String(unavailableRetryAfterSeconds));
    return c.json({ ok: false }, 503);
  };
  app.get('/health/ready', withinDeadline, readiness);
  // The address monitors were set up with before the two checks existed: readiness.
  app.get('/health', withinDeadline, readiness);

  const siteCors = cors({
    origin: (origin) => (origin === config.siteOrigin ? origin : null),
    allowMethods: ['POST', 'OPTIONS'],
    allowHeaders: ['content-type', 'idempotency-key'],
    // The site's outbox waits as long as Retry-After asks; a cross-origin script sees only the headers named here.
    exposeHeaders: ['Retry-After', 'Idempotent-Replayed'],
    maxAge: 600,
  });

  /**
   * Form posts per client and window. The site's outbox waits as Retry-After says and sends
   * again, so a real visitor loses nothing; a flood is turned away before it costs a row. Per
   * instance: with several instances a client may send that many to each.
   */
  const peerOf = (c: Context) => (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket?.remoteAddress;
  const postsPerClient = rateLimiter({
    windowMs: config.postsPerClient.windowMs,
    limit: config.postsPerClient.limit,
    standardHeaders: 'draft-6',
    // Where the runtime does not say who connected, clients cannot be told apart: no one is limited
    // rather than everyone together.
    skip: (c) => peerOf(c) === undefined,
    keyGenerator: (c) => clientOf(peerOf(c), c.req.header('x-forwarded-for')),
    handler: (c) => {
      console.warn(`${c.req.path} answered 429: more than ${config.postsPerClient.limit} posts in ${config.postsPerClient.windowMs / 1000} s from one client`);
      return refuse(c, 429, message(localeOfRequest(c), 'tooMany'), { kind: kindOfPath(c.req.path) });
    },
  });

  for (const kind of submissionKinds) {
    const { path } = kindTable[kind];
    app.use(path, siteCors);
    app.post(
      path,
      postsPerClient,
      bodyLimit({
        maxSize: config.bodyLimitBytes,
        onError: (c) => {
          // The rest of the body is not read: the connection cannot carry another request.
          c.header('Connection', 'close');
          return refuse(c, 413, message(localeOfRequest(c), 'tooLarge'), { kind });
        },
      }),
      (c) => submit(c, kind),
    );
  }

  async function submit(c: Context, kind: SubmissionKind): Promise<Response> {
    const locale = localeOfRequest(c);
    const key = c.req.header('idempotency-key');
    if (key !== undefined && !idempotencyKeyPattern.test(key)) return refuse(c, 400, message(locale, 'badKey'), { kind });
    const read = await readBody(c);
    if (read.kind === 'unsupported') return refuse(c, 415, message(locale, 'unreadable'), { kind });
    if (read.kind === 'unreadable') return refuse(c, 400, message(locale, 'unreadable'), { kind });
    if (read.kind === 'form' && !kindTable[kind].noJs) return refuse(c, 415, message(locale, 'unreadable'), { kind });
    // JSON is the site script's own encoding and stays strict; a form post is what the browser made of the form.
    const { path } = kindTable[kind];
    const body = read.kind === 'form' ? normaliseFormPost(read.fields, new Set(kindTable[kind].required)) : read.fields;
    const refused = contract().problem(path, body);
    if (refused) return refuse(c, 400, invalidMessage(locale, refused.field), { kind });
    const fields = body as Record<string, string>;
    if (fields.iban !== undefined && !config.encryptionKey) return refuse(c, 400, message(locale, 'sepaOff'), { kind });
    // PayPal sends the visitor back through this service to `returnUrl`: only ever to the site itself.
    if (fields.returnUrl !== undefined && !isOnSite(fields.returnUrl, config.siteOrigin)) return refuse(c, 400, message(locale, 'returnUrl'), { kind });

    const inUse = key === undefined ? undefined : `${kind} ${key}`;
    if (inUse && keysInUse.has(inUse)) return refuse(c, 409, message(locale, 'keyInUse'), { retryAfter: keyInUseRetryAfterSeconds, kind });
    if (inUse) keysInUse.add(inUse);
    const taking = takeSubmission(db, {
      kind,
      idempotencyKey: key,
      fields,
      encryptionKey: config.encryptionKey,
      publicUrl: config.publicUrl,
      mailsPerAddressPerHour: config.mailsPerAddressPerHour,
    });
    // A transaction given up on may still commit: until it settled, a repeat of its key is told to wait.
    void taking.then(
      () => inUse && keysInUse.delete(inUse),
      () => inUse && keysInUse.delete(inUse),
    );
    let taken: Awaited<typeof taking>;
    try {
      // Timed from here, not from the first byte: a slow phone's upload is not the database's delay.
      taken = await within(taking, config.requestTimeoutMs, 'taking the submission');
    } catch (error) {
      if (error instanceof KeyInUse) return refuse(c, 409, message(locale, 'keyInUse'), { retryAfter: keyInUseRetryAfterSeconds, kind });
      if (error instanceof KeyReused) return refuse(c, 422, message(locale, 'keyReused'), { kind });
      throw error;
    }
    if (taken.actions.length > 0 && kickOutbox) void outbox.kick(taken.actions);
    console.info(`${kind} ${taken.id} ${taken.created ? 'taken' : 'repeated'}`);
    if (isNativeFormPost(c)) return c.redirect(thankYouUrl(config.siteOrigin, kind, fields, taken.answer), 303);
    if (!taken.created) c.header('Idempotent-Replayed', 'true');
    return c.json(taken.answer, 201);
  }

  app.route('/', paypalRoutes({ db, outbox, paypal, siteOrigin: config.siteOrigin }));
  if (config.staffToken) {
    app.use('/staff/*', withinDeadline);
    app.route('/staff', staffRoutes({ db, outbox, token: config.staffToken, encryptionKey: config.encryptionKey }));
  }

  app.notFound((c) => c.json({ message: message(localeOfRequest(c), 'notFound') }, 404));
  app.onError((error, c) => {
    // The staff routes' bearer check answers 401 this way.
    if (error instanceof HTTPException) return error.getResponse();
    const summary = `${error.name}: ${error.message.split('\n')[0]?.slice(0, 200)}`;
    const kind = c.req.method === 'POST' ? kindOfPath(c.req.path) : undefined;
    if (isDatabaseUnavailable(error)) {
      console.warn(`${c.req.method} ${c.req.path} answered 503: the database cannot take it now (${summary})`);
      return unavailable(c, kind);
    }
    console.error(`${c.req.method} ${c.req.path} failed: ${summary}`);
    return refuse(c, 500, message(localeOfRequest(c), 'internal'), { kind });
  });
  return app;
}

/** Pure: whether an address is a page of the site (its origin exactly; no other scheme, host or port). */
export function isOnSite(address: string, siteOrigin: string): boolean {
  try {
    return new URL(address).origin === siteOrigin;
  } catch {
    return false;
  }
}
