import { Alert } from '@/ui/kit/alert';
import { Text } from '@/ui/kit/typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { trackSubmission } from '@/platform/analytics/track';
import { contactValues } from '@/platform/forms/model/contact-fields';
import { clearCheckoutDraft, readCheckoutDraft } from '../checkout-store';

/** Order ids as the API gives them; anything else in the address is not shown. */
const orderIdPattern = /^[A-Za-z0-9_-]{1,100}$/;

type Completion = { kind: 'received' | 'paypalApproved' | 'paypalUnconfirmed' | 'paypalCancelled'; order: string };

function completionOf(params: URLSearchParams): Completion | undefined {
  const order = params.get('order') ?? '';
  if (!orderIdPattern.test(order)) return undefined;
  const paypal = params.get('paypal');
  if (paypal === 'approved') return { kind: 'paypalApproved', order };
  if (paypal === 'cancelled') return { kind: 'paypalCancelled', order };
  // Back from PayPal, but PayPal has not confirmed the payment to the service: no conversion yet.
  if (paypal === 'unconfirmed') return { kind: 'paypalUnconfirmed', order };
  return paypal === null ? { kind: 'received', order } : undefined;
}

/**
 * On the success page after a pre-order: which order arrived, and for PayPal whether it was
 * approved there. Back from PayPal approved, the payment is the conversion: `payment_success` is
 * pushed with the hashed contact of the tab's draft, once (the draft goes with it).
 */
export function CheckoutCompletion() {
  const { t } = useTranslation('success');
  const [params] = useSearchParams();
  const [completion, setCompletion] = useState<Completion | undefined>(undefined);
  useEffect(() => {
    const found = completionOf(params);
    setCompletion(found);
    if (!found || found.kind === 'received') return;
    const draft = readCheckoutDraft();
    clearCheckoutDraft();
    if (found.kind === 'paypalApproved' && draft.plan && draft.addressDone) {
      const address = contactValues(draft.address);
      void trackSubmission('payment_success', { email: address.email, firstName: address.firstName, lastName: address.lastName, phone: address.phone });
    }
  }, [params]);
  if (!completion) return null;
  return (
    <Alert
      variant="light"
      color={completion.kind === 'paypalCancelled' || completion.kind === 'paypalUnconfirmed' ? 'coral' : 'lumi'}
      title={t(`order.${completion.kind}.title`)}
      role="status"
      data-order={completion.order}
    >
      <Text>{t(`order.${completion.kind}.text`, { order: completion.order })}</Text>
    </Alert>
  );
}
