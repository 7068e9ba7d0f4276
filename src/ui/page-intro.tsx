import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The top of a page: its one h1 and the first paragraph. */
export function PageIntro({ heading, intro, children }: { heading: string; intro: string; children?: ReactNode }) {
  return (
    <Container py="xl">
      <Stack gap="md" maw="46rem">
        <Title order={1}>{heading}</Title>
        <Text size="lg">{intro}</Text>
        {children}
      </Stack>
    </Container>
  );
}
