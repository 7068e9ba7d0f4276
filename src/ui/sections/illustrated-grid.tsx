import { SimpleGrid, Stack } from '@/ui/kit/layout';
import { Text, Title } from '@/ui/kit/typography';
import type { ReactNode } from 'react';
import classes from './product-pages.module.css';

export interface IllustratedItem {
  readonly id: string;
  /** A `SceneImage` or `DeviceImage`. */
  readonly image: ReactNode;
  readonly title: string;
  readonly text: string;
}

/** Pictures with an h3 and a short text each, two or three side by side on wide screens. */
export function IllustratedGrid({ items, columns = 2 }: { items: readonly IllustratedItem[]; columns?: 2 | 3 }) {
  return (
    <SimpleGrid component="ul" className={classes.list} cols={{ base: 1, sm: 2, lg: columns }} spacing="xl" verticalSpacing="xl">
      {items.map(({ id, image, title, text }) => (
        <li key={id}>
          <Stack gap="sm">
            {image}
            <Title order={3}>{title}</Title>
            <Text>{text}</Text>
          </Stack>
        </li>
      ))}
    </SimpleGrid>
  );
}
