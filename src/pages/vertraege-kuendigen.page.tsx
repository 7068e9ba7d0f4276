import { Text } from '@/ui/kit/typography';
import { useTranslation } from 'react-i18next';
import { brand } from '@/config/brand';
import { CancellationForm } from '@/features/contracts/components/cancellation-form';
import { AsideSection, FormPage } from '@/ui/form-page';

const postalAddress = `${brand.operator.legalName}, ${brand.operator.street}, ${brand.operator.postalCode} ${brand.operator.city}`;

/** "Verträge hier kündigen" (§ 312k BGB): open to everyone, no login. */
export function CancellationPage() {
  const { t } = useTranslation('contracts', { keyPrefix: 'cancellation' });
  return (
    <FormPage
      heading={t('heading')}
      intro={t('intro')}
      formLabel={t('form.label')}
      form={<CancellationForm />}
      aside={
        <AsideSection heading={t('other.heading')}>
          <Text>{t('other.text', { email: brand.support.supportEmail, address: postalAddress })}</Text>
        </AsideSection>
      }
    />
  );
}

export const Component = CancellationPage;
