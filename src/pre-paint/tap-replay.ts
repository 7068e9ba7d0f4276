/**
 * Taps and submits made before the page is live take effect once it is, exactly once. The page is
 * prerendered and painted long before the app hydrates it: until then a button that opens a
 * dialog, the menu button or a video's play button does nothing, and a form would leave the page.
 * This captures those taps at the document (only on controls marked with `data-replay`, see
 * `src/ui/replay-on-live.ts`), shows at once that the tap was taken (the control is busy, which
 * assistive technology announces), and replays it when the app announces that it is live
 * (`hand-off.ts`): a click on the control, now hydrated, or `requestSubmit()` on the form.
 *
 * A part of the page that hydrates later (`data-later`, its code comes when the visitor nears it)
 * is not live with the page: taps on its controls are held on until that part announces itself.
 *
 * The rules (`replay-queue.ts`): a double tap replays once; a tap whose control is gone after
 * hydration, made on an address the visitor has left, or older than the timeout is dropped quietly.
 * When a tap made before the page was live times out, the app is taken as not coming: capture
 * stops and the page stays plain HTML. A tap in a later part that times out is only let go (the
 * next one there is held again).
 */
import { replayAttribute } from '@/ui/replay-on-live';
import { isLive, laterAttribute, liveEvent, partLiveEvent } from '../config/hand-off';
import { enqueueTap, isDue, replayTimeoutMs, type EarlyTap } from './replay-queue';

type Submitter = HTMLButtonElement | HTMLInputElement;

interface HeldTap extends EarlyTap<Element> {
  /** The button that submitted a held form: it shows the busy state, and submits again. */
  readonly submitter?: Submitter | null;
  /** Its place among the marked controls: finds it again if hydration replaced the element. */
  readonly index: number;
}

const marked = `[${replayAttribute}]`;
const later = `[${laterAttribute}]`;

export function replayEarlyTaps(doc: Document, win: Window): void {
  let queue: HeldTap[] = [];
  // Before the page is live every marked control is held, unless the app is taken as not coming.
  let capturing = true;
  const address = () => win.location.pathname + win.location.search;
  const controls = () => [...doc.querySelectorAll(marked)];
  const setBusy = (tap: HeldTap, busy: boolean) => {
    const control = tap.submitter ?? tap.target;
    for (const name of ['aria-busy', 'aria-disabled']) {
      if (busy) control.setAttribute(name, 'true');
      else control.removeAttribute(name);
    }
  };
  const drop = (tap: HeldTap) => {
    queue = queue.filter((held) => held !== tap);
    setBusy(tap, false);
  };
  // Once the page is live, only the controls of parts that are not live yet.
  const holds = (control: Element) => (isLive(doc) ? control.closest(later) : capturing);

  const hold = (event: Event, target: Element, submitter?: Submitter | null) => {
    event.preventDefault();
    event.stopPropagation();
    const tap: HeldTap = { target, submitter, at: Date.now(), page: address(), index: controls().indexOf(target) };
    if (!enqueueTap(queue, tap)) return;
    setBusy(tap, true);
    setTimeout(() => {
      if (!queue.includes(tap)) return;
      drop(tap);
      if (!isLive(doc)) capturing = false;
    }, replayTimeoutMs);
  };

  /**
   * Replays the held taps whose controls are live now (the page, and the part they are in), in the
   * order tapped, in a task of its own: the commit that announced it is done, and the browser may
   * paint first. Overtaken taps are dropped; taps in parts still waiting stay held.
   */
  const replay = () =>
    setTimeout(() => {
      const now = controls();
      for (const tap of queue) {
        const found = tap.target.isConnected ? tap.target : now[tap.index];
        if (found?.closest(later)) continue;
        drop(tap);
        if (!isDue(tap, Date.now(), address()) || found?.tagName !== tap.target.tagName) continue;
        if (found instanceof HTMLFormElement) found.requestSubmit(tap.submitter?.form === found ? tap.submitter : undefined);
        else (found as HTMLElement).click();
      }
    }, 0);

  doc.addEventListener(
    'click',
    (event) => {
      const control = (event.target as Element).closest?.(marked);
      // A click with a modifier (a link into a new tab, say) does what it does without the app. A
      // marked form is held at its submit, after the browser has checked its fields.
      const plain = event.button === 0 && !(event.ctrlKey || event.metaKey || event.shiftKey || event.altKey);
      if (plain && control && control.tagName !== 'FORM' && holds(control)) hold(event, control);
    },
    true,
  );
  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      if (form.matches(marked) && holds(form)) hold(event, form, (event as SubmitEvent).submitter as Submitter | null);
    },
    true,
  );
  // Leaving the page (also into the back-forward cache): what was held there is over.
  win.addEventListener('pagehide', () => queue.forEach(drop));

  // The page, then each part that hydrates later; a part announced before the page (in the same
  // commit) is replayed with the page.
  for (const type of [liveEvent, partLiveEvent]) doc.addEventListener(type, () => isLive(doc) && replay());
}
