import { Text, Title } from '@/ui/kit/typography';
import { type ReactNode, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { apiPaths } from '@/adapters/api';
import { env } from '@/config/env';
import { EngineForm } from '@/platform/forms/components/engine-form';
import { focusFirstInvalid } from '@/platform/forms/components/focus-first-invalid';
import type { FormValues } from '@/platform/forms/model/field-definition';
import type { FormModel } from '@/platform/forms/model/form-model';
import { HoneypotField } from '@/platform/forms/submission/components/honeypot-field';
import { SubmissionFlow, SubmissionRefusal } from '@/platform/forms/submission/components/submission-flow';
import { useSubmission, useTypedFormModel, type SubmissionInputsProps } from '@/platform/forms/submission/use-submission';
import { cancellationFields, type CancellationFieldCopy, type CancellationMessageKey, type CancellationRequest, cancellationProblems, localDay } from '../model/cancellation';
import { contractsNamespace } from '../namespace';
import { planCancellationRequest, type SentRequest } from '../send-requests';
import { ReceiptOnArrival } from './receipt-on-arrival';
import classes from './contracts.module.css';

type Locale = 'de' | 'en';
type Shown = SentRequest<CancellationRequest>;

/**
 * The cancellation ("Verträge hier kündigen"): who, which contract (number or postal address),
 * ordinary or extraordinary (with its reason), and from when. Sent through the outbox; the
 * receipt takes the form's place once the endpoint took it, never before.
 */
export function CancellationForm() {
  const { t, i18n } = useTranslation(contractsNamespace, { keyPrefix: 'cancellation.form' });
  const { t: receiptT } = useTranslation(contractsNamespace, { keyPrefix: 'receipt' });
  const locale: Locale = i18n.language === 'en' ? 'en' : 'de';
  const submission = useSubmission<Shown>((values, honeypot) => planCancellationRequest(values, honeypot, locale, localDay(new Date())));
  return (
    <SubmissionFlow
      phase={submission.phase}
      headingOrder={2}
      onSubmitStart={submission.hideRefusal}
      queuedCopy={{ heading: receiptT('queued.heading'), text: receiptT('queued.text') }}
      renderSent={({ request }, reply) => <ReceiptOnArrival kind="cancellation" reply={reply} request={request} />}
    >
      <div className={classes.form}>
        <Title order={2} mb="md">
          {t('heading')}
        </Title>
        <CancellationInputs key={locale} locale={locale} typed={submission.typed} honeypot={submission.honeypot} onSend={submission.send} phase={submission.phase} />
      </div>
    </SubmissionFlow>
  );
}

type InputsProps = SubmissionInputsProps<Shown>;

/** Problems that depend on two fields go onto the field to fix, and nothing is sent. */
function refuseProblems(form: FormModel, element: HTMLFormElement | null, values: FormValues, message: (key: CancellationMessageKey) => string): boolean {
  const problems = cancellationProblems(values, localDay(new Date()));
  const names = Object.keys(problems);
  if (names.length === 0) return false;
  form.setErrors(
    [],
    Object.fromEntries(names.map((name) => [name, message(problems[name] as CancellationMessageKey)])),
  );
  if (element) focusWhenEnabled(form, element, form.getSnapshot().names.filter((name) => names.includes(name)));
  return true;
}

/**
 * The engine disables the inputs while the submit handler runs, and a disabled input loses its
 * focus: the first problem takes focus once the handler is done and the inputs are live again.
 */
function focusWhenEnabled(form: FormModel, element: HTMLFormElement, names: readonly string[]): void {
  const unsubscribe = form.subscribe(() => {
    if (form.getSnapshot().disabled) return;
    unsubscribe();
    requestAnimationFrame(() => focusFirstInvalid(element, names));
  });
}

function Group({ legend, description, children }: { legend: string; description?: string; children: ReactNode }) {
  return (
    <fieldset className={classes.group}>
      <legend className={classes.legend}>{legend}</legend>
      {description ? <Text mb="sm">{description}</Text> : null}
      <div className={classes.groupInputs}>{children}</div>
    </fieldset>
  );
}

function CancellationInputs({ locale, typed, honeypot, onSend, phase }: InputsProps) {
  const { t, i18n } = useTranslation(contractsNamespace, { keyPrefix: 'cancellation.form' });
  const fields = useMemo(() => {
    const copy = t('fields', { returnObjects: true }) as CancellationFieldCopy;
    const message = (key: CancellationMessageKey) => i18n.t(`cancellation.form.messages.${key}`, { ns: contractsNamespace });
    return cancellationFields(copy, message);
  }, [t, i18n]);
  const form = useTypedFormModel(fields, locale, typed);
  const wrapper = useRef<HTMLDivElement>(null);

  return (
    <div ref={wrapper}>
      <EngineForm
        form={form}
        id="cancellation-form"
        onSubmit={async (values) => {
          const message = (key: CancellationMessageKey) => i18n.t(`cancellation.form.messages.${key}`, { ns: contractsNamespace });
          if (refuseProblems(form, wrapper.current?.querySelector('form') ?? null, values, message)) return;
          await onSend(values);
        }}
        submitLabel={t('submit')}
        aria-label={t('label')}
        // Without script the browser posts the fields to the endpoint, which answers with the receipt page.
        action={`${env.apiBaseUrl}${apiPaths.cancellation}`}
        method="post"
        encType="multipart/form-data"
        layout={(input) => (
          <>
            <Group legend={t('who')}>
              {input('name')}
              {input('email')}
            </Group>
            <Group legend={t('which')} description={t('whichDescription')}>
              {input('contractReference')}
              {input('street')}
              {input('postalCode')}
              {input('city')}
            </Group>
            <Group legend={t('how')}>
              {input('kind')}
              <div className={classes.onlyExtraordinary}>{input('reason')}</div>
              {input('effective')}
              <div className={classes.onlyChosenDate}>{input('effectiveDate')}</div>
            </Group>
          </>
        )}
      >
        {/* Without script the browser sends the form as it is: the language it was read in goes with it. */}
        <input type="hidden" name="locale" value={locale} />
        <HoneypotField inputRef={honeypot} label={t('honeypot')} />
        <SubmissionRefusal phase={phase} message={t('error')} reason={(reason) => t('errorReason', { reason })} />
      </EngineForm>
    </div>
  );
}
