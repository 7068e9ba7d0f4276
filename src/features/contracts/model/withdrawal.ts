import type { SubmissionRequests } from '@server/contract/kinds.generated';
import type { Locale } from '@/i18n/locale';
import { type FieldDefinition, type FormValues, textOf } from '@/platform/forms/model/field-definition';
import type { SubmissionDescriptor } from '@/platform/forms/submission/model/descriptor';
import { siteApi } from '@/platform/forms/submission/model/site-api';
import { contractsNamespace } from '../namespace';
import { senderFields, type SenderFieldCopy } from './sender-fields';
import type { SentRequest } from './summary';

/** Exactly what goes to `POST {apiBaseUrl}/withdrawal` after the visitor confirmed it, as the contract types it. */
export type WithdrawalRequest = SubmissionRequests['withdrawal'];

export interface WithdrawalFieldCopy extends SenderFieldCopy {
  readonly emailDescription: string;
  readonly orderReference: string;
  readonly orderReferenceDescription: string;
  readonly contract: string;
  readonly contractDescription: string;
  readonly orderReferenceRequired: string;
  readonly contractRequired: string;
}

/** The engine definitions of the first step, in the order it shows them. */
export function withdrawalFields(copy: WithdrawalFieldCopy): FieldDefinition[] {
  return [
    ...senderFields(copy),
    {
      name: 'orderReference',
      type: 'text',
      label: copy.orderReference,
      description: copy.orderReferenceDescription,
      rules: 'required|length:1,200',
      messages: { required: copy.orderReferenceRequired },
      autoComplete: 'off',
    },
    {
      name: 'contract',
      type: 'textarea',
      label: copy.contract,
      description: copy.contractDescription,
      rules: 'required|length:1,300',
      messages: { required: copy.contractRequired },
    },
  ];
}

/** The first step's values as the request the confirmation step shows and then sends; undefined when one is missing. */
export function withdrawalRequest(values: FormValues, locale: Locale): WithdrawalRequest | undefined {
  const request = {
    name: textOf(values.name),
    email: textOf(values.email),
    orderReference: textOf(values.orderReference),
    contract: textOf(values.contract),
    locale,
  };
  return Object.values(request).every((value) => value !== '') ? request : undefined;
}

/**
 * The withdrawal function ("Vertrag widerrufen"): the details first, then a distinct step that
 * shows what will be sent and sends it to the site's `/withdrawal` only on "Widerruf bestätigen".
 */
export const withdrawalDescriptor: SubmissionDescriptor<WithdrawalRequest, SentRequest<WithdrawalRequest>, WithdrawalFieldCopy> = {
  endpoint: siteApi('withdrawal'),
  copy: { namespace: contractsNamespace, section: 'withdrawal.form' },
  fields: ({ fields }) => withdrawalFields(fields),
  confirmFirst: true,
  request: (values, { locale }) => withdrawalRequest(values, locale),
  shown: (request) => ({ request }),
};
