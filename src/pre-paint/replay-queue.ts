/**
 * The rules of the tap replay as plain data: which taps made before the page was live are kept,
 * and which are replayed once it is. `T` is the control (a DOM element in the page, a literal in
 * the tests).
 */
export interface EarlyTap<T> {
  /** The control that was tapped: a button or link, or the form that was submitted. */
  readonly target: T;
  /** When it was tapped (ms, the page's clock). */
  readonly at: number;
  /** The address it was tapped on (path and query). */
  readonly page: string;
}

/**
 * How long a tap waits for the page to go live. Later, the visitor has stopped expecting its
 * effect (and the app may never come: the page stays plain HTML then). A slow phone is live 2–3 s
 * after the first paint; a phone that is also busy with other work can take several times that,
 * and the control shows meanwhile that the tap was taken.
 */
export const replayTimeoutMs = 20_000;

/** Queues a tap unless the same control already waits (a double tap replays once); true when queued. */
export function enqueueTap<Tap extends EarlyTap<unknown>>(queue: Tap[], tap: Tap): boolean {
  if (queue.some((queued) => queued.target === tap.target)) return false;
  queue.push(tap);
  return true;
}

/**
 * Whether a held tap is replayed once its control is live: only a tap made on the address the
 * visitor is still on, within the timeout. The rest has been overtaken: the visitor moved on.
 */
export function isDue(tap: EarlyTap<unknown>, now: number, page: string): boolean {
  return tap.page === page && now - tap.at <= replayTimeoutMs;
}
