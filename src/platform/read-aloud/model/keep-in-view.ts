/**
 * How far to scroll so the sentence being read stays in view. Pure: the session measures, this
 * decides.
 */

export interface Span {
  readonly top: number;
  readonly bottom: number;
}

export interface ScrollStep {
  /** Pixels to scroll down (negative: up). */
  readonly by: number;
  readonly behavior: 'smooth' | 'instant';
}

/** Room kept between the sentence and the edge of what is seen, in CSS px. */
const margin = 16;

/**
 * `sentence`: where the sentence is, `visible`: the part of the window not covered by the reader's
 * controls, both from the top of the window.
 *
 * Without a wish for reduced motion the page glides as soon as the sentence nears an edge, and
 * puts it a third of the way down. With it, nothing glides: the page stays still while the
 * sentence can be seen, and only once it has left the view does the page turn at once, like a
 * book's page, with the sentence at the top; so the view moves once a screenful, not once a line.
 */
export function scrollToKeepInView(sentence: Span, visible: Span, reduceMotion: boolean): ScrollStep | undefined {
  const height = visible.bottom - visible.top;
  if (height <= 0) return undefined;
  if (reduceMotion) {
    const inView = sentence.top >= visible.top && sentence.bottom <= visible.bottom;
    if (inView) return undefined;
    return { by: Math.round(sentence.top - visible.top - margin), behavior: 'instant' };
  }
  const comfortable = sentence.top >= visible.top + margin && sentence.bottom <= visible.bottom - margin;
  if (comfortable) return undefined;
  const tallerThanView = sentence.bottom - sentence.top > (height * 2) / 3;
  const target = tallerThanView ? visible.top + margin : visible.top + height / 3;
  return { by: Math.round(sentence.top - target), behavior: 'smooth' };
}
