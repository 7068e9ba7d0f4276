import { Stack } from '@/ui/kit/layout';
import { Text } from '@/ui/kit/typography';
import { IconEar, IconHeartHandshake, IconMessageCircleCheck, IconShieldLock, IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { brand } from '@/config/brand';
import { paths } from '@/config/routes';
import { FeatureGrid } from '@/ui/sections/feature-grid';
import { MoreLink } from '@/ui/sections/more-link';
import { PageSection } from '@/ui/sections/page-section';
import { TeamGrid } from '@/ui/sections/team-grid';
import { PageIntro } from '@/ui/page-intro';

const storyParagraphs = ['grandmother', 'idea', 'result'] as const;
const members = ['erika', 'max', 'sena', 'jonas', 'mira'] as const;
const values = [
  ['simple', IconSparkles],
  ['people', IconHeartHandshake],
  ['privacy', IconShieldLock],
  ['honest', IconMessageCircleCheck],
  ['listen', IconEar],
] as const;

export function TeamPage() {
  const { t } = useTranslation('team');
  return (
    <>
      <PageIntro heading={t('heading')} intro={t('intro')}>
        {brand.operator.isFictitious ? <Text c="dimmed">{t('fictitious')}</Text> : null}
      </PageIntro>

      <PageSection heading={t('story.heading')} tone="tint">
        <Stack gap="md" maw="readable">
          {storyParagraphs.map((id) => (
            <Text key={id}>{t(`story.paragraphs.${id}`)}</Text>
          ))}
        </Stack>
      </PageSection>

      <PageSection heading={t('people.heading')}>
        <TeamGrid
          members={members.map((id) => ({
            id,
            name: t(`people.members.${id}.name`),
            role: t(`people.members.${id}.role`),
            text: t(`people.members.${id}.text`),
          }))}
        />
      </PageSection>

      <PageSection heading={t('values.heading')} tone="tint">
        <FeatureGrid items={values.map(([id, icon]) => ({ id, icon, title: t(`values.items.${id}.title`), text: t(`values.items.${id}.text`) }))} />
      </PageSection>

      <PageSection heading={t('jobs.heading')} intro={t('jobs.text')}>
        <div>
          <MoreLink to={paths.careers}>{t('jobs.link')}</MoreLink>
        </div>
      </PageSection>
    </>
  );
}

export const Component = TeamPage;
