import { laterAttribute } from '@/config/hand-off';

/** How far ahead of the screen a part's code is asked for: half a screen, so it is live when the visitor gets there. */
export const nearMargin = '50% 0px';

/**
 * What shows that the visitor reaches into a part: a touch or click starting there, the focus
 * moving in, or a click without either (a screen reader's activation). Listened to at the
 * document, where the pre-paint runtime holds such a click: it stops it for the page, not for
 * other listeners of the document.
 */
const reachEvents = ['pointerdown', 'focusin', 'click'] as const;

/**
 * Calls `open` once, as soon as the visitor nears one of the prerendered parts of `group` (it comes
 * within half a screen of the viewport) or reaches into one, or at once when a tap there is held
 * already or the page has none prerendered (the app renders the parts itself then). Returns a
 * function that stops watching.
 */
export function whenNear(doc: Document, group: string, open: () => void): () => void {
  const parts = [...doc.querySelectorAll(`[${laterAttribute}="${group}"]`)];
  const held = parts.some((part) => part.querySelector('[aria-busy="true"]') !== null);
  if (parts.length === 0 || held || typeof IntersectionObserver === 'undefined') {
    open();
    return () => {};
  }
  let done = false;
  const stop = () => {
    done = true;
    stopWatchingView();
    for (const type of reachEvents) doc.removeEventListener(type, reachInto, true);
  };
  const reach = () => {
    if (done) return;
    stop();
    open();
  };
  const reachInto = (event: Event) => {
    if (parts.some((part) => part.contains(event.target as Node))) reach();
  };
  // The part's own box is the layout's business (it may have none); what it holds is watched.
  const stopWatchingView = whenInView(
    parts.flatMap((part) => [...part.children]),
    reach,
  );
  for (const type of reachEvents) doc.addEventListener(type, reachInto, true);
  return stop;
}

/**
 * Calls `then` once, when one of `elements` comes within `margin` of the viewport (at once in a
 * browser without IntersectionObserver). Returns a function that stops watching.
 */
export function whenInView(elements: readonly Element[], then: () => void, margin = nearMargin): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    then();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      then();
    },
    { rootMargin: margin },
  );
  for (const element of elements) observer.observe(element);
  return () => observer.disconnect();
}

/**
 * Runs `load` until it succeeds: a part whose code could not be fetched (offline, say) stays as
 * prerendered, readable, its links working, and the code is asked for again when the browser is
 * back online or after `retryMs`.
 */
export async function loadUntilLoaded<T>(load: () => Promise<T>, retryMs = 10_000): Promise<T> {
  for (;;) {
    try {
      return await load();
    } catch (error) {
      console.warn('[later] a part of the page could not be loaded yet; it stays as prerendered', error);
      await new Promise<void>((resolve) => {
        const again = () => {
          globalThis.removeEventListener?.('online', again);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(again, retryMs);
        globalThis.addEventListener?.('online', again);
      });
    }
  }
}
