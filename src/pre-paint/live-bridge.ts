/**
 * The one hand-off between the app and the pre-paint runtime: the app announces once that the
 * hydration of its root has committed, and the runtime (the tap replay) acts on it. Both sides
 * import this module, so the marker and the event are named in one place.
 */

/** `<html data-hydrated="true">`: tests, tools and the runtime read it. */
const liveEvent = 'lumi:live';

export function isLive(doc: Document): boolean {
  return doc.documentElement.dataset.hydrated === 'true';
}

/** App side: called once the root's hydration has committed (its first effect). */
export function announceLive(doc: Document): void {
  if (isLive(doc)) return;
  doc.documentElement.dataset.hydrated = 'true';
  doc.dispatchEvent(new Event(liveEvent));
}

/**
 * App side, before hydrating: whether a tap is held on a control whose effect needs the named code
 * (`replayOnLiveNeeding`), so the app can ask for that code at once. The runtime marks a held
 * control busy; a form's held submit marks its submit button.
 */
export function isTapHeld(doc: Document, needs: string): boolean {
  const control = `[data-replay="${needs}"]`;
  return doc.querySelector(`${control}[aria-busy="true"], ${control} [aria-busy="true"]`) !== null;
}

/** Runtime side: `then` runs once, when the app announces that it is live (at once if it already is). */
export function whenLive(doc: Document, then: () => void): void {
  if (isLive(doc)) then();
  else doc.addEventListener(liveEvent, then, { once: true });
}
