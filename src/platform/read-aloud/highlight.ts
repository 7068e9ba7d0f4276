/**
 * Marks the sentence being read. With the CSS Custom Highlight API the exact words are marked
 * without touching the page's markup (no wrapper, no style attribute, which the site's policy
 * would refuse); without it, the block the sentence is in carries an attribute the stylesheet marks.
 */
export const highlightName = 'read-aloud';
export const currentBlockAttribute = 'data-read-aloud-current';

interface HighlightRegistry {
  set(name: string, highlight: unknown): void;
  delete(name: string): void;
}

function registry(): { highlights: HighlightRegistry; Highlight: new (...ranges: Range[]) => unknown } | undefined {
  const css = globalThis.CSS as unknown as { highlights?: HighlightRegistry } | undefined;
  const Highlight = (globalThis as unknown as { Highlight?: new (...ranges: Range[]) => unknown }).Highlight;
  return css?.highlights && Highlight ? { highlights: css.highlights, Highlight } : undefined;
}

let marked: Element | undefined;

export function clearHighlight(): void {
  registry()?.highlights.delete(highlightName);
  marked?.removeAttribute(currentBlockAttribute);
  marked = undefined;
}

export function highlight(block: Element, range: Range | undefined): void {
  clearHighlight();
  const api = registry();
  if (api && range) {
    api.highlights.set(highlightName, new api.Highlight(range));
    return;
  }
  block.setAttribute(currentBlockAttribute, '');
  marked = block;
}
