import type { FieldDefinition } from '@/platform/forms/model/field-definition';
import { maxTextLength } from '@/platform/forms/model/text-limit';

/** The labels of who sends a cancellation or a withdrawal, and why the e-mail address is asked for. */
export interface SenderFieldCopy {
  readonly name: string;
  readonly email: string;
  readonly emailDescription?: string;
}

/** Who sends a cancellation or a withdrawal: the name, and the e-mail address the receipt goes to. */
export function senderFields(copy: SenderFieldCopy): FieldDefinition[] {
  return [
    { name: 'name', type: 'text', label: copy.name, rules: `required|length:1,${maxTextLength}`, autoComplete: 'name' },
    {
      name: 'email',
      type: 'email',
      label: copy.email,
      description: copy.emailDescription,
      rules: `required|email|length:1,${maxTextLength}`,
      autoComplete: 'email',
    },
  ];
}
