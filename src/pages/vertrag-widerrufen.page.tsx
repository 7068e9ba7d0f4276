import { Anchor, Text } from '@/ui/kit/typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { brand } from '@/config/brand';
import { paths } from '@/config/routes';
import { WithdrawalForm } from '@/features/contracts/components/withdrawal-form';
import { AsideSection, FormPage } from '@/ui/form-page';

/** "Vertrag widerrufen": the withdrawal function with its confirmation step. */
export function WithdrawalPage() {
  const { t } = useTranslation('contracts', { keyPrefix: 'withdrawal' });
  return (
    <FormPage
      heading={t('heading')}
      intro={t('intro')}
      formLabel={t('form.label')}
      form={<WithdrawalForm />}
      aside={
        <AsideSection heading={t('other.heading')}>
          <Text>{t('other.text', { email: brand.support.supportEmail })}</Text>
          <Anchor component={Link} to={`${paths.agb}#16-widerrufsrecht`}>
            {t('terms')}
          </Anchor>
        </AsideSection>
      }
    />
  );
}

export const Component = WithdrawalPage;
