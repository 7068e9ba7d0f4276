import { type ContactFieldCopy, type ContactMessageKey, contactFields } from '@/platform/forms/model/contact-fields';
import type { FieldDefinition } from '@/platform/forms/model/field-definition';

/** Who will use the device: the visitor or a relative they apply for. */
export const testUserUsers = ['self', 'relative'] as const;
export type TestUserUser = (typeof testUserUsers)[number];

/** The request's `message` allows this many characters. */
export const maxMessageLength = 1000;

/** The translated texts the definitions need; the form reads them from the `test-user` namespace. */
export interface TestUserFieldCopy extends ContactFieldCopy {
  /** Says the postal address is where the device goes. */
  readonly streetDescription: string;
  readonly user: string;
  readonly userSelf: string;
  readonly userRelative: string;
  readonly message: string;
  readonly messageDescription: string;
  readonly consent: string;
}

export type TestUserMessageKey = ContactMessageKey | 'userRequired' | 'consentRequired';

/** Looked up when a message shows, so a language switch changes it too. */
export type TestUserMessage = (key: TestUserMessageKey, value: unknown) => string;

/**
 * The engine definitions of the application, in the order it shows them: the shared contact and
 * address fields (the address is where the device is delivered), who will use it, a free
 * message and the consent to be contacted.
 */
export function testUserFields(copy: TestUserFieldCopy, message: TestUserMessage): FieldDefinition[] {
  const contact = contactFields(copy, message).map((field) => (field.name === 'street' ? { ...field, description: copy.streetDescription } : field));
  return [
    ...contact,
    {
      name: 'user',
      type: 'radio',
      label: copy.user,
      rules: `required|is:${testUserUsers.join(',')}`,
      options: [
        { value: 'self', label: copy.userSelf },
        { value: 'relative', label: copy.userRelative },
      ],
      messages: { required: ({ value }) => message('userRequired', value), is: ({ value }) => message('userRequired', value) },
    },
    {
      name: 'message',
      type: 'textarea',
      label: copy.message,
      description: copy.messageDescription,
      rules: `length:0,${maxMessageLength}`,
      autoComplete: 'off',
    },
    { name: 'consent', type: 'checkbox', label: copy.consent, rules: 'accepted', messages: { accepted: ({ value }) => message('consentRequired', value) } },
  ];
}
