import { Button } from '@/ui/kit/buttons';
import { Group } from '@/ui/kit/layout';
import { Text } from '@/ui/kit/typography';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import classes from './category-filter.module.css';
import { categorySearch, type ArticleCategory, type CategoryFilter as Filter } from '../model/article-filter';

export interface CategoryFilterProps {
  categories: readonly ArticleCategory[];
  filter: Filter;
  /** Visible name of the group. */
  label: string;
  allLabel: string;
  categoryLabel: (category: ArticleCategory) => string;
}

/**
 * The blog's category filter: one link per category plus "all". Links, not buttons, so a
 * filtered list has an address to share; the chosen one carries `aria-current`.
 */
export function CategoryFilter({ categories, filter, label, allLabel, categoryLabel }: CategoryFilterProps) {
  const labelId = useId();
  const current = filter.kind === 'category' ? filter.category.id : undefined;
  const options = [
    { key: 'all', category: undefined, text: allLabel },
    ...categories.map((category) => ({ key: category.id, category, text: categoryLabel(category) })),
  ];
  return (
    <div role="group" aria-labelledby={labelId}>
      <Text id={labelId} fw={700} mb="xs">
        {label}
      </Text>
      <Group gap="xs">
        {options.map((option) => {
          const active = option.category?.id === current;
          return (
            <Button
              key={option.key}
              component={Link}
              to={{ search: categorySearch(option.category) }}
              variant={active ? 'filled' : 'outline'}
              size="md"
              className={classes.category}
              px="sm"
              aria-current={active ? 'true' : undefined}
            >
              {option.text}
            </Button>
          );
        })}
      </Group>
    </div>
  );
}
