import { Container, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import classes from './shop-section.module.css';

export interface ShopSectionProps {
  readonly heading: string;
  readonly lead?: string;
  readonly id?: string;
  /** Background band: none, light teal, or the warm campaign tone. */
  readonly tone?: 'plain' | 'tint' | 'warm';
  readonly align?: 'start' | 'center';
  readonly children: ReactNode;
}

/** A page section: full-width band, an h2 (which names the section) and an optional lead. */
export function ShopSection({ heading, lead, id, tone = 'plain', align = 'start', children }: ShopSectionProps) {
  const headingId = useId();
  return (
    <section id={id} className={classes.band} data-tone={tone} aria-labelledby={headingId}>
      <Container>
        <div className={classes.head} data-align={align}>
          <Title order={2} id={headingId} className={classes.heading}>
            {heading}
          </Title>
          {lead && <Text className={classes.lead}>{lead}</Text>}
        </div>
        {children}
      </Container>
    </section>
  );
}
