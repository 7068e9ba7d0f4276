import { Button } from '@/ui/kit/buttons';
import { Group, Stack } from '@/ui/kit/layout';
import { Text, Title } from '@/ui/kit/typography';
import { type RefObject, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { brand } from '@/config/brand';
import { EngineForm } from '@/platform/forms/components/engine-form';
import type { FormValues } from '@/platform/forms/model/field-definition';
import { HoneypotField } from '@/platform/forms/submission/components/honeypot-field';
import { SubmissionFlow, SubmissionRefusal } from '@/platform/forms/submission/components/submission-flow';
import type { SubmissionPhase } from '@/platform/forms/submission/model/submission-phase';
import { useSubmission, useTypedFormModel } from '@/platform/forms/submission/use-submission';
import { useFocusOnArrival } from '@/ui/use-focus-on-arrival';
import { planWithdrawal, type WithdrawalFieldCopy, withdrawalFields, type WithdrawalRequest } from '../model/withdrawal';
import { contractsNamespace } from '../namespace';
import { planWithdrawalRequest, type SentRequest } from '../send-requests';
import { ReceiptOnArrival } from './receipt-on-arrival';
import { SentSummary } from './sent-summary';
import classes from './contracts.module.css';

type Locale = 'de' | 'en';
type Shown = SentRequest<WithdrawalRequest>;

/** What the first step handed to the second: the request to confirm, and the bot trap's content. */
interface Pending {
  readonly values: FormValues;
  readonly request: WithdrawalRequest;
}

/**
 * The withdrawal function ("Vertrag widerrufen"): the details first, then a distinct step that
 * shows what will be sent and sends it only on "Widerruf bestätigen". Through the outbox like
 * every form; the receipt takes its place once the endpoint took it.
 */
export function WithdrawalForm() {
  const { t, i18n } = useTranslation(contractsNamespace, { keyPrefix: 'withdrawal' });
  const { t: receiptT } = useTranslation(contractsNamespace, { keyPrefix: 'receipt' });
  const locale: Locale = i18n.language === 'en' ? 'en' : 'de';
  const trap = useRef('');
  const submission = useSubmission<Shown>((values) => {
    const plan = planWithdrawal(values, trap.current, locale);
    if (plan.kind === 'skip') return { kind: 'skip', shown: {} };
    if (plan.kind === 'invalid') return { kind: 'invalid' };
    return planWithdrawalRequest(plan.request);
  });
  const [pending, setPending] = useState<Pending>();

  return (
    <SubmissionFlow
      phase={submission.phase}
      headingOrder={2}
      onSubmitStart={submission.hideRefusal}
      queuedCopy={{ heading: receiptT('queued.heading'), text: receiptT('queued.text') }}
      renderSent={({ request }, reply) => <ReceiptOnArrival kind="withdrawal" reply={reply} request={request} />}
    >
      <div className={classes.form}>
        {pending ? (
          <ConfirmStep
            request={pending.request}
            phase={submission.phase}
            onConfirm={() => void submission.send(pending.values)}
            onBack={() => {
              submission.hideRefusal();
              setPending(undefined);
            }}
          />
        ) : (
          <>
            <Title order={2} mb="md">
              {t('form.heading')}
            </Title>
            <WithdrawalInputs
              key={locale}
              locale={locale}
              typed={submission.typed}
              honeypot={submission.honeypot}
              onNext={(values) => {
                trap.current = submission.honeypot.current?.value ?? '';
                const plan = planWithdrawal(values, trap.current, locale);
                // A bot that filled the trap goes on to a confirmation that sends nothing.
                const request = plan.kind === 'send' ? plan.request : { name: '', email: '', orderReference: '', contract: '', locale };
                if (plan.kind !== 'invalid') setPending({ values, request });
              }}
            />
          </>
        )}
      </div>
    </SubmissionFlow>
  );
}

interface InputsProps {
  readonly locale: Locale;
  readonly typed: RefObject<FormValues>;
  readonly honeypot: RefObject<HTMLInputElement | null>;
  readonly onNext: (values: FormValues) => void;
}

function WithdrawalInputs({ locale, typed, honeypot, onNext }: InputsProps) {
  const { t } = useTranslation(contractsNamespace, { keyPrefix: 'withdrawal.form' });
  const fields = useMemo(() => withdrawalFields(t('fields', { returnObjects: true }) as WithdrawalFieldCopy), [t]);
  const form = useTypedFormModel(fields, locale, typed);
  return (
    <>
      {/* No native target: without script nothing can show the confirmation step, so nothing is sent (see the note). */}
      <EngineForm form={form} id="withdrawal-form" method="post" onSubmit={(values) => onNext(values)} submitLabel={t('next')} aria-label={t('label')}>
        <HoneypotField inputRef={honeypot} label={t('honeypot')} />
      </EngineForm>
      <noscript>
        <Text mt="md">{t('noScript', { email: brand.support.supportEmail })}</Text>
      </noscript>
    </>
  );
}

interface ConfirmStepProps {
  readonly request: WithdrawalRequest;
  readonly phase: SubmissionPhase<Shown>;
  readonly onConfirm: () => void;
  readonly onBack: () => void;
}

/** The second step: what will be sent, word for word, and the one button that sends it. */
function ConfirmStep({ request, phase, onConfirm, onBack }: ConfirmStepProps) {
  const { t } = useTranslation(contractsNamespace, { keyPrefix: 'withdrawal.confirm' });
  const heading = useFocusOnArrival<HTMLHeadingElement>();
  const sending = phase.kind === 'sending';
  return (
    <Stack gap="md" data-step="confirm">
      <Title ref={heading} order={2} tabIndex={-1}>
        {t('heading')}
      </Title>
      <Text>{t('text')}</Text>
      <SentSummary request={request} />
      <SubmissionRefusal phase={phase} message={t('error')} reason={(reason) => t('errorReason', { reason })} />
      <Group gap="md">
        <Button type="button" size="lg" onClick={onConfirm} loading={sending}>
          {t('submit')}
        </Button>
        <Button type="button" variant="outline" size="lg" onClick={onBack} disabled={sending}>
          {t('back')}
        </Button>
      </Group>
    </Stack>
  );
}
