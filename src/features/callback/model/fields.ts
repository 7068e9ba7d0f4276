import { phonePattern } from '@/platform/forms/model/contact-fields';
import { maxTextLength } from '@/platform/forms/model/text-limit';
import type { FieldDefinition } from '@/platform/forms/model/field-definition';
import { callbackDays, type CallbackDay, checkPreferredTime, type TimeWindow, windowPattern } from './time-window';

/** The names the site's `/callback` endpoint reads (`mocks/handlers/api.ts` requires `phone`). */
export const callbackFieldNames = ['name', 'phone', 'day', 'time', 'consent'] as const;
export type CallbackFieldName = (typeof callbackFieldNames)[number];

/** The translated texts the definitions need; the form reads them from its namespace. */
export interface CallbackFieldCopy {
  readonly name: string;
  readonly phone: string;
  readonly phoneDescription: string;
  readonly day: string;
  readonly days: Readonly<Record<CallbackDay, string>>;
  readonly time: string;
  readonly timeDescription: string;
  readonly consent: string;
}

export type CallbackMessageKey = 'phoneFormat' | 'dayInvalid' | 'timeFormat' | 'timeOutside' | 'consentRequired';

/** Looked up when a message shows, so a language switch changes it too (as in the info package form). */
export type CallbackMessage = (key: CallbackMessageKey, value: unknown) => string;

/** The engine definitions of the callback form, in the order it shows them. */
export function callbackFields(copy: CallbackFieldCopy, message: CallbackMessage, window: TimeWindow): FieldDefinition[] {
  return [
    // The number is what we need; a name is welcome, as the contract has it.
    { name: 'name', type: 'text', label: copy.name, rules: `length:1,${maxTextLength}`, autoComplete: 'name' },
    {
      name: 'phone',
      type: 'tel',
      label: copy.phone,
      description: copy.phoneDescription,
      rules: `required|matches:${phonePattern}`,
      maxLength: 40,
      autoComplete: 'tel',
      messages: { matches: ({ value }) => message('phoneFormat', value) },
    },
    {
      name: 'day',
      type: 'select',
      label: copy.day,
      // No placeholder: the first option ("any weekday") is chosen until the visitor picks a day.
      options: callbackDays.map((day) => ({ value: day, label: copy.days[day] })),
      rules: `required|is:${callbackDays.join(',')}`,
      messages: { required: ({ value }) => message('dayInvalid', value), is: ({ value }) => message('dayInvalid', value) },
    },
    {
      name: 'time',
      type: 'text',
      label: copy.time,
      description: copy.timeDescription,
      // Optional: an empty time means "whenever suits you within the window".
      rules: `matches:${windowPattern(window)}`,
      maxLength: 20,
      autoComplete: 'off',
      messages: {
        matches: ({ value }) => message(checkPreferredTime(String(value), window).kind === 'outside' ? 'timeOutside' : 'timeFormat', value),
      },
    },
    { name: 'consent', type: 'checkbox', label: copy.consent, rules: 'accepted', messages: { accepted: ({ value }) => message('consentRequired', value) } },
  ];
}
