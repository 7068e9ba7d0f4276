import { brand } from '@/config/brand';
import { env } from '@/config/env';
import { articleCategoryList, categoryNamed } from '@/features/content/model/article-filter';
import type { ContentEntry } from '@/features/content/model/check-content';
import { contentJsonLd } from '@/features/content/model/json-ld';
import { canonicalUrl } from '@/app/shell/head/model/head';
import { i18n } from '@/i18n/i18n';
import type { Locale } from '@/i18n/locale';

/**
 * The structured data of a content page, with absolute URLs and the organisation. It loads with
 * the content pages, not with every page of the site.
 */
export function contentPageJsonLd(entry: ContentEntry, language: Locale): ReturnType<typeof contentJsonLd> {
  const operator = brand.operator;
  const t = i18n.getFixedT(language, 'common');
  const categories = articleCategoryList(brand.name);
  return contentJsonLd(entry, {
    absoluteUrl: (path) => canonicalUrl(env.siteUrl, path),
    language,
    categoryName: (name) => {
      const category = categoryNamed(name, categories);
      return category ? t(`content.categories.${category.id}`) : name;
    },
    organization: {
      name: brand.name,
      address: { street: operator.street, postalCode: operator.postalCode, city: operator.city, countryCode: operator.countryCode },
    },
  });
}
