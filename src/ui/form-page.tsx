import { Container, Paper, SimpleGrid, Stack } from '@/ui/kit/layout';
import { Title } from '@/ui/kit/typography';
import { useId, type ReactNode } from 'react';
import { PageIntro } from './page-intro';

/**
 * A page whose work is one form: its heading and intro, the form in a framed section (named by
 * `formLabel`), and beside it on a wide screen, below it on a phone, what else helps.
 */
export function FormPage({ heading, intro, formLabel, form, aside }: { heading: string; intro: string; formLabel: string; form: ReactNode; aside: ReactNode }) {
  return (
    <>
      <PageIntro heading={heading} intro={intro} />
      <Container pb="xl">
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xl">
          <Paper component="section" aria-label={formLabel} withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
            {form}
          </Paper>
          {aside}
        </SimpleGrid>
      </Container>
    </>
  );
}

/** A section beside the form, under a heading of its own. */
export function AsideSection({ heading, gap = 'sm', children }: { heading: string; gap?: 'sm' | 'md'; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap={gap}>
      <Title order={2} id={headingId}>
        {heading}
      </Title>
      {children}
    </Stack>
  );
}
