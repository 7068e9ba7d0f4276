import { Card, Container, Group, SimpleGrid, Stack } from '@/ui/kit/layout';
import { Anchor, Badge, Text, Title } from '@/ui/kit/typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { brand } from '@/config/brand';
import { track } from '@/platform/analytics/track';
import { ContentHeader } from '@/features/content/components/content-header';
import { mdxComponents } from '@/features/content/components/mdx-components';
import classes from '@/features/content/components/prose.module.css';
import type { ContentEntry } from '@/features/content/model/check-content';
import type { RecommendedArticle } from '@/features/content/model/content-page-data';
import type { ArticleMeta } from '@/features/content/model/schema';
import { articleCategoryList, categoryNamed } from '@/features/content/model/article-filter';
import { useLocalizedBody, type ContentBodies } from '@/features/content/use-localized-body';
import { formatLongDate } from '@/platform/formatting/model/format';

const categories = articleCategoryList(brand.name);

export function ArticlePage({ entry, recommended, bodies }: { entry: ContentEntry; recommended: readonly RecommendedArticle[]; bodies: ContentBodies }) {
  const meta = entry.meta as ArticleMeta;
  const { Body, language } = useLocalizedBody(bodies);
  const { t } = useTranslation('common');
  const categoryLabel = (name: string) => {
    const category = categoryNamed(name, categories);
    return category ? t(`content.categories.${category.id}`) : name;
  };
  // Once per opened article: StrictMode's second effect run in development keeps the ref.
  const trackedPath = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (trackedPath.current === entry.path) return;
    trackedPath.current = entry.path;
    track('blog', { slug: meta.slug, title: meta.title });
  }, [entry.path, meta.slug, meta.title]);

  return (
    <Container py="xl" component="article">
      <ContentHeader meta={meta} language={language}>
        <Group gap="xs">
          {meta.categories.map((category) => (
            <Badge key={category} variant="light" size="lg">
              {categoryLabel(category)}
            </Badge>
          ))}
        </Group>
        <Text>
          {meta.author.name} · <time dateTime={meta.date}>{formatLongDate(meta.date, language)}</time> ·{' '}
          {t('content.readingTime', { minutes: Number.parseInt(meta.readingTime, 10) })}
        </Text>
      </ContentHeader>
      <img className={classes.hero} src={meta.imageUrl} alt="" width={1200} height={630} fetchPriority="high" />
      <div className={classes.prose} lang={language}>
        <Body components={mdxComponents} />
      </div>
      <section aria-labelledby="recommendations">
        <Title order={2} id="recommendations" mt="xl" mb="md">
          {t('content.recommendations')}
        </Title>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {recommended.map((candidate) => (
            <Card key={candidate.path} withBorder padding="lg" radius="md">
              <Stack gap="xs">
                <img src={candidate.previewUrl} alt="" width={600} height={400} loading="lazy" className={classes.preview} />
                <Anchor component={Link} to={candidate.path} fw={700}>
                  {language === 'de' ? candidate.title : candidate.englishTitle}
                </Anchor>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </section>
    </Container>
  );
}

export const Component = ArticlePage;
