import { Container, Stack } from '@/ui/kit/layout';
import { Text, Title } from '@/ui/kit/typography';
import { type ReactNode, useId } from 'react';
import type { SectionLook } from './look';
import offer from './offer-pages.module.css';
import classes from './product-pages.module.css';

export interface PageSectionProps {
  readonly heading: string;
  readonly intro?: string;
  /** The section's anchor, for a jump link (`#tarife`). */
  readonly id?: string;
  /** The band's background, to tell neighbouring sections apart: none, light teal, or the campaign's warm tone. */
  readonly tone?: 'plain' | 'tint' | 'warm';
  /** Heading and intro centred above what follows. */
  readonly align?: 'start' | 'center';
  readonly look?: SectionLook;
  readonly children?: ReactNode;
}

const productTones = { plain: classes.section, tint: `${classes.section} ${classes.tinted}`, warm: `${classes.section} ${classes.warm}` } as const;

/** One h2 section of a page, labelled by its heading. */
export function PageSection({ heading, intro, id, tone = 'plain', align = 'start', look = 'product', children }: PageSectionProps) {
  const headingId = useId();
  if (look === 'offer') {
    return (
      <section id={id} className={offer.band} data-tone={tone} aria-labelledby={headingId}>
        <Container>
          <div className={offer.head} data-align={align}>
            <Title order={2} id={headingId} className={offer.heading}>
              {heading}
            </Title>
            {intro ? <Text className={offer.lead}>{intro}</Text> : null}
          </div>
          {children}
        </Container>
      </section>
    );
  }
  const centred = align === 'center';
  return (
    <section id={id} aria-labelledby={headingId} className={productTones[tone]}>
      <Container>
        <Stack gap="lg">
          <Stack gap="xs" maw="readable" mx={centred ? 'auto' : undefined} ta={centred ? 'center' : undefined}>
            <Title order={2} id={headingId}>
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
