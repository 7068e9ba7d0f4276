import { Button } from '@/ui/kit/buttons';
import { Radio, RadioGroup } from '@/ui/kit/inputs';
import { Group, Stack } from '@/ui/kit/layout';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { apiPaths } from '@/adapters/api';
import { brand } from '@/config/brand';
import { env } from '@/config/env';
import { paths } from '@/config/routes';
import { EngineForm } from '@/platform/forms/components/engine-form';
import type { FormValues } from '@/platform/forms/model/field-definition';
import { HoneypotField } from '@/platform/forms/submission/components/honeypot-field';
import { SubmissionFlow, SubmissionRefusal } from '@/platform/forms/submission/components/submission-flow';
import { useSubmission } from '@/platform/forms/submission/use-submission';
import { useFormModel } from '@/platform/forms/use-form-model';
import { planById, type Plan } from '@/platform/plans/plans';
import { clearCheckoutDraft, readCheckoutDraft, updateCheckoutDraft } from '../checkout-store';
import { stepProblem, withoutIban, type PaymentMethod } from '../model/checkout-draft';
import { isTrustedApprovalUrl, planOrder, type OrderShown } from '../model/order-request';
import { useCheckoutDraft } from '../use-checkout-draft';
import { OrderFacts } from './order-facts';
import { OrderSentPanel } from './order-sent-panel';
import { sepaFields, type SepaFieldCopy } from './payment-fields';
import { StepProblem } from './step-problem';
import { type Locale, localeOf } from '@/i18n/locale';

/**
 * The payment step: SEPA direct debit (holder, IBAN, mandate) or PayPal, then the pre-order's key
 * facts right above the button that says it is subject to payment. The pre-order goes
 * through the outbox; accepted, a SEPA order leads to the next steps, a PayPal order to PayPal's
 * approval page (and back to the success page).
 */
export function PaymentStep() {
  const { t, i18n } = useTranslation('checkout');
  const locale = localeOf(i18n.language);
  const { draft, update } = useCheckoutDraft();
  const problem = draft ? stepProblem(draft, 'payment') : undefined;
  const plan = planById(draft?.plan);
  const [method, setMethod] = useState<PaymentMethod>('sepa');
  useEffect(() => {
    if (draft) setMethod(draft.method);
  }, [draft]);
  const navigate = useNavigate();
  const submission = useSubmission<OrderShown>((values, honeypot) =>
    planOrder(readCheckoutDraft(), values, honeypot, {
      locale,
      apiBaseUrl: env.apiBaseUrl,
      orderPath: apiPaths.order,
      returnUrl: `${window.location.origin}${paths.success}`,
    }),
  );

  async function send(values: FormValues) {
    const phase = await submission.send(values);
    // Queued or refused, the IBAN leaves the tab's draft at once; the form still shows it for a retry.
    if (phase.kind === 'queued' || phase.kind === 'refused') updateCheckoutDraft(withoutIban);
    if (phase.kind !== 'sent') return;
    const approvalUrl = phase.reply?.approvalUrl;
    if (phase.shown.method === 'paypal') {
      // The draft stays for the way back: the success page hashes the contact for the conversion.
      if (isTrustedApprovalUrl(approvalUrl, env.apiBaseUrl)) window.location.assign(approvalUrl);
      return;
    }
    clearCheckoutDraft();
    const order = phase.reply?.id;
    await navigate(order ? `${paths.success}?order=${encodeURIComponent(order)}` : paths.success);
  }

  if (problem) return <StepProblem problem={problem} />;

  function choose(value: string) {
    const chosen: PaymentMethod = value === 'paypal' ? 'paypal' : 'sepa';
    setMethod(chosen);
    update((current) => ({ ...current, method: chosen }));
  }

  return (
    <SubmissionFlow
      phase={submission.phase}
      headingOrder={2}
      onSubmitStart={submission.hideRefusal}
      renderSent={(shown, reply) => (
        <OrderSentPanel method={shown.method} approvalUrl={isTrustedApprovalUrl(reply?.approvalUrl, env.apiBaseUrl) ? reply?.approvalUrl : undefined} />
      )}
    >
      <Stack gap="lg">
        <RadioGroup value={method} onChange={choose} label={t('paymentForm.choiceLabel')}>
          <Stack gap="sm" mt="xs">
            <Radio value="sepa" label={t('paymentForm.sepa')} description={t('paymentForm.sepaHint')} />
            <Radio value="paypal" label={t('paymentForm.paypal')} description={t('paymentForm.paypalHint')} />
          </Stack>
        </RadioGroup>
        {method === 'sepa' ? (
          <SepaForm key={locale} locale={locale} plan={plan} onSend={send} submission={submission} />
        ) : (
          <PaypalForm plan={plan} onSend={send} submission={submission} />
        )}
        <Group>
          <Button component={Link} to={paths.checkoutAddress} variant="subtle">
            {t('paymentForm.back')}
          </Button>
        </Group>
      </Stack>
    </SubmissionFlow>
  );
}

interface FormProps {
  /** Undefined only before the draft is read (the prerendered page). */
  readonly plan: Plan | undefined;
  readonly onSend: (values: FormValues) => Promise<void>;
  readonly submission: ReturnType<typeof useSubmission<OrderShown>>;
}

function SepaForm({ locale, plan, onSend, submission }: FormProps & { locale: Locale }) {
  const { t } = useTranslation('checkout');
  const fields = useMemo(
    () =>
      sepaFields({
        ...(t('paymentForm', { returnObjects: true }) as SepaFieldCopy),
        mandateText: t('paymentForm.mandateText', { operator: brand.operator.legalName, creditorId: brand.operator.sepaCreditorId }),
      }),
    [t],
  );
  const form = useFormModel(fields, { locale, values: readCheckoutDraft().sepa });
  // Kept in the tab as it is typed, like the address: back and forward lose nothing. Written only
  // when the visitor changes a value, so sending (or its end) never puts a removed IBAN back.
  useEffect(() => {
    let written = '';
    const typed = () => {
      const { accountHolder, iban, mandate } = form.getSnapshot().values;
      return { accountHolder: String(accountHolder ?? ''), iban: String(iban ?? ''), ...(mandate === true ? { mandate: true } : {}) };
    };
    written = JSON.stringify(typed());
    return form.subscribe(() => {
      const sepa = typed();
      const text = JSON.stringify(sepa);
      if (text === written) return;
      written = text;
      updateCheckoutDraft((draft) => ({ ...draft, sepa }));
    });
  }, [form]);
  return (
    <EngineForm form={form} onSubmit={onSend} submitLabel={t('paymentForm.submitSepa')} aria-label={t('paymentForm.sepaLabel')}>
      <HoneypotField inputRef={submission.honeypot} label={t('honeypot')} />
      <SubmissionRefusal phase={submission.phase} message={t('paymentForm.error')} reason={(reason) => t('paymentForm.errorReason', { reason })} />
      {/* Last before the button, so the key facts sit right above it (§ 312j (2), (3) BGB). */}
      {plan ? <OrderFacts plan={plan} /> : null}
    </EngineForm>
  );
}

function PaypalForm({ plan, onSend, submission }: FormProps) {
  const { t } = useTranslation('checkout');
  const form = useFormModel([]);
  return (
    <EngineForm form={form} onSubmit={onSend} submitLabel={t('paymentForm.submitPaypal')} aria-label={t('paymentForm.paypal')}>
      <HoneypotField inputRef={submission.honeypot} label={t('honeypot')} />
      <SubmissionRefusal phase={submission.phase} message={t('paymentForm.error')} reason={(reason) => t('paymentForm.errorReason', { reason })} />
      {/* Last before the button, so the key facts sit right above it (§ 312j (2), (3) BGB). */}
      {plan ? <OrderFacts plan={plan} /> : null}
    </EngineForm>
  );
}
