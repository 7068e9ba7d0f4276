import { apiPaths } from '@/adapters/api';
import { env } from '@/config/env';
import type { FormValues } from '@/platform/forms/model/field-definition';
import { isHoneypotFilled, type SubmissionPlan } from '@/platform/forms/submission/model/submission-phase';
import { testUserApplication } from './model/application';
import type { Programme } from './namespace';

/** What the confirmation repeats: the address the notice after the review goes to. */
export interface TestUserShown {
  readonly email: string;
}

export interface TestUserDependencies {
  readonly apiBaseUrl: string;
}

/**
 * What one application sends: JSON to the site's `/test-user`, through the outbox, so it waits
 * offline like every form. `dipa_form_sent` goes with the entry and is pushed once the endpoint
 * took it, now or later; never for a bot caught by the trap.
 */
export function planTestUserApplication(
  values: FormValues,
  honeypot: string,
  locale: 'de' | 'en',
  programme: Programme,
  { apiBaseUrl = env.apiBaseUrl }: Partial<TestUserDependencies> = {},
): SubmissionPlan<TestUserShown> {
  if (isHoneypotFilled(honeypot)) return { kind: 'skip', shown: { email: '' } };
  const application = testUserApplication(values, locale, programme);
  if (application.kind === 'invalid') return { kind: 'invalid' };
  const { fields } = application;
  return {
    kind: 'send',
    shown: { email: fields.email },
    draft: {
      form: 'test-user',
      target: { kind: 'api', baseUrl: apiBaseUrl, path: apiPaths['test-user'], encoding: 'json' },
      fields: { ...fields },
      conversion: { event: 'dipa_form_sent', contact: { email: fields.email, firstName: fields.firstName, lastName: fields.lastName, phone: fields.phone } },
    },
  };
}
