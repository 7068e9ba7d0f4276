import { cloneElement, Fragment, type ReactElement } from 'react';
import { splitTaggedText } from '@/i18n/tagged-text';

/**
 * Renders a translated sentence whose `<name>…</name>` tags become the given elements, each with
 * the tagged words as its children (react-i18next's `Trans` does the same with more weight than a
 * consent line needs). A tag without an element is shown as its plain words.
 */
export function TaggedText({ text, components }: { text: string; components: Record<string, ReactElement<{ children?: unknown }>> }) {
  return splitTaggedText(text).map((part, index) => {
    if (typeof part === 'string') return <Fragment key={index}>{part}</Fragment>;
    const element = components[part.tag];
    return element ? cloneElement(element, { key: index }, part.text) : <Fragment key={index}>{part.text}</Fragment>;
  });
}
