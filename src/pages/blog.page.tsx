import { Alert } from '@/ui/kit/alert';
import { Container, SimpleGrid, Stack } from '@/ui/kit/layout';
import { Text } from '@/ui/kit/typography';
import { useTranslation } from 'react-i18next';
import { contentIndex } from 'virtual:content-index';
import { brand } from '@/config/brand';
import { ArticleCard } from '@/features/content/components/article-card';
import cards from '@/features/content/components/cards.module.css';
import { CategoryFilter } from '@/features/content/components/category-filter';
import { articleCategoryList, categoryNamed, filterArticles, isArticle, type ArticleCategory } from '@/features/content/model/article-filter';
import { useCategoryFilter } from '@/features/content/use-category-filter';
import { useContentLanguage } from '@/features/content/use-content-language';
import { PageIntro } from '@/ui/page-intro';

const articles = contentIndex.filter(isArticle);
const categories = articleCategoryList(brand.name);

/** Previews in the first row are in view on a wide screen: load them at once. */
const eagerPreviews = 3;

/** The blog index: every article, newest first, narrowed by the category in the address. */
export function BlogPage() {
  const { t } = useTranslation('blog');
  const { t: tCommon } = useTranslation('common');
  const language = useContentLanguage();
  const filter = useCategoryFilter(categories);
  const shown = filterArticles(articles, filter);
  const label = (category: ArticleCategory) => tCommon(`content.categories.${category.id}`);
  const labelOfName = (name: string) => {
    const category = categoryNamed(name, categories);
    return category ? label(category) : name;
  };

  return (
    <>
      <PageIntro heading={t('heading')} intro={t('intro')} />
      <Container pb="xl">
        <Stack gap="lg">
          <CategoryFilter categories={categories} filter={filter} label={t('filter.label')} allLabel={t('filter.all')} categoryLabel={label} />
          {filter.kind === 'unknown' && (
            <Alert variant="light" color="coral">
              <Text>{t('filter.unknown')}</Text>
            </Alert>
          )}
          <Text role="status" fw={700}>
            {filter.kind === 'category'
              ? t('filter.countIn', { count: shown.length, category: label(filter.category) })
              : t('filter.countAll', { count: shown.length })}
          </Text>
          <SimpleGrid component="ul" cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" className={cards.list}>
            {shown.map((article, index) => (
              <li key={article.path}>
                <ArticleCard article={article} language={language} categoryLabel={labelOfName} eager={index < eagerPreviews} />
              </li>
            ))}
          </SimpleGrid>
        </Stack>
      </Container>
    </>
  );
}

export const Component = BlogPage;
