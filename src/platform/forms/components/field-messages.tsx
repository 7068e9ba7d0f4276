import type { ReactNode } from 'react';
import type { FieldSnapshot } from '../model/form-model';
import classes from './field-messages.module.css';

function lines(texts: readonly string[]): ReactNode {
  if (texts.length === 0) return undefined;
  return texts.map((text) => (
    <span key={text} className={classes.line}>
      {text}
    </span>
  ));
}

/** Blocking messages and server errors: what marks the input invalid. */
export function blockingTexts(field: FieldSnapshot): string[] {
  return field.visibleMessages.filter((message) => message.blocking).map(({ text }) => text);
}

/** The usual single message stays a plain string, so an unchanged error keeps its identity. */
export function messageNode(texts: readonly string[]): ReactNode {
  return texts.length === 1 ? texts[0] : lines(texts);
}

/**
 * Blocking messages and server errors reach the input's `error` slot through `getInputProps`
 * (see use-mantine-form), which sets `aria-invalid` and `aria-describedby`. Advice from `?`
 * rules goes to the description slot below the input, so it is read out with the input
 * without marking it invalid.
 */
export function fieldMessageProps(field: FieldSnapshot) {
  const advice = field.visibleMessages.filter((message) => !message.blocking).map(({ text }) => text);
  return { description: lines([...(field.description ? [field.description] : []), ...advice]) };
}
