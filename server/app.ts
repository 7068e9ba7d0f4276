import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import type { Config } from './config.ts';
import { contract, formKinds, idempotencyKeyPattern, pathOf, submissionKinds } from './contract.ts';
import type { Database } from './db/database.ts';
import type { SubmissionKind } from './db/schema.ts';
import { within } from './db/deadlines.ts';
import { isDatabaseUnavailable } from './db/unavailable.ts';
import { normaliseFormPost } from './form-post.ts';
import { invalidMessage, localeOf, message, type Locale } from './messages.ts';
import type { Outbox } from './outbox.ts';
import { paypalRoutes } from './paypal-routes.ts';
import { staffRoutes } from './staff.ts';
import { takeSubmission } from './submissions.ts';
import { thankYouUrl } from './thank-you.ts';

/**
 * The HTTP face of the service: every path of docs/api/openapi.yaml, each one contract-first
 * (read, validate, act in one transaction, answer), plus the health checks, PayPal's way back and
 * the staff routes. It runs on any runtime Hono runs on; main.ts serves it on Node.
 */
export interface AppDeps {
  config: Config;
  database: Pick<Database, 'db' | 'ready'>;
  outbox: Outbox;
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

/** A visitor without JavaScript posted the native form: they get pages, not JSON. */
const isNativeFormPost = (c: Context, read: Read) => read.kind === 'form' && !/application\/json/i.test(c.req.header('accept') ?? '');

/** Seconds a client is asked to wait before it sends again to a database that could not take a write. */
export const unavailableRetryAfterSeconds = 10;

export function createApp({ config, database, outbox, kickOutbox = true }: AppDeps): Hono {
  const { db } = database;
  const app = new Hono();
  const localeOfRequest = (c: Context): Locale => localeOf(c.req.header('accept-language'));
  const problem = (c: Context, status: 400 | 404 | 413 | 415, text: string) => c.json({ message: text }, status);
  const unavailable = (c: Context) => {
    c.header('Retry-After', String(unavailableRetryAfterSeconds));
    return c.json({ message: message(localeOfRequest(c), 'unavailable') }, 503);
  };

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
    maxAge: 600,
  });

  for (const kind of submissionKinds) {
    const path = pathOf(kind);
    app.use(path, siteCors);
    app.post(
      path,
      bodyLimit({ maxSize: config.bodyLimitBytes, onError: (c) => problem(c, 413, message(localeOfRequest(c), 'tooLarge')) }),
      (c) => submit(c, kind),
    );
  }

  async function submit(c: Context, kind: SubmissionKind): Promise<Response> {
    const locale = localeOfRequest(c);
    const key = c.req.header('idempotency-key');
    if (key !== undefined && !idempotencyKeyPattern.test(key)) return problem(c, 400, message(locale, 'badKey'));
    const read = await readBody(c);
    if (read.kind === 'unsupported') return problem(c, 415, message(locale, 'unreadable'));
    if (read.kind === 'unreadable') return problem(c, 400, message(locale, 'unreadable'));
    if (read.kind === 'form' && !formKinds.has(kind)) return problem(c, 415, message(locale, 'unreadable'));
    // JSON is the site script's own encoding and stays strict; a form post is what the browser made of the form.
    const body = read.kind === 'form' ? normaliseFormPost(read.fields, contract().required(pathOf(kind))) : read.fields;
    const refused = contract().problem(pathOf(kind), body);
    if (refused) return problem(c, 400, invalidMessage(locale, refused.field));
    const fields = body as Record<string, string>;
    if (kind === 'order' && fields.paymentMethod === 'sepa' && !config.encryptionKey) return problem(c, 400, message(locale, 'sepaOff'));

    // Timed from here, not from the first byte: a slow phone's upload is not the database's delay.
    const taking = takeSubmission(db, { kind, idempotencyKey: key, fields, encryptionKey: config.encryptionKey, publicUrl: config.publicUrl });
    // A transaction given up on may still commit: the repeat with the same key then finds its answer.
    taking.catch(() => undefined);
    const taken = await within(taking, config.requestTimeoutMs, 'taking the submission');
    if (taken.actions.length > 0 && kickOutbox) void outbox.kick(taken.actions);
    console.info(`${kind} ${taken.id} ${taken.created ? 'taken' : 'repeated'}`);
    if (isNativeFormPost(c, read)) return c.redirect(thankYouUrl(config.siteOrigin, kind, fields, taken.answer), 303);
    if (!taken.created) c.header('Idempotent-Replayed', 'true');
    return c.json(taken.answer, 201);
  }

  app.route('/', paypalRoutes({ db, outbox }));
  if (config.staffToken) {
    app.use('/staff/*', withinDeadline);
    app.route('/staff', staffRoutes({ db, outbox, token: config.staffToken, encryptionKey: config.encryptionKey }));
  }

  app.notFound((c) => problem(c, 404, message(localeOfRequest(c), 'notFound')));
  app.onError((error, c) => {
    // The staff routes' bearer check answers 401 this way.
    if (error instanceof HTTPException) return error.getResponse();
    const summary = `${error.name}: ${error.message.split('\n')[0]?.slice(0, 200)}`;
    if (isDatabaseUnavailable(error)) {
      console.warn(`${c.req.method} ${c.req.path} answered 503: the database cannot take it now (${summary})`);
      return unavailable(c);
    }
    console.error(`${c.req.method} ${c.req.path} failed: ${summary}`);
    return c.json({ message: message(localeOfRequest(c), 'internal') }, 500);
  });
  return app;
}
