import { createSubmissionLog, type LoggedSubmission } from './submission-log';

/** Every submission the CRM mock received: all form fields as sent, files as a short note. */
export type CrmSubmission = LoggedSubmission<Record<string, string>>;

export const crmLog = createSubmissionLog<Record<string, string>>();
