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

type Submitter = HTMLButtonElement | HTMLInputElement;

interface HeldTap extends EarlyTap<Element> {
  /** The button that submitted a held form: it shows the busy state, and submits again. */
  readonly submitter?: Submitter | null;
  /** Its place among the marked controls: finds it again if hydration replaced the element. */
  readonly index: number;
}

const marked = `[${replayAttribute}]`;

export function replayEarlyTaps(doc: Document, win: Window): void {
  const queue: HeldTap[] = [];
  let capturing = true;
  const address = () => win.location.pathname + win.location.search;
  const controls = () => [...doc.querySelectorAll(marked)];
  const setBusy = (tap: HeldTap, busy: boolean) => {
    for (const name of ['aria-busy', 'aria-disabled']) {
      if (busy) (tap.submitter ?? tap.target).setAttribute(name, 'true');
      else (tap.submitter ?? tap.target).removeAttribute(name);
    }
  };
  const release = () => {
    for (const tap of queue.splice(0)) setBusy(tap, false);
  };

  const hold = (event: Event, target: Element, submitter?: Submitter | null) => {
    event.preventDefault();
    event.stopPropagation();
    const tap: HeldTap = { target, submitter, at: Date.now(), page: address(), index: controls().indexOf(target) };
    if (!enqueueTap(queue, tap)) return;
    setBusy(tap, true);
    setTimeout(() => {
      if (!queue.includes(tap)) return;
      capturing = false;
      release();
    }, replayTimeoutMs);
  };

  doc.addEventListener(
    'click',
    (event) => {
      const control = (event.target as Element).closest?.(marked);
      // A click with a modifier (a link into a new tab, say) does what it does without the app. A
      // marked form is held at its submit, after the browser has checked its fields.
      const plain = event.button === 0 && !(event.ctrlKey || event.metaKey || event.shiftKey || event.altKey);
      if (capturing && plain && control && control.tagName !== 'FORM') hold(event, control);
    },
    true,
  );
  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      if (capturing && form.matches(marked)) hold(event, form, (event as SubmitEvent).submitter as Submitter | null);
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
        if (found instanceof HTMLFormElement) found.requestSubmit(tap.submitter?.form === found ? tap.submitter : undefined);
        else (found as HTMLElement).click();
      }
    }, 0);
  });
}
