import { Button } from '@/ui/kit/buttons';
import { Stack } from '@/ui/kit/layout';
import { Text } from '@/ui/kit/typography';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { brand } from '@/config/brand';
import { paths } from '@/config/routes';
import { track } from '@/platform/analytics/track';
import { CheckoutCompletion } from '@/features/checkout/components/checkout-completion';
import { CheckList } from '@/ui/sections/check-list';
import { MoreLink, MoreLinks } from '@/ui/sections/more-link';
import { PageSection } from '@/ui/sections/page-section';
import { StepList } from '@/ui/sections/step-list';
import { SupportSection, supportValues } from '@/platform/contact/support-contact';
import { PageIntro } from '@/ui/page-intro';

const tips = ['wait', 'spam', 'typo'] as const;

export function SuccessPage() {
  const { t } = useTranslation('success');
  const step = (id: 'openMail' | 'register' | 'unpack') => ({
    id,
    title: t(`steps.items.${id}.title`),
    text: t(`steps.items.${id}.text`, { email: brand.support.infoEmail }),
  });
  return (
    <>
      <PageIntro heading={t('heading')} intro={t('intro')}>
        <CheckoutCompletion />
      </PageIntro>

      <PageSection heading={t('steps.heading')} tone="tint">
        <StepList
          steps={[
            step('openMail'),
            {
              ...step('register'),
              extra: (
                <Stack gap="xs" align="flex-start">
                  <Button
                    component="a"
                    href={brand.links.userLogin}
                    variant="outline"
                    onClick={() => track('go_to_app')}
                    rightSection={<IconExternalLink aria-hidden />}
                  >
                    {t('steps.items.register.login')}
                  </Button>
                  <Text c="dimmed">{t('steps.items.register.loginHint')}</Text>
                </Stack>
              ),
            },
            { ...step('unpack'), extra: <MoreLink to={paths.setup}>{t('steps.items.unpack.link')}</MoreLink> },
          ]}
        />
      </PageSection>

      <PageSection heading={t('noMail.heading')}>
        <CheckList items={tips.map((id) => t(`noMail.items.${id}`))} />
      </PageSection>

      <PageSection heading={t('meanwhile.heading')} intro={t('meanwhile.intro')} tone="tint">
        <MoreLinks
          links={[
            { to: paths.app, label: t('meanwhile.app') },
            { to: paths.video, label: t('meanwhile.video') },
            { to: paths.relatives, label: t('meanwhile.relatives') },
          ]}
        />
      </PageSection>

      <SupportSection copy={t('support', { returnObjects: true, ...supportValues })} />
    </>
  );
}

export const Component = SuccessPage;
