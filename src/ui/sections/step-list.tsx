import { Stack } from '@/ui/kit/layout';
import { Text, Title } from '@/ui/kit/typography';
import type { ReactNode } from 'react';
import type { SectionLook } from './look';
import offer from './offer-pages.module.css';
import classes from './product-pages.module.css';

export interface Step {
  readonly id: string;
  readonly title: string;
  readonly text: string;
  /** Anything the step needs besides its text: a tip, a link, a picture. */
  readonly extra?: ReactNode;
}

export interface StepListProps {
  readonly steps: readonly Step[];
  readonly headingOrder?: 3 | 4;
  /** `product`: one below the other, divided by lines; `offer`: side by side on wide screens. */
  readonly look?: SectionLook;
}

/**
 * Numbered steps as an ordered list. The number is drawn for the eye only (hidden from screen
 * readers, or a CSS counter in the offer look): screen readers announce the list position themselves.
 */
export function StepList({ steps, headingOrder = 3, look = 'product' }: StepListProps) {
  if (look === 'offer') {
    const Heading = headingOrder === 3 ? 'h3' : 'h4';
    return (
      <ol className={offer.steps}>
        {steps.map((step) => (
          <li key={step.id} className={offer.step}>
            <Heading className={offer.stepTitle}>{step.title}</Heading>
            <p className={offer.stepText}>{step.text}</p>
            {step.extra ? <div className={offer.stepExtra}>{step.extra}</div> : null}
          </li>
        ))}
      </ol>
    );
  }
  return (
    <ol className={classes.steps}>
      {steps.map((step, index) => (
        <li key={step.id} className={classes.step}>
          <span className={classes.stepNumber} aria-hidden="true">
            {index + 1}
          </span>
          <Stack gap="xs">
            <Title order={headingOrder}>{step.title}</Title>
            <Text>{step.text}</Text>
            {step.extra}
          </Stack>
        </li>
      ))}
    </ol>
  );
}
