import { type ReactNode, useMemo } from 'react';
import { SubmissionForm } from '@/platform/forms/submission/components/submission-form';
import { loadInfoPackageCopy } from '../copy';
import { infoPackage } from '../info-package-descriptor';
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
  const prefill = useMemo(() => ({ values: { EMAIL: email }, request: emailRequest }), [email, emailRequest]);
  return (
    <SubmissionForm
      descriptor={infoPackage}
      headingOrder={headingOrder}
      prefill={prefill}
      onSent={onSent}
      note={<ConsentNote />}
      renderSent={() => <SubmissionSuccessPanel headingOrder={headingOrder} action={successAction} />}
    />
  );
}
