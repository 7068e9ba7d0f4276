import { useStore } from 'jotai';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';
import { EngineForm } from '@/features/forms/components/engine-form';
import type { FormValues } from '@/features/forms/model/field-definition';
import { useFormModel } from '@/features/forms/use-form-model';
import { QueuedSubmission } from '@/features/outbox/components/queued-submission';
import { submitThroughOutbox } from '@/features/outbox/outbox-runtime';
import { readHiddenTrackingFields } from '@/features/tracking/capture-tracking';
import { infoPackageFields, type InfoPackageFieldCopy, type InfoPackageMessageKey } from '../model/fields';
import type { SubmissionOutcome } from '../model/submission';
import { loadInfoPackageCopy } from '../copy';
import { sendInfoPackage } from '../send-info-package';
import { ConsentNote } from './consent-note';
import { HoneypotField } from './honeypot-field';
import { SubmissionErrorPanel, SubmissionSuccessPanel } from './submission-panels';

// German is there at once, so the prerendered markup and the first client render agree; the
// visitor's language, if another, follows and the form re-renders in it.
void loadInfoPackageCopy();

type Phase = { readonly kind: 'editing' } | { readonly kind: 'sending' } | SubmissionOutcome;

const editing: Phase = { kind: 'editing' };

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

/** The info package order form of spec sections 3 to 5, used on `/infopaket` and in the modal. */
export function InfoPackageForm({ email = '', emailRequest, headingOrder = 2, successAction, onSent }: InfoPackageFormProps) {
  const { t, i18n } = useTranslation('info-package');
  const locale = i18n.language === 'en' ? 'en' : 'de';
  const fields = useMemo(() => {
    const copy = t('fields', { returnObjects: true }) as InfoPackageFieldCopy;
    const message = (key: InfoPackageMessageKey) => i18n.t(`messages.${key}`, { ns: 'info-package' });
    return infoPackageFields(copy, message);
  }, [t, i18n]);
  const form = useFormModel(fields, { locale, values: { EMAIL: email } });
  const store = useStore();
  const [phase, setPhase] = useState<Phase>(editing);
  const honeypot = useRef<HTMLInputElement>(null);

  // Read after mount, never during render: the prerendered page knows no address or campaign.
  useEffect(() => {
    for (const [name, value] of Object.entries(readHiddenTrackingFields())) form.setValue(name, value);
  }, [form]);

  const applied = useRef(emailRequest);
  useEffect(() => {
    if (applied.current === emailRequest) return;
    applied.current = emailRequest;
    if (email !== '') form.setValue('EMAIL', email);
  }, [form, email, emailRequest]);

  async function send(values: FormValues) {
    setPhase({ kind: 'sending' });
    const outcome = await sendInfoPackage(values, honeypot.current?.value ?? '', {
      submit: (draft) => submitThroughOutbox(store, draft),
    });
    setPhase(outcome);
    if (outcome.kind === 'sent') onSent?.();
  }

  const success = () => <SubmissionSuccessPanel headingOrder={headingOrder} action={successAction} />;
  if (phase.kind === 'sent') return success();
  // Saved in the outbox: the form gives way to its state, which turns into success once sent.
  if (phase.kind === 'queued') return <QueuedSubmission id={phase.id} headingOrder={headingOrder} renderSent={success} />;

  return (
    // Spec section 4: every submit hides the previous failure, even one that stops at validation.
    <div onSubmitCapture={() => setPhase((current) => (current.kind === 'failed' ? editing : current))}>
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
        <HoneypotField inputRef={honeypot} label={t('honeypot')} />
        {phase.kind === 'failed' ? <SubmissionErrorPanel reason={phase.message} /> : null}
      </EngineForm>
    </div>
  );
}
