/**
 * A disclosure (`<details>`) the reader opened to read its answer. The page's own handlers count
 * an opening as the visitor's choice (the FAQ's `faq` event); one made by the reader is not.
 */
const openedByReaderAttribute = 'data-opened-by-reader';

export function openForReader(disclosure: HTMLDetailsElement): void {
  if (disclosure.open) return;
  disclosure.setAttribute(openedByReaderAttribute, '');
  disclosure.open = true;
}

/**
 * Whether the reader made this opening; the mark is used up, so the visitor's own next opening
 * counts. Call it from the disclosure's `toggle` handler.
 */
export function takeReaderOpening(disclosure: Element): boolean {
  if (!disclosure.hasAttribute(openedByReaderAttribute)) return false;
  disclosure.removeAttribute(openedByReaderAttribute);
  return true;
}
