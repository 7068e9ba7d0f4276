import { useSearchParams } from 'react-router-dom';
import { categoryParam, parseCategoryFilter, type ArticleCategory, type CategoryFilter } from './model/article-filter';
import { useHydrated } from '@/ui/use-hydrated';

const all: CategoryFilter = { kind: 'all' };

/**
 * The blog's category filter from the address. The prerendered `/blog` has no query, so while
 * React hydrates it the filter is "all", as in the markup; the address's category applies on
 * the render right after.
 */
export function useCategoryFilter(categories: readonly ArticleCategory[]): CategoryFilter {
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  return hydrated ? parseCategoryFilter(searchParams.get(categoryParam), categories) : all;
}
