/** The parts of a click that say how it was made: a DOM `MouseEvent` or React's. */
export interface ClickKind {
  readonly button: number;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
}

/**
 * A click with the main button and no modifier: the one the site may take over. Any other (a
 * middle click, Ctrl or Cmd for a new tab, Shift for a new window) does what the browser does.
 * The pre-paint runtime spells the same check out itself: through this function it would cost the
 * few bytes its budget has left.
 */
export const isPlainClick = (event: ClickKind): boolean => event.button === 0 && !(event.ctrlKey || event.metaKey || event.shiftKey || event.altKey);
