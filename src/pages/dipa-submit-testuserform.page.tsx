import { useTranslation } from 'react-i18next';
import { PageSection } from '@/ui/sections/page-section';
import { StepList } from '@/ui/sections/step-list';
import { SupportSection, supportValues } from '@/platform/contact/support-contact';
import { PageIntro } from '@/ui/page-intro';

/** What happens after the application, from the review to free continued use. */
const nextSteps = ['review', 'notice', 'delivery', 'test', 'keep'] as const;

export function DipaSubmitTestuserformPage() {
  const { t } = useTranslation('dipa-submit-testuserform');
  return (
    <>
      <PageIntro heading={t('heading')} intro={t('intro')} />
      <PageSection heading={t('steps.heading')} tone="tint">
        <StepList steps={nextSteps.map((id) => ({ id, title: t(`steps.items.${id}.title`), text: t(`steps.items.${id}.text`) }))} />
      </PageSection>
      <SupportSection copy={t('support', { returnObjects: true, ...supportValues })} />
    </>
  );
}

export const Component = DipaSubmitTestuserformPage;
