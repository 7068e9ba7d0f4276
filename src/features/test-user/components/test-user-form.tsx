import { useMemo, useRef } from 'react';
import { track } from '@/platform/analytics/track';
import { SubmissionForm } from '@/platform/forms/submission/components/submission-form';
import { testUserDescriptor } from '../model/test-user-descriptor';
import type { Programme } from '../namespace';
import { ApplicationReceived } from './application-received';
import { ApplicationConsentNote } from './consent-note';
import classes from './test-user.module.css';

/**
 * The application for the test-user programme or the DiPA study. Sent through the outbox like
 * every form; once the endpoint took it the visitor moves on to the confirmation page. Offline
 * it waits in the outbox, and the place of the form says so until it went out.
 */
export function TestUserForm({ programme }: { programme: Programme }) {
  const descriptor = useMemo(() => testUserDescriptor(programme), [programme]);

  // The first focus or keystroke inside the form is the "dipa_form_open" moment, once per page view.
  const opened = useRef(false);
  const markOpen = () => {
    if (opened.current) return;
    opened.current = true;
    track('dipa_form_open');
  };

  return (
    <SubmissionForm
      descriptor={descriptor}
      headingOrder={3}
      className={classes.form}
      onStart={markOpen}
      note={<ApplicationConsentNote />}
      renderSent={({ email }) => <ApplicationReceived email={email} />}
    />
  );
}
