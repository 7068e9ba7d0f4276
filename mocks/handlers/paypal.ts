import { http, HttpResponse } from 'msw';

/**
 * PayPal's REST API as the site API's SDK calls it (server/adapters/paypal.ts): an OAuth token,
 * then Orders v2 `POST /v2/checkout/orders`, answered with a `payer-action` link to a stand-in
 * approval page. That page sends the visitor back to the order's return or cancel address with
 * `token` (and `PayerID` on approval), as PayPal does. Matches PayPal's own hosts in vitest and
 * the loopback mock server's (PAYPAL_BASE_URL) in `npm start` and the journeys.
 */
interface MockOrder {
  id: string;
  returnUrl: string;
  cancelUrl: string;
  amount: string;
}

const orders = new Map<string, MockOrder>();
const byRequestId = new Map<string, string>();

export const paypalCheckoutPath = '/paypal/checkoutnow';

export function resetPaypalOrders(): void {
  orders.clear();
  byRequestId.clear();
}

export const paypalOrders = () => [...orders.values()];

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function withQuery(address: string, query: Record<string, string>): string | undefined {
  try {
    const url = new URL(address);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    return url.href;
  } catch {
    return undefined;
  }
}

interface OrderBody {
  intent?: string;
  purchase_units?: Array<{ amount?: { value?: string } }>;
  payment_source?: { paypal?: { experience_context?: { return_url?: string; cancel_url?: string } } };
}

export const paypalHandlers = [
  http.post('*/v1/oauth2/token', () => HttpResponse.json({ access_token: 'mock-paypal-token', token_type: 'Bearer', expires_in: 32_400 })),

  http.post('*/v2/checkout/orders', async ({ request }) => {
    if (!request.headers.get('authorization')?.startsWith('Bearer ')) return HttpResponse.json({ name: 'AUTHENTICATION_FAILURE' }, { status: 401 });
    const body = (await request.json().catch(() => ({}))) as OrderBody;
    const context = body.payment_source?.paypal?.experience_context;
    const amount = body.purchase_units?.[0]?.amount?.value;
    if (!context?.return_url || !context.cancel_url || !amount) {
      return HttpResponse.json({ name: 'INVALID_REQUEST', message: 'return_url, cancel_url and an amount are required' }, { status: 400 });
    }
    // PayPal-Request-Id makes a repeated create return the same order, as PayPal's does.
    const requestId = request.headers.get('paypal-request-id');
    const earlier = requestId ? orders.get(byRequestId.get(requestId) ?? '') : undefined;
    const order = earlier ?? { id: `MOCK${String(orders.size + 1).padStart(8, '0')}`, returnUrl: context.return_url, cancelUrl: context.cancel_url, amount };
    orders.set(order.id, order);
    if (requestId) byRequestId.set(requestId, order.id);
    const approve = new URL(paypalCheckoutPath, new URL(request.url).origin);
    approve.searchParams.set('token', order.id);
    return HttpResponse.json(
      {
        id: order.id,
        status: 'PAYER_ACTION_REQUIRED',
        links: [
          { href: `${new URL(request.url).origin}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
          { href: approve.href, rel: 'payer-action', method: 'GET' },
        ],
      },
      { status: earlier ? 200 : 201 },
    );
  }),

  http.get(`*${paypalCheckoutPath}`, ({ request }) => {
    const order = orders.get(new URL(request.url).searchParams.get('token') ?? '');
    if (!order) return new HttpResponse('Unknown order', { status: 404 });
    const approve = withQuery(order.returnUrl, { token: order.id, PayerID: 'MOCKPAYER1' });
    const cancel = withQuery(order.cancelUrl, { token: order.id });
    const link = (href: string | undefined, text: string) => (href ? `<p><a href="${escapeHtml(href)}">${text}</a></p>` : '');
    return HttpResponse.html(
      `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>PayPal (Testumgebung)</title></head>
<body style="font: 1.25rem/1.5 system-ui, sans-serif; max-width: 40rem; margin: 2rem auto; padding: 0 1rem">
<h1>PayPal (Testumgebung)</h1><p>Bestellung ${escapeHtml(order.id)} über ${escapeHtml(order.amount)} €: Hier würdest du die Zahlung bei PayPal bestätigen. Es wird nichts abgebucht.</p>
${link(approve, 'Zahlung bestätigen und zurück zum Shop')}${link(cancel, 'Abbrechen und zurück')}</body></html>`,
    );
  }),
];
