import { Stack } from '@/ui/kit/layout';
import { useTranslation } from 'react-i18next';
import { CallbackForm } from '@/features/callback/components/callback-form';
import { StepList } from '@/ui/sections/step-list';
import { SupportContact, supportValues } from '@/platform/contact/support-contact';
import { AsideSection, FormPage } from '@/ui/form-page';

const afterSteps = ['call', 'questions', 'decide'] as const;

export function CallbackformPage() {
  const { t } = useTranslation('callbackform');
  return (
    <FormPage
      heading={t('heading')}
      intro={t('intro')}
      formLabel={t('form.label')}
      form={<CallbackForm />}
      aside={
        <Stack gap="xl">
          <SupportContact copy={t('direct', { returnObjects: true, ...supportValues })} />
          <AsideSection heading={t('after.heading')} gap="md">
            <StepList steps={afterSteps.map((id) => ({ id, title: t(`after.steps.${id}.title`), text: t(`after.steps.${id}.text`) }))} />
          </AsideSection>
        </Stack>
      }
    />
  );
}

export const Component = CallbackformPage;
