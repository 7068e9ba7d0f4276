import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './product-pages.module.css';

export interface Step {
  readonly id: string;
  readonly title: string;
  readonly text: string;
  /** Anything the step needs besides its text: a tip, a link, a picture. */
  readonly extra?: ReactNode;
}

/**
 * Numbered steps as an ordered list. The number is drawn for the eye and hidden from screen
 * readers, which announce the list position themselves.
 */
export function StepList({ steps, headingOrder = 3 }: { steps: readonly Step[]; headingOrder?: 3 | 4 }) {
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
