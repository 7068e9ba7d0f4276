import { type RefObject, useLayoutEffect, useRef } from 'react';

/**
 * Focus for a panel that takes the place of what had focus (a form whose button was just pressed).
 * The element is focused in the same commit that inserts it, so the first paint already shows the
 * focus ring and a screen reader starts reading there; a passive effect would run a frame later,
 * after the browser had moved focus to the page's body.
 *
 * `enabled` switches it off (a panel that is also shown without a preceding action), and a new
 * `state` moves focus again when the panel changes in place.
 */
export function useFocusOnArrival<T extends HTMLElement>(enabled = true, state?: unknown): RefObject<T | null> {
  const element = useRef<T>(null);
  useLayoutEffect(() => {
    if (enabled) element.current?.focus();
  }, [enabled, state]);
  return element;
}
