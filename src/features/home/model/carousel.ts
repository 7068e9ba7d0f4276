/**
 * Which slide a carousel shows, as plain arithmetic (no DOM): the buttons and the arrow keys
 * step through the slides and wrap around at the ends, so a button never turns disabled under
 * the keyboard's focus; a swipe is read back from the scroll position.
 */

/** The slide `step` positions away from `index`, wrapping around. */
export function stepSlide(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** The slide a key moves to, or undefined for keys the carousel leaves alone. */
export function slideForKey(key: string, index: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowLeft':
      return stepSlide(index, -1, count);
    case 'ArrowRight':
      return stepSlide(index, 1, count);
    case 'Home':
      return 0;
    case 'End':
      return Math.max(0, count - 1);
    default:
      return undefined;
  }
}

/** The slide nearest to a scroll position (slides of equal width; negative offsets in right-to-left pages). */
export function slideAtScroll(scrollLeft: number, slideWidth: number, count: number): number {
  if (count <= 0 || slideWidth <= 0) return 0;
  const index = Math.round(Math.abs(scrollLeft) / slideWidth);
  return Math.min(Math.max(index, 0), count - 1);
}
