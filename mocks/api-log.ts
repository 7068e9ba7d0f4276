import { createSubmissionLog, type LoggedSubmission } from './submission-log';

/** Every request the site-API mock received (callback, test-user), JSON or form fields. */
export type ApiSubmission = LoggedSubmission<Record<string, unknown>>;

export const apiLog = createSubmissionLog<Record<string, unknown>>();
