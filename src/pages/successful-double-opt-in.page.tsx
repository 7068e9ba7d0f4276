import { Group } from '@/ui/kit/layout';
import { Text } from '@/ui/kit/typography';
import { IconCircleCheckFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/routes';
import { MoreLinks } from '@/ui/sections/more-link';
import { PageSection } from '@/ui/sections/page-section';
import { StepList } from '@/ui/sections/step-list';
import { SupportSection, supportValues } from '@/platform/contact/support-contact';
import { PageIntro } from '@/ui/page-intro';

const steps = ['email', 'post', 'call'] as const;

export function SuccessfulDoubleOptInPage() {
  const { t } = useTranslation('successful-double-opt-in');
  return (
    <>
      <PageIntro heading={t('heading')} intro={t('intro')}>
        <Group gap="xs" wrap="nowrap" c="anchor">
          <IconCircleCheckFilled aria-hidden size={30} />
          <Text fw={700} c="text">
            {t('confirmed')}
          </Text>
        </Group>
      </PageIntro>

      <PageSection heading={t('next.heading')} tone="tint">
        <StepList steps={steps.map((id) => ({ id, title: t(`next.steps.${id}.title`), text: t(`next.steps.${id}.text`) }))} />
      </PageSection>

      <PageSection heading={t('meanwhile.heading')} intro={t('meanwhile.intro')}>
        <MoreLinks
          links={[
            { to: paths.liveDemo, label: t('meanwhile.demo') },
            { to: paths.video, label: t('meanwhile.video') },
            { to: paths.relatives, label: t('meanwhile.relatives') },
            { to: paths.app, label: t('meanwhile.app') },
          ]}
        />
      </PageSection>

      <SupportSection copy={t('support', { returnObjects: true, ...supportValues })} />
    </>
  );
}

export const Component = SuccessfulDoubleOptInPage;
