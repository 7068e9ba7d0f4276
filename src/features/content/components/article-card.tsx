import { Card, CardSection, Group, Stack } from '@/ui/kit/layout';
import { Anchor, Badge, Text, Title } from '@/ui/kit/typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatLongDate } from '@/platform/formatting/model/format';
import type { ArticleEntry } from '../model/article-filter';
import classes from './cards.module.css';
import type { Locale } from '@/i18n/locale';

export interface ArticleCardProps {
  article: ArticleEntry;
  language: Locale;
  /** The label of a category as the index spells it (translated for English readers). */
  categoryLabel: (name: string) => string;
  /** Previews above the fold load at once, the rest when scrolled near. */
  eager?: boolean;
}

/** One article in the blog index: preview, linked title, description, date, reading time, categories. */
export function ArticleCard({ article, language, categoryLabel, eager = false }: ArticleCardProps) {
  const { t } = useTranslation('common');
  const { meta } = article;
  const text = language === 'de' ? meta : meta.en;
  return (
    <Card withBorder padding="lg" radius="md" className={classes.card} component="article">
      <CardSection mb="md">
        <img className={classes.preview} src={meta.previewUrl} alt="" width={600} height={400} loading={eager ? 'eager' : 'lazy'} decoding="async" />
      </CardSection>
      <Stack gap="sm">
        <Title order={2} size="h3">
          <Anchor component={Link} to={article.path} inherit>
            {text.title}
          </Anchor>
        </Title>
        <Text>{text.description}</Text>
        <Text c="dimmed">
          <time dateTime={meta.date}>{formatLongDate(meta.date, language)}</time> ·{' '}
          {t('content.readingTime', { minutes: Number.parseInt(meta.readingTime, 10) })}
        </Text>
        <Group component="ul" gap="xs" className={classes.badges}>
          {meta.categories.map((category) => (
            <li key={category}>
              <Badge variant="light" size="lg" tt="none">
                {categoryLabel(category)}
              </Badge>
            </li>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}
