import { useTranslation } from 'react-i18next';
import { AddressStep } from '@/features/checkout/components/address-step';
import { CheckoutProgress } from '@/features/checkout/components/checkout-progress';
import { PreOrderNote } from '@/features/checkout/components/pre-order-note';
import { PageIntro } from '@/ui/page-intro';

export function CheckoutAddressPage() {
  const { t } = useTranslation('checkout');
  return (
    <PageIntro heading={t('address.heading')} intro={t('address.intro')} before={<CheckoutProgress current="address" />}>
      <PreOrderNote />
      <AddressStep />
    </PageIntro>
  );
}

export const Component = CheckoutAddressPage;
