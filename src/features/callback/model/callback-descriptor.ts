import type { SubmissionDescriptor } from '@/platform/forms/submission/model/descriptor';
import { siteApi } from '@/platform/forms/submission/model/site-api';
import { callbackNamespace } from '../namespace';
import { callbackFields, type CallbackFieldCopy, type CallbackMessageKey } from './fields';
import { callbackRequest, type CallbackRequest, type CallbackWish } from './submission';
import { callbackWindow, formatClock } from './time-window';

/** What the confirmation repeats, so a wrong number is noticed. */
export interface CallbackShown {
  readonly wish: CallbackWish;
  readonly phone: string;
}

/** The support hours as the copy writes them (`{{from}}`, `{{to}}`). */
export const callbackHours = { from: formatClock(callbackWindow.from), to: formatClock(callbackWindow.to) };

/**
 * The callback request: name, phone, a weekday and a time within the support hours, consent. It
 * goes to the site's `/callback`; `callback_sent` goes with it, hashing only the phone (one name
 * field cannot be split into first and last name reliably).
 */
export const callbackDescriptor: SubmissionDescriptor<CallbackRequest, CallbackShown, CallbackFieldCopy, CallbackMessageKey> = {
  endpoint: siteApi('callback'),
  copy: { namespace: callbackNamespace, section: 'form', values: callbackHours },
  fields: ({ fields, message }) => callbackFields(fields, message, callbackWindow),
  request: (values, { locale }) => callbackRequest(values, locale, callbackWindow),
  shown: (request) => ({ wish: { day: request?.day ?? 'any', time: request?.time ?? '' }, phone: request?.phone ?? '' }),
  conversion: ({ phone }) => ({ event: 'callback_sent', contact: { phone } }),
};
