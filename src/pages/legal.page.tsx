import { Anchor, Container, List, Text, Title } from '@mantine/core';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ContentHeader } from '@/features/content/components/content-header';
import { mdxComponents } from '@/features/content/components/mdx-components';
import classes from '@/features/content/components/prose.module.css';
import type { ContentEntry } from '@/features/content/model/check-content';
import type { LegalMeta } from '@/features/content/model/schema';
import { useContentLanguage } from '@/features/content/use-content-language';
import { formatLongDate } from '@/features/formatting/model/format';

type Body = ComponentType<{ components?: typeof mdxComponents }>;

/** Long legal texts get a table of contents built from their `##` headings at build time. */
export function LegalPage({ entry, Body }: { entry: ContentEntry; Body: Body }) {
  const meta = entry.meta as LegalMeta;
  const language = useContentLanguage();
  const { t } = useTranslation('common');
  return (
    <Container py="xl" component="article">
      <ContentHeader meta={meta}>
        <Text>{t('content.updated', { date: formatLongDate(meta.updated, language) })}</Text>
      </ContentHeader>
      {entry.headings.length >= 4 && (
        <nav aria-labelledby="toc-heading" className={classes.toc}>
          <Title order={2} id="toc-heading" size="h3">
            {t('content.toc')}
          </Title>
          <List>
            {entry.headings.map((heading) => (
              <List.Item key={heading.id}>
                <Anchor component={Link} to={`#${heading.id}`}>
                  {heading.text}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </nav>
      )}
      <div className={classes.prose} lang="de">
        <Body components={mdxComponents} />
      </div>
    </Container>
  );
}

export const Component = LegalPage;
