import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Config } from './config.ts';
import { contract, formKinds, idempotencyKeyPattern, pathOf, submissionKinds } from './contract.ts';
import type { Schema, SubmissionKind } from './db/schema.ts';
import { normaliseFormPost } from './form-post.ts';
import { invalidMessage, localeOf, message, type Locale } from './messages.ts';
import type { Outbox } from './outbox.ts';
import { paypalRoutes } from './paypal-routes.ts';
import { staffRoutes } from './staff.ts';
import { takeSubmission } from './submissions.ts';
import { thankYouUrl } from './thank-you.ts';

/**
 * The HTTP face of the service: every path of docs/api/openapi.yaml, each one contract-first
 * (read, validate, act in one transaction, answer), plus /health, PayPal's way back and the
 * staff routes. It runs on any runtime Hono runs on; main.ts serves it on Node.
 */
export interface AppDeps {
  config: Config;
  db: Kysely<Schema>;
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

export function createApp({ config, db, outbox, kickOutbox = true }: AppDeps): Hono {
  const app = new Hono();
  const localeOfRequest = (c: Context): Locale => localeOf(c.req.header('accept-language'));
  const problem = (c: Context, status: 400 | 404 | 413 | 415, text: string) => c.json({ message: text }, status);

  app.get('/health', async (c) => {
    try {
      await sql`SELECT 1`.execute(db);
      return c.json({ ok: true });
    } catch {
      return c.json({ ok: false }, 503);
    }
  });

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

    const taken = await takeSubmission(db, { kind, idempotencyKey: key, fields, encryptionKey: config.encryptionKey, publicUrl: config.publicUrl });
    if (taken.created && kickOutbox) void outbox.kick();
    console.info(`${kind} ${taken.id} ${taken.created ? 'taken' : 'repeated'}`);
    if (isNativeFormPost(c, read)) return c.redirect(thankYouUrl(config.siteOrigin, kind, fields, taken.answer), 303);
    if (!taken.created) c.header('Idempotent-Replayed', 'true');
    return c.json(taken.answer, 201);
  }

  app.route('/', paypalRoutes({ config, db, outbox }));
  if (config.staffToken) app.route('/staff', staffRoutes({ db, token: config.staffToken, encryptionKey: config.encryptionKey }));

  app.notFound((c) => problem(c, 404, message(localeOfRequest(c), 'notFound')));
  app.onError((error, c) => {
    // The staff routes' bearer check answers 401 this way.
    if (error instanceof HTTPException) return error.getResponse();
    console.error(`${c.req.method} ${c.req.path} failed: ${error.name}: ${error.message.split('\n')[0]?.slice(0, 200)}`);
    return c.json({ message: 'Internal error' }, 500);
  });
  return app;
}
