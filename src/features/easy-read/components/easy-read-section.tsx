import { Container, Group, SimpleGrid, Stack } from '@/ui/kit/layout';
import { Title } from '@/ui/kit/typography';
import type { Icon } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import classes from '@/ui/sections/product-pages.module.css';

export interface EasyReadSectionProps {
  /** A question, as easy-read headings are. */
  readonly heading: string;
  /** The sign beside the heading: every section has one, so the eye finds the sections. */
  readonly icon: Icon;
  /** A picture of the site's own that shows what the text says: beside the text on wide screens, below it on phones. */
  readonly picture?: ReactNode;
  readonly tinted?: boolean;
  readonly children: ReactNode;
}

/** One section of the easy-read page: a sign and a question, short paragraphs, a picture that fits. */
export function EasyReadSection({ heading, icon: SectionIcon, picture, tinted = false, children }: EasyReadSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={tinted ? `${classes.section} ${classes.tinted}` : classes.section}>
      <Container>
        <SimpleGrid cols={{ base: 1, md: picture ? 2 : 1 }} spacing="xl">
          <Stack gap="md" maw="readable">
            <Group gap="md" wrap="nowrap">
              <span className={classes.iconBadge}>
                <SectionIcon aria-hidden size={30} stroke={1.75} />
              </span>
              <Title order={2} id={headingId}>
                {heading}
              </Title>
            </Group>
            {children}
          </Stack>
          {picture}
        </SimpleGrid>
      </Container>
    </section>
  );
}
