import type { Kysely } from 'kysely';
import { crmFieldsOf, postCrmForm } from './adapters/crm.ts';
import type { Mailer } from './adapters/mail.ts';
import type { Paypal } from './adapters/paypal.ts';
import type { Config } from './config.ts';
import type { EffectAction, Schema } from './db/schema.ts';
import { receiptMail } from './mail-texts.ts';
import type { EffectHandler } from './outbox.ts';
import { paypalLinks } from './submissions.ts';

/** What each effect does, given the submission it belongs to. */
export function effectHandlers(db: Kysely<Schema>, config: Config, deps: { mailer: Mailer; paypal: Paypal }): Record<EffectAction, EffectHandler> {
  const load = (id: string) => db.selectFrom('submissions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return {
    async 'crm-forward'(id) {
      const submission = await load(id);
      if (!config.crmFormUrl) return { ok: false, error: 'CRM_FORM_URL is not set' };
      if (!submission.fields || (submission.kind !== 'callback' && submission.kind !== 'test-user')) return { ok: true, value: 'nothing to forward' };
      return postCrmForm(config.crmFormUrl, crmFieldsOf(submission.kind, submission.fields));
    },
    async 'mail-receipt'(id) {
      const submission = await load(id);
      if (!submission.fields || (submission.kind !== 'cancellation' && submission.kind !== 'withdrawal')) return { ok: true, value: 'nothing to send' };
      const locale = submission.locale === 'en' ? 'en' : 'de';
      const mail = receiptMail(submission.kind, locale, submission.id, new Date(submission.received_at), submission.fields);
      return deps.mailer.send({ to: submission.fields.email ?? '', ...mail });
    },
    async 'paypal-order'(id) {
      const submission = await load(id);
      const payment = await db.selectFrom('payments').selectAll().where('submission_id', '=', id).executeTakeFirstOrThrow();
      if (payment.approval_url) return { ok: true, value: 'already asked' };
      const links = paypalLinks(config.publicUrl, id);
      const created = await deps.paypal.createOrder({
        requestId: id,
        plan: submission.fields?.plan ?? '',
        returnUrl: links.back,
        cancelUrl: links.cancel,
        locale: submission.locale,
      });
      if (!created.ok) return created;
      await db
        .updateTable('payments')
        .set({ provider_order_id: created.value.providerOrderId, approval_url: created.value.approvalUrl })
        .where('submission_id', '=', id)
        .execute();
      return { ok: true, value: undefined };
    },
  };
}
