import { http, HttpResponse } from 'msw';

/**
 * PayPal's REST API as the site API's SDK calls it (server/adapters/paypal.ts): an OAuth token,
 * then Orders v2 `POST /v2/checkout/orders`, answered with a `payer-action` link to a stand-in
 * approval page. That page sends the visitor back to the order's return or cancel address with
 * `token` (and `PayerID` on approval), as PayPal does, and the order's status follows: created
 * as `PAYER_ACTION_REQUIRED`, `APPROVED` once the payer approved. `GET /v2/checkout/orders/{id}`
 * shows it as PayPal does. Matches PayPal's own hosts in vitest and the loopback mock server's
 * (PAYPAL_BASE_URL) in `npm start` and the journeys.
 */
interface MockOrder {
  id: string;
  intent: string;
  referenceId: string;
  returnUrl: string;
  cancelUrl: string;
  amount: string;
  currency: string;
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'VOIDED';
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
  purchase_units?: Array<{ reference_id?: string; amount?: { value?: string; currency_code?: string } }>;
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
    const order: MockOrder = earlier ?? {
      id: `MOCK${String(orders.size + 1).padStart(8, '0')}`,
      intent: body.intent ?? 'CAPTURE',
      referenceId: body.purchase_units?.[0]?.reference_id ?? 'default',
      returnUrl: context.return_url,
      cancelUrl: context.cancel_url,
      amount,
      currency: body.purchase_units?.[0]?.amount?.currency_code ?? 'USD',
      status: 'PAYER_ACTION_REQUIRED',
    };
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

  http.get('*/v2/checkout/orders/:id', ({ request, params }) => {
    if (!request.headers.get('authorization')?.startsWith('Bearer ')) return HttpResponse.json({ name: 'AUTHENTICATION_FAILURE' }, { status: 401 });
    const order = orders.get(String(params.id));
    if (!order)
      return HttpResponse.json(
        { name: 'RESOURCE_NOT_FOUND', message: 'The specified resource does not exist.', details: [{ issue: 'INVALID_RESOURCE_ID' }] },
        { status: 404 },
      );
    return HttpResponse.json({
      id: order.id,
      intent: order.intent,
      status: order.status,
      purchase_units: [{ reference_id: order.referenceId, amount: { currency_code: order.currency, value: order.amount } }],
      links: [{ href: new URL(request.url).href, rel: 'self', method: 'GET' }],
    });
  }),

  // The payer's choice on the stand-in page: the order's status follows, then back to the shop.
  http.get(`*${paypalCheckoutPath}/:choice`, ({ request, params }) => {
    const order = orders.get(new URL(request.url).searchParams.get('token') ?? '');
    if (!order || (params.choice !== 'approve' && params.choice !== 'cancel')) return new HttpResponse('Unknown order', { status: 404 });
    order.status = params.choice === 'approve' ? 'APPROVED' : 'VOIDED';
    const back =
      params.choice === 'approve' ? withQuery(order.returnUrl, { token: order.id, PayerID: 'MOCKPAYER1' }) : withQuery(order.cancelUrl, { token: order.id });
    return back ? HttpResponse.redirect(back, 302) : new HttpResponse('The order has no valid way back', { status: 400 });
  }),

  http.get(`*${paypalCheckoutPath}`, ({ request }) => {
    const order = orders.get(new URL(request.url).searchParams.get('token') ?? '');
    if (!order) return new HttpResponse('Unknown order', { status: 404 });
    const origin = new URL(request.url).origin;
    const approve = `${origin}${paypalCheckoutPath}/approve?token=${encodeURIComponent(order.id)}`;
    const cancel = `${origin}${paypalCheckoutPath}/cancel?token=${encodeURIComponent(order.id)}`;
    const link = (href: string | undefined, text: string) => (href ? `<p><a href="${escapeHtml(href)}">${text}</a></p>` : '');
    return HttpResponse.html(
      `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>PayPal (Testumgebung)</title></head>
<body style="font: 1.25rem/1.5 system-ui, sans-serif; max-width: 40rem; margin: 2rem auto; padding: 0 1rem">
<h1>PayPal (Testumgebung)</h1><p>Bestellung ${escapeHtml(order.id)} über ${escapeHtml(order.amount)} €: Hier würdest du die Zahlung bei PayPal bestätigen. Es wird nichts abgebucht.</p>
${link(approve, 'Zahlung bestätigen und zurück zum Shop')}${link(cancel, 'Abbrechen und zurück')}</body></html>`,
    );
  }),
];
