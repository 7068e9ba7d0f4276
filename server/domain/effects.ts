import type { Kysely } from 'kysely';
import { postCrmForm } from '../adapters/crm.ts';
import { messageIdOf, type Mailer } from '../adapters/mail.ts';
import type { Paypal } from '../adapters/paypal.ts';
import type { Config } from '../config.ts';
import { crmFieldsOf } from '../contract/kind-entry.ts';
import { kindTable } from '../contract/kinds.generated.ts';
import type { EffectAction, Schema } from '../db/schema.ts';
import { hasReceiptText, receiptMail } from './mail-texts.ts';
import type { EffectHandler } from './outbox.ts';
import { paypalLinks } from './submissions.ts';

/**
 * What each effect does, given the submission it belongs to. Each carries an id the other side
 * can recognise a repeat by (a retry after an answer that never came cannot always be avoided):
 * the CRM gets the submission's id in a hidden field, a mail a Message-ID made from the effect,
 * PayPal the submission's id as its request id.
 */
export function effectHandlers(db: Kysely<Schema>, config: Config, deps: { mailer: Mailer; paypal: Paypal }): Record<EffectAction, EffectHandler> {
  const load = (id: string) => db.selectFrom('submissions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return {
    async 'crm-forward'({ submissionId, signal }) {
      const submission = await load(submissionId);
      if (!config.crmFormUrl) return { ok: false, error: 'CRM_FORM_URL is not set' };
      if (!submission.fields) return { ok: true, value: 'nothing to forward' };
      return postCrmForm(config.crmFormUrl, crmFieldsOf(kindTable[submission.kind], submission.id, submission.fields), {
        timeoutMs: config.destinations.crm.deadlineMs,
        signal,
      });
    },
    async 'mail-receipt'({ submissionId, action, signal }) {
      const submission = await load(submissionId);
      if (!submission.fields) return { ok: true, value: 'nothing to send' };
      if (!hasReceiptText(submission.kind)) return { ok: false, error: `no receipt text for ${submission.kind}` };
      const locale = submission.locale === 'en' ? 'en' : 'de';
      const mail = receiptMail(submission.kind, locale, submission.id, new Date(submission.received_at), submission.fields);
      return deps.mailer.send({ to: submission.fields.email ?? '', ...mail, messageId: messageIdOf(`${action}.${submission.id}`, config.mailFrom) }, signal);
    },
    async 'paypal-order'({ submissionId, signal }) {
      const submission = await load(submissionId);
      const payment = await db.selectFrom('payments').selectAll().where('submission_id', '=', submissionId).executeTakeFirstOrThrow();
      if (payment.approval_url) return { ok: true, value: 'already asked' };
      const links = paypalLinks(config.publicUrl, submissionId);
      const created = await deps.paypal.createOrder(
        { requestId: submissionId, plan: submission.fields?.plan ?? '', returnUrl: links.back, cancelUrl: links.cancel, locale: submission.locale },
        signal,
      );
      if (!created.ok) return created;
      await db
        .updateTable('payments')
        .set({ provider_order_id: created.value.providerOrderId, approval_url: created.value.approvalUrl })
        .where('submission_id', '=', submissionId)
        .execute();
      return { ok: true, value: undefined };
    },
  };
}
