import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { Schema } from './db/schema.ts';
import { localeOf, message } from './messages.ts';
import type { Outbox } from './outbox.ts';

/**
 * The visitor's way to PayPal and back. An order's answer names `/order/{id}/paypal` on this
 * service, so the answer can be stored with the order at once, before PayPal was asked: the
 * approval link comes from the outbox (or is asked for right here when the visitor is quicker),
 * and PayPal sends the visitor back to `/order/{id}/paypal/return`, which records the return and
 * passes them on to the site's address from the order.
 */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function paypalRoutes({ db, outbox }: { db: Kysely<Schema>; outbox: Pick<Outbox, 'runFor'> }): Hono {
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

  for (const [segment, outcome] of [['return', 'approved'], ['cancel', 'cancelled']] as const) {
    routes.get(`/order/:id/paypal/${segment}`, async (c) => {
      const id = c.req.param('id');
      const payment = await paymentOf(id);
      if (!payment) return c.json({ message: message(localeOf(c.req.header('accept-language')), 'notFound') }, 404);
      // The first return counts; a reload of the page changes nothing.
      await db.updateTable('payments').set({ outcome, returned_at: new Date() }).where('submission_id', '=', id).where('returned_at', 'is', null).execute();
      const back = new URL(payment.return_url);
      back.searchParams.set('order', id);
      back.searchParams.set('paypal', outcome);
      return c.redirect(back.href, 303);
    });
  }
  return routes;
}
