import { paths } from '@/config/routes';
import type { SubmissionDescriptor } from '@/platform/forms/submission/model/descriptor';
import { siteApi } from '@/platform/forms/submission/model/site-api';
import { type Programme, testUserNamespace } from '../namespace';
import { type TestUserRequest, testUserRequest } from './application';
import { type TestUserFieldCopy, testUserFields, type TestUserMessageKey } from './fields';

/** What the confirmation repeats: the address the notice after the review goes to. */
export interface TestUserShown {
  readonly email: string;
}

export type TestUserDescriptor = SubmissionDescriptor<TestUserRequest, TestUserShown, TestUserFieldCopy, TestUserMessageKey>;

/**
 * The application for the test-user programme or the DiPA study: it names the page it came from,
 * goes to the site's `/test-user` with `dipa_form_sent`, and once taken the visitor moves on to the
 * confirmation page.
 */
export function testUserDescriptor(programme: Programme): TestUserDescriptor {
  return {
    endpoint: siteApi('test-user'),
    copy: { namespace: testUserNamespace, section: 'form' },
    fields: ({ fields, message }) => testUserFields(fields, message),
    fixed: { programme },
    request: (values, { locale }) => testUserRequest(values, locale, programme),
    shown: (request) => ({ email: request?.email ?? '' }),
    conversion: ({ email, firstName, lastName, phone }) => ({ event: 'dipa_form_sent', contact: { email, firstName, lastName, phone } }),
    thanksPage: paths.dipaSubmit,
  };
}
