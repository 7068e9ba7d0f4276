import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { amountOf, type Paypal, type PaypalOrderState } from '../adapters/paypal.ts';
import type { Schema } from '../db/schema.ts';
import { localeOf, message } from './messages.ts';
import type { Outbox } from '../domain/outbox.ts';

/**
 * The visitor's way to PayPal and back. An order's answer names `/order/{id}/paypal` on this
 * service, so the answer can be stored with the order at once, before PayPal was asked: the
 * approval link comes from the outbox (or is asked for right here when the visitor is quicker),
 * and PayPal sends the visitor back to `/order/{id}/paypal/return`, which records the return and
 * passes them on to the site's address from the order.
 *
 * Anyone can open the return address: arriving there proves nothing. An order counts as approved
 * only once PayPal itself, asked through its SDK, says the order this service created is approved
 * (or completed) for the plan's amount in euros; otherwise staff see "returned, not confirmed". And
 * the visitor is only ever sent on to a page of the site.
 */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export type PaymentOutcome = 'approved' | 'unconfirmed' | 'cancelled';

/** Pure: what PayPal's answer about the order means for this pre-order. */
export function outcomeOfCheck(state: PaypalOrderState, plan: string): PaymentOutcome {
  const expected = amountOf(plan);
  const approved = state.status === 'APPROVED' || state.status === 'COMPLETED';
  return approved && state.currencyCode === expected.currencyCode && state.value === expected.value ? 'approved' : 'unconfirmed';
}

/** Pure: where to send the visitor back: the order's return address when it is on the site, else the site's checkout. */
export function backTo(returnUrl: string, siteOrigin: string): URL {
  try {
    const back = new URL(returnUrl);
    if (back.origin === siteOrigin) return back;
  } catch {
    // Not an address: the checkout below.
  }
  return new URL('/checkout/payment', siteOrigin);
}

export function paypalRoutes({
  db,
  outbox,
  paypal,
  siteOrigin,
}: {
  db: Kysely<Schema>;
  outbox: Pick<Outbox, 'runFor'>;
  paypal: Pick<Paypal, 'getOrder'>;
  siteOrigin: string;
}): Hono {
  const routes = new Hono();
  const paymentOf = (id: string) => db.selectFrom('payments').selectAll().where('submission_id', '=', id).executeTakeFirst();

  routes.get('/order/:id/paypal', async (c) => {
    const id = c.req.param('id');
    let payment = await paymentOf(id);
    if (!payment) return c.json({ message: message(localeOf(c.req.header('accept-language')), 'notFound') }, 404);
    if (!payment.approval_url) {
      await outbox.runFor(id);
      payment = await paymentOf(id);
    }
    if (payment?.approval_url) return c.redirect(payment.approval_url, 302);
    const locale = localeOf(c.req.header('accept-language'));
    c.header('Retry-After', '30');
    return c.html(
      `<!doctype html><html lang="${locale}"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>PayPal</title>` +
        `<body style="font: 1.25rem/1.5 system-ui, sans-serif; max-width: 40rem; margin: 2rem auto; padding: 0 1rem"><p>${escapeHtml(message(locale, 'paypalPending'))}</p>` +
        `<p><a href="${escapeHtml(c.req.url)}">PayPal</a></p></body></html>`,
      503,
    );
  });

  routes.get('/order/:id/paypal/return', async (c) => {
    const id = c.req.param('id');
    const payment = await paymentOf(id);
    if (!payment) return c.json({ message: message(localeOf(c.req.header('accept-language')), 'notFound') }, 404);
    let outcome: PaymentOutcome = payment.outcome === 'approved' ? 'approved' : 'unconfirmed';
    // Asked again until PayPal confirmed: a visitor back before PayPal could answer may come back once more.
    if (outcome !== 'approved') {
      const token = c.req.query('token');
      const submission = await db.selectFrom('submissions').select('fields').where('id', '=', id).executeTakeFirst();
      const state = payment.provider_order_id && token === payment.provider_order_id ? await paypal.getOrder(payment.provider_order_id) : undefined;
      if (state?.ok) outcome = outcomeOfCheck(state.value, submission?.fields?.plan ?? '');
      if (state && !state.ok) console.warn(`PayPal return of ${id} not confirmed: ${state.error}`);
      await db
        .updateTable('payments')
        .set({
          outcome,
          returned_at: payment.returned_at ?? new Date(),
          checked_status: state?.ok ? state.value.status.slice(0, 40) : null,
          checked_at: state ? new Date() : null,
        })
        .where('submission_id', '=', id)
        .execute();
      console.info(`PayPal return of ${id}: ${outcome}${state?.ok ? ` (PayPal: ${state.value.status})` : ''}`);
    }
    const back = backTo(payment.return_url, siteOrigin);
    back.searchParams.set('order', id);
    back.searchParams.set('paypal', outcome);
    return c.redirect(back.href, 303);
  });

  routes.get('/order/:id/paypal/cancel', async (c) => {
    const id = c.req.param('id');
    const payment = await paymentOf(id);
    if (!payment) return c.json({ message: message(localeOf(c.req.header('accept-language')), 'notFound') }, 404);
    // The first return counts, and a confirmed approval stays: a cancel link opened later changes neither.
    await db
      .updateTable('payments')
      .set({ outcome: 'cancelled', returned_at: new Date() })
      .where('submission_id', '=', id)
      .where('returned_at', 'is', null)
      .execute();
    const back = backTo(payment.return_url, siteOrigin);
    back.searchParams.set('order', id);
    back.searchParams.set('paypal', 'cancelled');
    return c.redirect(back.href, 303);
  });
  return routes;
}
