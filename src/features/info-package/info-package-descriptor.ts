import type { SubmissionDescriptor } from '@/platform/forms/submission/model/descriptor';
import { readHiddenTrackingFields } from '@/platform/tracking/capture-tracking';
import { infoPackageFields, type InfoPackageFieldCopy, type InfoPackageMessageKey } from './model/fields';
import { buildCrmFields, contactOf, type CrmFields } from './model/submission';
import { infoPackageNamespace } from './namespace';

export type InfoPackageDescriptor = SubmissionDescriptor<CrmFields, undefined, InfoPackageFieldCopy, InfoPackageMessageKey>;

/**
 * The info package order: it goes to the CRM's hosted form, not to the site API, with the CRM's
 * own field names; without script the browser posts there itself. The visit's campaign is in its
 * hidden inputs from the first render on and is read again when it is sent (it describes the page
 * it is sent from). `info_package_sent` goes with it.
 */
export function infoPackageDescriptor(readTracking: typeof readHiddenTrackingFields = readHiddenTrackingFields): InfoPackageDescriptor {
  return {
    endpoint: { target: 'crm', kind: 'info-package' },
    copy: { namespace: infoPackageNamespace, section: 'form' },
    fields: ({ fields, message }) => infoPackageFields(fields, message),
    initialValues: readTracking,
    request: (values, { honeypot }) => buildCrmFields(values, readTracking(), honeypot),
    shown: () => undefined,
    conversion: (fields) => ({ event: 'info_package_sent', contact: contactOf(fields) }),
  };
}

export const infoPackage = infoPackageDescriptor();
