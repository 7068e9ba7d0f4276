import { Button } from '@/ui/kit/buttons';
import { Card, Group, Stack } from '@/ui/kit/layout';
import { Anchor, Text, Title, VisuallyHidden } from '@/ui/kit/typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatLongDate } from '@/platform/formatting/model/format';
import type { JobEntry } from '../model/jobs';
import classes from './cards.module.css';
import type { Locale } from '@/i18n/locale';

export interface JobCardProps {
  job: JobEntry;
  language: Locale;
  /** Where "apply" leads: a mailto or the ad's external form. */
  applyHref: string;
  labels: { posted: string; details: string };
}

/** One open position: linked title, experience, period, place, date, apply and details. */
export function JobCard({ job, language, applyHref, labels }: JobCardProps) {
  const { t } = useTranslation('common');
  const { meta } = job;
  const text = language === 'de' ? meta : meta.en;
  return (
    <Card withBorder padding="lg" radius="md" className={classes.card} component="article">
      <Stack gap="sm" className={classes.fill}>
        <Title order={3}>
          <Anchor component={Link} to={job.path} inherit>
            {text.title}
          </Anchor>
        </Title>
        <Text>{text.description}</Text>
        <Text fw={700}>
          {t(`jobs.experience.${meta.experience}`)} · {t(`jobs.period.${meta.period}`)} · {meta.location}
        </Text>
        <Text c="dimmed">
          {labels.posted} <time dateTime={meta.date}>{formatLongDate(meta.date, language)}</time>
        </Text>
        <Group gap="sm" mt="auto">
          <Button component="a" href={applyHref}>
            {t('jobs.apply')}
            <VisuallyHidden>: {text.title}</VisuallyHidden>
          </Button>
          <Button component={Link} to={job.path} variant="outline">
            {labels.details}
            <VisuallyHidden>: {text.title}</VisuallyHidden>
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
