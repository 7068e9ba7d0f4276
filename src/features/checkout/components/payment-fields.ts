import type { FieldDefinition } from '@/platform/forms/model/field-definition';

export interface SepaFieldCopy {
  readonly accountHolder: string;
  readonly iban: string;
  readonly ibanDescription: string;
  readonly mandate: string;
  /** The mandate's full wording, read right below the box it is agreed with. */
  readonly mandateText: string;
  readonly mandateRequired: string;
}

/** The SEPA direct debit fields; the IBAN is checked by its check digits (`iban` rule). */
export function sepaFields(copy: SepaFieldCopy): FieldDefinition[] {
  return [
    { name: 'accountHolder', type: 'text', label: copy.accountHolder, rules: 'required|length:1,200', autoComplete: 'name' },
    { name: 'iban', type: 'text', label: copy.iban, description: copy.ibanDescription, rules: 'required|iban', maxLength: 42, autoComplete: 'off' },
    {
      name: 'mandate',
      type: 'checkbox',
      label: copy.mandate,
      description: copy.mandateText,
      rules: 'accepted',
      messages: { accepted: () => copy.mandateRequired },
    },
  ];
}
