import { Card, SimpleGrid, Stack } from '@/ui/kit/layout';
import { Text, Title } from '@/ui/kit/typography';
import type { Icon } from '@tabler/icons-react';
import offer from './offer-pages.module.css';
import classes from './product-pages.module.css';

export interface FeatureItem {
  readonly id: string;
  readonly icon: Icon;
  readonly title: string;
  readonly text: string;
}

export type FeatureGridProps = {
  readonly items: readonly FeatureItem[];
  /** Columns on wide screens; one column on phones, two from tablets. */
  readonly columns?: 2 | 3 | 4;
} & (
  | { readonly look?: 'product' }
  /** The offer look's tiles tint their icon in the brand's teal or the campaign's coral. */
  | { readonly look: 'offer'; readonly accent?: 'lumi' | 'coral' }
);

/** A list of features as cards: a decorative icon, an h3 and a short text. */
export function FeatureGrid(props: FeatureGridProps) {
  const { items, columns = 3 } = props;
  if (props.look === 'offer') {
    return (
      <ul className={offer.features} data-accent={props.accent ?? 'lumi'} data-columns={columns}>
        {items.map(({ id, icon: ItemIcon, title, text }) => (
          <li key={id} className={offer.feature}>
            <span className={offer.featureIcon}>
              <ItemIcon aria-hidden size={32} stroke={1.75} />
            </span>
            <h3 className={offer.featureTitle}>{title}</h3>
            <p className={offer.featureText}>{text}</p>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <SimpleGrid component="ul" className={classes.list} cols={{ base: 1, sm: 2, lg: columns }} spacing="lg">
      {items.map(({ id, icon: ItemIcon, title, text }) => (
        <li key={id}>
          <Card className={classes.card} padding="lg" radius="md">
            <Stack gap="sm">
              <span className={classes.iconBadge}>
                <ItemIcon aria-hidden size={30} stroke={1.75} />
              </span>
              <Title order={3}>{title}</Title>
              <Text>{text}</Text>
            </Stack>
          </Card>
        </li>
      ))}
    </SimpleGrid>
  );
}
