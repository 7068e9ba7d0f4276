import { Button } from '@/ui/kit/buttons';
import { Container, Group } from '@/ui/kit/layout';
import { Text } from '@/ui/kit/typography';
import { useTranslation } from 'react-i18next';
import { brand } from '@/config/brand';
import { ContentHeader } from '@/features/content/components/content-header';
import { mdxComponents } from '@/features/content/components/mdx-components';
import classes from '@/features/content/components/prose.module.css';
import type { ContentEntry } from '@/features/content/model/check-content';
import { applyHref } from '@/features/content/model/jobs';
import type { JobMeta } from '@/features/content/model/schema';
import { useLocalizedBody, type ContentBodies } from '@/features/content/use-localized-body';
import { formatLongDate } from '@/platform/formatting/model/format';

export function JobPage({ entry, bodies }: { entry: ContentEntry; bodies: ContentBodies }) {
  const meta = entry.meta as JobMeta;
  const { Body, language } = useLocalizedBody(bodies);
  const { t } = useTranslation('common');
  const href = applyHref(meta, brand.support.jobsEmail);
  return (
    <Container py="xl" component="article">
      <ContentHeader meta={meta} language={language}>
        <Text>
          {t(`jobs.experience.${meta.experience}`)} · {t(`jobs.period.${meta.period}`)} · {language === 'en' ? meta.en.location : meta.location} ·{' '}
          <time dateTime={meta.date}>{formatLongDate(meta.date, language)}</time>
        </Text>
        <Group>
          <Button component="a" href={href}>
            {t('jobs.apply')}
          </Button>
        </Group>
      </ContentHeader>
      <div className={classes.prose} lang={language}>
        <Body components={mdxComponents} />
      </div>
      <Button component="a" href={href} mt="xl">
        {t('jobs.apply')}
      </Button>
    </Container>
  );
}

export const Component = JobPage;
