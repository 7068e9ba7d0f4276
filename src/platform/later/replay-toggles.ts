import { laterAttribute, partLiveEvent } from '@/config/hand-off';

/**
 * A `<details>` in a part of `group` that is not live yet opens and closes at once: the browser
 * needs no app for it. What the app does on its `toggle` (counting the question) would be missed,
 * or, while React is midway through hydrating the part, done for some toggles and not others. So
 * while the part waits, its toggles are kept from the page, and once it is live each one that was
 * toggled is told again, once, in its state then: a question opened meanwhile is counted once.
 * Returns a function that stops.
 */
export function replayToggles(doc: Document, group: string): () => void {
  const waiting = `[${laterAttribute}="${group}"]`;
  const toggled = new Set<HTMLDetailsElement>();

  // `toggle` does not bubble, but it passes the document on its way down to the element.
  const onToggle = (event: Event) => {
    const details = event.target;
    if (!(details instanceof HTMLDetailsElement) || !details.closest(waiting)) return;
    event.stopPropagation();
    toggled.add(details);
  };
  const onPartLive = () => {
    for (const details of toggled) {
      if (details.closest(`[${laterAttribute}]`)) continue;
      toggled.delete(details);
      // In a task of its own: the commit that announced the part is done.
      if (details.isConnected) setTimeout(() => details.dispatchEvent(new Event('toggle')));
    }
  };

  doc.addEventListener('toggle', onToggle, true);
  doc.addEventListener(partLiveEvent, onPartLive);
  return () => {
    doc.removeEventListener('toggle', onToggle, true);
    doc.removeEventListener(partLiveEvent, onPartLive);
    toggled.clear();
  };
}
