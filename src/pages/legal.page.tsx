import { Alert } from '@/ui/kit/alert';
import { Container } from '@/ui/kit/layout';
import { Anchor, List, ListItem, Text, Title } from '@/ui/kit/typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ContentHeader } from '@/features/content/components/content-header';
import { mdxComponents } from '@/features/content/components/mdx-components';
import classes from '@/features/content/components/prose.module.css';
import type { ContentEntry } from '@/features/content/model/check-content';
import type { LegalMeta } from '@/features/content/model/schema';
import { useLocalizedBody, type ContentBodies } from '@/features/content/use-localized-body';
import { formatLongDate } from '@/platform/formatting/model/format';

/**
 * Long legal texts get a table of contents built from their `##` headings at build time. Read in
 * English, a legal page says that only the German text is binding.
 */
export function LegalPage({ entry, bodies }: { entry: ContentEntry; bodies: ContentBodies }) {
  const meta = entry.meta as LegalMeta;
  const { Body, language } = useLocalizedBody(bodies);
  const { t } = useTranslation('common');
  const headings = language === 'en' ? entry.englishHeadings : entry.headings;
  return (
    <Container py="xl" component="article">
      <ContentHeader meta={meta} language={language}>
        <Text>{t('content.updated', { date: formatLongDate(meta.updated, language) })}</Text>
        {language === 'en' && (
          <Alert variant="light" color="lumi" role="note" title={t('content.bindingTitle')}>
            <Text>{t('content.binding')}</Text>
          </Alert>
        )}
      </ContentHeader>
      {headings.length >= 4 && (
        <nav aria-labelledby="toc-heading" className={classes.toc}>
          <Title order={2} id="toc-heading" size="h3">
            {t('content.toc')}
          </Title>
          <List>
            {headings.map((heading) => (
              <ListItem key={heading.id}>
                <Anchor component={Link} to={`#${heading.id}`}>
                  {heading.text}
                </Anchor>
              </ListItem>
            ))}
          </List>
        </nav>
      )}
      <div className={classes.prose} lang={language}>
        <Body components={mdxComponents} />
      </div>
    </Container>
  );
}

export const Component = LegalPage;
