import { Container, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import classes from './product-pages.module.css';

export interface PageSectionProps {
  readonly heading: string;
  readonly intro?: string;
  /** A tinted band, to tell neighbouring sections apart. */
  readonly tinted?: boolean;
  readonly children?: ReactNode;
}

/** One h2 section of a product page, labelled by its heading. */
export function PageSection({ heading, intro, tinted = false, children }: PageSectionProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={tinted ? `${classes.section} ${classes.tinted}` : classes.section}>
      <Container>
        <Stack gap="lg">
          <Stack gap="xs" maw="46rem">
            <Title order={2} id={id}>
              {heading}
            </Title>
            {intro ? <Text size="lg">{intro}</Text> : null}
          </Stack>
          {children}
        </Stack>
      </Container>
    </section>
  );
}
