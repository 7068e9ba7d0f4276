import { laterAttribute, partLiveEvent } from '@/config/hand-off';
import { isPlainClick } from '@/ui/plain-click';

/**
 * How long a tap on a link waits for its part to go live before the link is followed as plain
 * HTML. The part's code is on its way by then (the visitor neared the part, or the tap asked for
 * it); a link that does nothing for longer than a page takes to open would read as broken.
 */
export const followLinkAfterMs = 3_000;

/** Links whose tap is held: same-tab addresses the app may act on, not anchors within the page. */
const heldLink = 'a[href]:not([href^="#"]):not([download])';

/**
 * Holds a plain tap on a link inside a part of `group` that is not live yet, and replays it on
 * the hydrated link once the part is live. A link in such a part works as plain HTML, but what the
 * app does on its tap would be missed: the count for analytics, the navigation within the app
 * (no full page load), the phone's `tel:` number where the prerendered markup offers the
 * desktop's address. If the part is not live within `followAfterMs` (its code failed, or a busy
 * phone is slower than that), the link is followed as plain HTML, so the tap is never lost.
 * Returns a function that stops holding.
 */
export function holdLinkTaps(
  doc: Document,
  group: string,
  follow: (href: string) => void = (href) => doc.defaultView?.location.assign(href),
  followAfterMs = followLinkAfterMs,
): () => void {
  const waiting = `[${laterAttribute}="${group}"]`;
  const held = new Map<HTMLAnchorElement, () => void>();

  const hold = (link: HTMLAnchorElement, part: Element) => {
    link.setAttribute('aria-busy', 'true');
    let done = false;
    const settle = (then: () => void) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      doc.removeEventListener(partLiveEvent, onPartLive);
      held.delete(link);
      link.removeAttribute('aria-busy');
      then();
    };
    const onPartLive = () => {
      if (part.hasAttribute(laterAttribute)) return;
      doc.removeEventListener(partLiveEvent, onPartLive);
      clearTimeout(timer);
      // In a task of its own: the commit that announced the part is done.
      setTimeout(() =>
        // The hydrated link is the prerendered element; if hydration replaced it, its address is followed.
        settle(() => (link.isConnected ? link.click() : follow(link.href))),
      );
    };
    const timer = setTimeout(() => settle(() => follow(link.href)), followAfterMs);
    doc.addEventListener(partLiveEvent, onPartLive);
    held.set(link, () => settle(() => {}));
  };

  const onClick = (event: MouseEvent) => {
    // A tap the pre-paint runtime holds, or a click with a modifier (a new tab), is not ours.
    if (event.defaultPrevented || !isPlainClick(event)) return;
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(heldLink);
    const part = link?.closest(waiting);
    // A link into another tab keeps its own tap: opening a tab needs the visitor's gesture.
    if (!link || !part || (link.target !== '' && link.target !== '_self')) return;
    event.preventDefault();
    // A second tap while the first waits changes nothing: the link is followed once.
    if (!held.has(link)) hold(link, part);
  };
  // Leaving the page (also into the back-forward cache): what was held there is over.
  const onPageHide = () => [...held.values()].forEach((release) => release());

  doc.addEventListener('click', onClick, true);
  doc.defaultView?.addEventListener('pagehide', onPageHide);
  return () => {
    doc.removeEventListener('click', onClick, true);
    doc.defaultView?.removeEventListener('pagehide', onPageHide);
    onPageHide();
  };
}
