import { Container, Stack } from '@/ui/kit/layout';
import { Text, Title } from '@/ui/kit/typography';
import type { ReactNode } from 'react';

/** The top of a page: its one h1 and the first paragraph; `before` goes above the heading (a step indicator). */
export function PageIntro({ heading, intro, before, children }: { heading: string; intro: string; before?: ReactNode; children?: ReactNode }) {
  return (
    <Container py="xl">
      <Stack gap="md" maw="readable">
        {before}
        <Title order={1}>{heading}</Title>
        <Text size="lg">{intro}</Text>
        {children}
      </Stack>
    </Container>
  );
}
