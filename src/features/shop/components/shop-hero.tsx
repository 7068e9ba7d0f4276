import { Container } from '@/ui/kit/layout';
import { Text, Title } from '@/ui/kit/typography';
import type { ReactNode } from 'react';
import classes from './shop-hero.module.css';

export interface ShopHeroProps {
  /** The page's one h1. */
  readonly heading: string;
  /** The page's first paragraph. */
  readonly intro: string;
  /** Background of the band: light teal, warm campaign tone, or none. */
  readonly tone?: 'tint' | 'warm' | 'plain';
  /** Beside the text on wide screens, below it on phones (an image, key figures). */
  readonly aside?: ReactNode;
  /** Under the intro: facts, a form, buttons. */
  readonly children?: ReactNode;
}

/** The top of a shop or landing page: h1, first paragraph, what follows them, and an aside. */
export function ShopHero({ heading, intro, tone = 'tint', aside, children }: ShopHeroProps) {
  return (
    <div className={classes.band} data-tone={tone}>
      <Container className={classes.inner} data-with-aside={aside ? true : undefined}>
        <div className={classes.text}>
          <Title order={1} className={classes.heading}>
            {heading}
          </Title>
          <Text size="lg" className={classes.intro}>
            {intro}
          </Text>
          {children}
        </div>
        {aside && <div className={classes.aside}>{aside}</div>}
      </Container>
    </div>
  );
}
