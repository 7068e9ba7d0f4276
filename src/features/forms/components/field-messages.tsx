import type { ReactNode } from 'react';
import type { FieldSnapshot } from '../model/form-model';

function lines(texts: readonly string[]): ReactNode {
  if (texts.length === 0) return undefined;
  // Mantine renders these inside a <p>, so separate messages are block spans, not list items.
  return texts.map((text) => (
    <span key={text} style={{ display: 'block' }}>
      {text}
    </span>
  ));
}

/**
 * Blocking messages and server errors go to Mantine's `error` slot (which sets `aria-invalid`
 * and `aria-describedby`); advice from `?` rules goes to the description slot, so it is read
 * out with the input without marking it invalid.
 */
export function fieldMessageProps(field: FieldSnapshot) {
  const blocking = field.visibleMessages.filter((message) => message.blocking).map(({ text }) => text);
  const advice = field.visibleMessages.filter((message) => !message.blocking).map(({ text }) => text);
  return {
    error: lines(blocking),
    description: lines([...(field.description ? [field.description] : []), ...advice]),
    inputWrapperOrder: ['label', 'input', 'description', 'error'] as ('label' | 'input' | 'description' | 'error')[],
  };
}
