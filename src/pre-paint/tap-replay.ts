/**
 * Taps and submits made before the page is live take effect once it is, exactly once. The page is
 * prerendered and painted long before the app hydrates it: until then a button that opens a
 * dialog, the menu button or a video's play button does nothing, and a form would leave the page.
 * This captures those taps at the document (only on controls marked with `data-replay`, see
 * `src/ui/replay-on-live.ts`), shows at once that the tap was taken (the control is busy, which
 * assistive technology announces), and replays it when the app announces that it is live
 * (`hand-off.ts`): a click on the control, now hydrated, or `requestSubmit()` on the form.
 *
 * The rules (`replay-queue.ts`): a double tap replays once; a tap whose control is gone after
 * hydration, made on an address the visitor has left, or older than the timeout is dropped quietly.
 * When a tap times out the app is taken as not coming: capture stops and the page stays plain HTML.
 */
import { replayAttribute } from '@/ui/replay-on-live';
import { whenLive } from './hand-off';
import { enqueueTap, replayTimeoutMs, tapsToReplay, type EarlyTap } from './replay-queue';

interface HeldTap extends EarlyTap<Element> {
  /** What shows the busy state: the control, or the form's submit button. */
  readonly shown: Element;
  readonly submitter?: HTMLButtonElement | HTMLInputElement;
  /** Its place among the marked controls: finds it again if hydration replaced the element. */
  readonly index: number;
}

const marked = `[${replayAttribute}]`;
const busyAttributes = ['aria-busy', 'aria-disabled'];

export function replayEarlyTaps(doc: Document, win: Window): void {
  const queue: HeldTap[] = [];
  let capturing = true;
  const address = () => win.location.pathname + win.location.search;
  const controls = () => [...doc.querySelectorAll(marked)];
  const setBusy = (element: Element, busy: boolean) => {
    for (const name of busyAttributes) {
      if (busy) element.setAttribute(name, 'true');
      else element.removeAttribute(name);
    }
  };
  const release = () => {
    for (const tap of queue.splice(0)) setBusy(tap.shown, false);
  };

  const hold = (event: Event, tap: Omit<HeldTap, 'at' | 'page' | 'index'>) => {
    event.preventDefault();
    event.stopPropagation();
    const held: HeldTap = { ...tap, at: Date.now(), page: address(), index: controls().indexOf(tap.target) };
    if (!enqueueTap(queue, held)) return;
    setBusy(held.shown, true);
    setTimeout(() => {
      if (!queue.includes(held)) return;
      capturing = false;
      release();
    }, replayTimeoutMs);
  };

  doc.addEventListener(
    'click',
    (event) => {
      // A click with a modifier (a link into a new tab, say) does what it does without the app.
      if (!capturing || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      const control = event.target instanceof Element ? event.target.closest(marked) : null;
      // A marked form is held at its submit, after the browser has checked its fields.
      if (!control || control instanceof HTMLFormElement) return;
      hold(event, { target: control, kind: 'click', shown: control });
    },
    true,
  );
  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!capturing || !(form instanceof HTMLFormElement) || !form.matches(marked)) return;
      const submitter = (event as SubmitEvent).submitter as HeldTap['submitter'] | null;
      hold(event, { target: form, kind: 'submit', shown: submitter ?? form, submitter: submitter ?? undefined });
    },
    true,
  );
  // Leaving the page (also into the back-forward cache): what was held there is over.
  win.addEventListener('pagehide', release);

  whenLive(doc, () => {
    capturing = false;
    // In a task of its own: the commit that announced it is done, and the browser may paint first.
    setTimeout(() => {
      const due = tapsToReplay(queue, Date.now(), address());
      const now = controls();
      release();
      for (const tap of due) {
        const found = tap.target.isConnected ? tap.target : now[tap.index];
        if (found?.tagName !== tap.target.tagName) continue;
        if (tap.kind === 'click') (found as HTMLElement).click();
        else {
          const form = found as HTMLFormElement;
          form.requestSubmit(tap.submitter?.form === form ? tap.submitter : undefined);
        }
      }
    }, 0);
  });
}
