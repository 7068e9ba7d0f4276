import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';
import { EngineForm } from '@/platform/forms/components/engine-form';
import { useFormModel } from '@/platform/forms/use-form-model';
import { HoneypotField } from '@/platform/forms/submission/components/honeypot-field';
import { SubmissionFlow, SubmissionRefusal } from '@/platform/forms/submission/components/submission-flow';
import { useSubmission } from '@/platform/forms/submission/use-submission';
import { readHiddenTrackingFields } from '@/platform/tracking/capture-tracking';
import { infoPackageFields, type InfoPackageFieldCopy, type InfoPackageMessageKey } from '../model/fields';
import { loadInfoPackageCopy } from '../copy';
import { planInfoPackage } from '../send-info-package';
import { ConsentNote } from './consent-note';
import { SubmissionSuccessPanel } from './submission-panels';

// German is there at once, so the prerendered markup and the first client render agree; the
// visitor's language, if another, follows and the form re-renders in it. If it cannot arrive
// (offline), the form reads in German, which is always there.
loadInfoPackageCopy().catch((error: unknown) => console.warn('[info-package] the form stays in German', error));

export interface InfoPackageFormProps {
  /** An address typed into a page e-mail field; applied when the form is made and whenever `emailRequest` changes. */
  readonly email?: string;
  readonly emailRequest?: number;
  /** Heading level of the success panel: 2 on its own page, 3 inside the modal's titled dialog. */
  readonly headingOrder?: 2 | 3;
  /** Shown in the success panel (the modal's close button). */
  readonly successAction?: ReactNode;
  readonly onSent?: () => void;
}

/** The info package order form: the CRM's fields, used on `/infopaket` and in the modal. */
export function InfoPackageForm({ email = '', emailRequest, headingOrder = 2, successAction, onSent }: InfoPackageFormProps) {
  const { t, i18n } = useTranslation('info-package');
  const locale = i18n.language === 'en' ? 'en' : 'de';
  const fields = useMemo(() => {
    const copy = t('fields', { returnObjects: true }) as InfoPackageFieldCopy;
    const message = (key: InfoPackageMessageKey) => i18n.t(`messages.${key}`, { ns: 'info-package' });
    return infoPackageFields(copy, message);
  }, [t, i18n]);
  // This visit's campaign goes into the hidden inputs from the first render on. The prerendered
  // page has them empty, and hydration sets a hidden input's value to what the browser renders,
  // so the form needs no second render on a slow phone's main thread to fill them in.
  const [tracking] = useState(readHiddenTrackingFields);
  const form = useFormModel(fields, { locale, values: { ...tracking, EMAIL: email } });
  const submission = useSubmission(planInfoPackage);

  const applied = useRef(emailRequest);
  useEffect(() => {
    if (applied.current === emailRequest) return;
    applied.current = emailRequest;
    if (email !== '') form.setValue('EMAIL', email);
  }, [form, email, emailRequest]);

  async function send(values: Parameters<typeof submission.send>[0]) {
    const phase = await submission.send(values);
    if (phase.kind === 'sent') onSent?.();
  }

  return (
    <SubmissionFlow
      phase={submission.phase}
      headingOrder={headingOrder}
      onSubmitStart={submission.hideRefusal}
      renderSent={() => <SubmissionSuccessPanel headingOrder={headingOrder} action={successAction} />}
    >
      <EngineForm
        form={form}
        onSubmit={send}
        submitLabel={t('form.submit')}
        aria-label={t('form.label')}
        // Without script the browser posts straight to the CRM, which answers with its own page.
        action={env.crmFormUrl}
        method="post"
        encType="multipart/form-data"
      >
        <ConsentNote />
        <HoneypotField inputRef={submission.honeypot} label={t('honeypot')} />
        <SubmissionRefusal phase={submission.phase} message={t('error')} reason={(reason) => t('errorReason', { reason })} />
      </EngineForm>
    </SubmissionFlow>
  );
}
