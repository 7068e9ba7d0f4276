import { delay, http, HttpResponse } from 'msw';
import { effectsOf, type KindEntry } from '../../server/contract/kind-entry.ts';
import { kindTable, submissionKinds } from '../../server/contract/kinds.generated.ts';
import { loadApiContract } from '../api-contract';
import { apiLog } from '../api-log';
import { allowAnyOrigin, preflightHeaders } from '../cors';
import { looksLikeEmail, readBody, textField } from '../read-body';
import { chooseScenario, scenarioCookie, scenarioName } from '../scenario';

/**
 * The site's own endpoints, mirroring `src/adapters/api.ts` and the contract in
 * `docs/api/openapi.yaml`: JSON or form data in, `201 { id }` out (an order paid with PayPal also
 * gets `approvalUrl`, a stand-in approval page of this mock; a cancellation, a withdrawal and a
 * barrier report get the receipt `{ id, receivedAt }`), `400 { message }` for a request the
 * contract refuses. The site runs on another origin, so every answer carries CORS headers and JSON
 * posts get their preflight answered. Scenario switches as for the CRM (mocks/scenario.ts), read
 * from the header, the cookie, the `email` or the `phone` field.
 */
type Endpoint = KindEntry;

/**
 * The mock's own minimal check, for where the contract file cannot be read (`npm run dev`): the
 * fields the contract always requires are there, and an e-mail field looks like one.
 */
function minimalCheck({ required }: Endpoint, fields: Record<string, unknown>): string | undefined {
  const missing = required.filter((name) => !textField(fields, name));
  if (missing.length > 0) return `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} required`;
  const email = textField(fields, 'email');
  return email === undefined || looksLikeEmail(email) ? undefined : 'email is not a valid e-mail address';
}

/** The first answer to each `Idempotency-Key`: a retry of the same submission gets it again, and nothing is created twice. */
const answered = new Map<string, { status: number; body: Record<string, string> }>();

export function resetIdempotencyKeys(): void {
  answered.clear();
}

async function refusalOf(endpoint: Endpoint, fields: Record<string, unknown>): Promise<string | undefined> {
  const contract = await loadApiContract();
  return contract ? contract.check(endpoint.path, fields) : minimalCheck(endpoint, fields);
}

/** The stand-in PayPal page an order's `approvalUrl` points to. */
export const paypalApprovalPath = '/paypal/approve';

/** Where the approval page sends the visitor: the site's return address with the outcome added. */
export function paypalReturn(returnUrl: string, orderId: string, outcome: 'approved' | 'cancelled'): string | undefined {
  try {
    const url = new URL(returnUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    url.searchParams.set('order', orderId);
    url.searchParams.set('paypal', outcome);
    return url.href;
  } catch {
    return undefined;
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function approvalPage(orderId: string, returnUrl: string): string {
  const approve = paypalReturn(returnUrl, orderId, 'approved');
  const cancel = paypalReturn(returnUrl, orderId, 'cancelled');
  const link = (href: string | undefined, text: string) => (href ? `<p><a href="${escapeHtml(href)}">${text}</a></p>` : '');
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>PayPal (Testumgebung)</title></head>
<body style="font: 1.25rem/1.5 system-ui, sans-serif; max-width: 40rem; margin: 2rem auto; padding: 0 1rem">
<h1>PayPal (Testumgebung)</h1><p>Vorbestellung ${escapeHtml(orderId)}: Hier würdest du die Zahlung bei PayPal bestätigen. Es wird nichts abgebucht.</p>
${link(approve, 'Zahlung bestätigen und zurück zum Shop')}${link(cancel, 'Abbrechen und zurück')}</body></html>`;
}

function problem(status: number, message: string) {
  return HttpResponse.json({ message }, { status, headers: allowAnyOrigin });
}

function handlersOf(endpoint: Endpoint) {
  const path = endpoint.path.slice(1);
  return [
    http.options(`*/api/${path}`, () => new HttpResponse(null, { status: 204, headers: preflightHeaders('POST, OPTIONS') })),

    http.post(`*/api/${path}`, async ({ request, cookies }) => {
      const url = new URL(request.url);
      const key = request.headers.get('idempotency-key');
      const repeated = key ? answered.get(`${path} ${key}`) : undefined;
      if (repeated) return HttpResponse.json(repeated.body, { status: repeated.status, headers: { ...allowAnyOrigin, 'idempotent-replayed': 'true' } });
      const remember = (status: number, body: Record<string, string>) => {
        // Only final answers are remembered: a 5xx or a drop is to be retried for real.
        if (key && status < 500) answered.set(`${path} ${key}`, { status, body });
        return HttpResponse.json(body, { status, headers: allowAnyOrigin });
      };
      const contentType = request.headers.get('content-type') ?? '';
      const body = await readBody(request);
      const fields: Record<string, unknown> = body?.fields ?? {};
      const email = textField(fields, 'email')?.toLowerCase();
      const chosen = chooseScenario({
        header: request.headers.get(scenarioName),
        cookie: scenarioCookie(cookies),
        fields: [email, textField(fields, 'phone')],
      });
      const { scenario } = chosen;
      const earlier = () =>
        apiLog
          .list()
          .filter((entry) => entry.path === url.pathname && entry.scenario === chosen.label && textField(entry.fields, 'email')?.toLowerCase() === email)
          .length;
      const log = (status: number | 'dropped' | 'hung') =>
        apiLog.add({ path: url.pathname, contentType, fields, scenario: chosen.label, scenarioSource: chosen.source, status });

      if (scenario.kind === 'drop') {
        log('dropped');
        return HttpResponse.error();
      }
      if (scenario.kind === 'status') {
        log(scenario.status);
        return problem(scenario.status, `Mock scenario ${chosen.label}`);
      }
      if (scenario.kind === 'flaky' && earlier() < scenario.failures) {
        log(500);
        return problem(500, `Mock scenario ${chosen.label}: failing this attempt`);
      }
      if (scenario.kind === 'hang' && earlier() < scenario.times) {
        log('hung');
        await Promise.race([delay('infinite'), new Promise((resolve) => request.signal.addEventListener('abort', resolve, { once: true }))]);
        return HttpResponse.error();
      }

      const invalid = body ? await refusalOf(endpoint, fields) : 'Expected JSON or form data';
      const status = !body ? 415 : invalid ? 400 : 201;
      const entry = log(status);
      if (scenario.kind === 'slow') await delay(scenario.ms);
      if (invalid) return remember(status, { message: invalid });
      const id = `${path}-${entry.id}`;
      const returnUrl = textField(fields, 'returnUrl');
      if (endpoint.answer === 'order' && effectsOf(endpoint, fields as Record<string, string>).includes('paypal-order') && returnUrl) {
        const approvalUrl = new URL(paypalApprovalPath, url.origin);
        approvalUrl.searchParams.set('order', id);
        approvalUrl.searchParams.set('return', returnUrl);
        return remember(201, { id, approvalUrl: approvalUrl.href });
      }
      if (endpoint.answer === 'receipt') return remember(201, { id, receivedAt: new Date().toISOString() });
      return remember(201, { id });
    }),
  ];
}

export const apiHandlers = [
  ...submissionKinds.map((kind) => kindTable[kind]).flatMap(handlersOf),
  http.get(`*${paypalApprovalPath}`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    const order = query.get('order') ?? '';
    const returnUrl = query.get('return') ?? '';
    if (!/^order-\d+$/.test(order) || !paypalReturn(returnUrl, order, 'approved')) return new HttpResponse('Unknown order', { status: 400 });
    return new HttpResponse(approvalPage(order, returnUrl), { headers: { 'content-type': 'text/html; charset=utf-8' } });
  }),
];
