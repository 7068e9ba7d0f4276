import type { BlockKind, ReadingBlock } from './model/reading-plan';
import { skippedByReaderAttribute } from './reader-marks';

/**
 * The text of a page's main content as the reader says it: from the page's heading on, in
 * document order, in blocks (a heading, a list item, a question, an answer, a paragraph). What a
 * visitor does not see as text of the page is left out: navigation, a banner, forms and buttons,
 * the reader's own controls, and hidden text (hidden, aria-hidden, not displayed, or shown to
 * screen readers only). An answer in a closed disclosure (`<details>`) counts as shown: the reader
 * opens it when it gets there, as the browser's find in page does.
 */

interface TextPiece {
  /** The text node, or none for a line break between parts of a block. */
  readonly node: Text | null;
  /** Where the piece starts in the block's text. */
  readonly start: number;
  readonly length: number;
}

export interface PageBlock extends ReadingBlock {
  /** The element the block is: a heading, a list item, a paragraph … */
  readonly element: Element;
  readonly pieces: readonly TextPiece[];
  /** The closed-or-open disclosure whose answer this block is, to open it when read. */
  readonly disclosure?: HTMLDetailsElement;
}

const skippedElements =
  'nav, [role="navigation"], [role="banner"], form, button, input, select, textarea, script, style, noscript, template, svg, canvas, video, audio, iframe, img, [hidden], [inert], [aria-hidden="true"]';
const wholeBlocks = 'li, dt, dd, [role="listitem"], details';
const headings = 'h1, h2, h3, h4, h5, h6, summary';
const proseBlocks = 'p, blockquote, figcaption, caption, td, th';
/** Elements that sit inside a line of text rather than start a block of their own. */
const inlineTags = new Set([
  'A',
  'ABBR',
  'B',
  'BDI',
  'BDO',
  'CITE',
  'CODE',
  'DATA',
  'DFN',
  'EM',
  'I',
  'KBD',
  'MARK',
  'Q',
  'S',
  'SAMP',
  'SMALL',
  'SPAN',
  'STRONG',
  'SUB',
  'SUP',
  'TIME',
  'U',
  'VAR',
  'LABEL',
]);

/** Text shown to screen readers only: clipped to a pixel (the kit's VisuallyHidden and the like). */
function shownToScreenReadersOnly(style: CSSStyleDeclaration): boolean {
  if (style.position !== 'absolute' || (style.overflow !== 'hidden' && style.overflow !== 'clip')) return false;
  return Number.parseFloat(style.width) <= 1 || Number.parseFloat(style.height) <= 1;
}

function isSkipped(element: Element): boolean {
  if (element.matches(skippedElements) || element.hasAttribute(skippedByReaderAttribute)) return true;
  const style = getComputedStyle(element);
  return style.display === 'none' || style.visibility === 'hidden' || style.visibility === 'collapse' || shownToScreenReadersOnly(style);
}

function closestWithin(element: Element, selector: string, root: Element): Element | null {
  const found = element.closest(selector);
  return found && root.contains(found) ? found : null;
}

/** The element a piece of text belongs to as a block, and how the block is said. */
function blockOf(parent: Element, root: Element): { element: Element; kind: BlockKind } {
  const heading = closestWithin(parent, headings, root);
  if (heading) return { element: heading, kind: 'whole' };
  const whole = closestWithin(parent, wholeBlocks, root);
  if (whole) return { element: whole, kind: 'whole' };
  const prose = closestWithin(parent, proseBlocks, root);
  if (prose) return { element: prose, kind: 'prose' };
  let element = parent;
  while (inlineTags.has(element.tagName) && element.parentElement && element !== root) element = element.parentElement;
  return { element, kind: 'prose' };
}

/** The element a text node's line runs in: a change of it inside one block is a new line. */
function lineOf(parent: Element): Element {
  let element = parent;
  while (inlineTags.has(element.tagName) && element.parentElement) element = element.parentElement;
  return element;
}

interface OpenBlock {
  element: Element;
  kind: BlockKind;
  line: Element;
  text: string;
  pieces: TextPiece[];
}

/** The blocks of `root` (the page's `<main>`), from its first `<h1>` on; none when it has no `<h1>`. */
export function pageBlocks(root: Element): PageBlock[] {
  const blocks: PageBlock[] = [];
  const heading = root.querySelector('h1');
  if (!heading) return blocks;
  let open: OpenBlock | undefined;
  const close = () => {
    if (open && /[\p{L}\p{N}]/u.test(open.text)) {
      // Inside a disclosure and not its summary: shown only while it is open.
      const disclosure = open.element.closest('details');
      const inAnswer = disclosure !== null && root.contains(disclosure) && open.element.closest('summary') === null;
      blocks.push({ kind: open.kind, text: open.text, element: open.element, pieces: open.pieces, disclosure: inAnswer ? disclosure : undefined });
    }
    open = undefined;
  };
  const add = (node: Text | null, text: string) => {
    if (!open) return;
    open.pieces.push({ node, start: open.text.length, length: text.length });
    open.text += text;
  };

  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
    acceptNode(node) {
      if (node.nodeType === Node.ELEMENT_NODE) return isSkipped(node as Element) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_SKIP;
      return NodeFilter.FILTER_ACCEPT;
    },
  });
  // The walk starts at the heading: what comes before it (the reader's own button, a step
  // indicator) is not the page's text. The walk gives text nodes only, outside what is skipped.
  walker.currentNode = heading;
  const texts: Text[] = [];
  for (let text = walker.nextNode() as Text | null; text; text = walker.nextNode() as Text | null) texts.push(text);
  for (const text of texts) {
    const parent = text.parentElement;
    if (!parent) continue;
    const brBefore = text.previousSibling instanceof HTMLBRElement;
    const { element, kind } = blockOf(parent, root);
    const line = lineOf(parent);
    if (!open || open.element !== element) {
      close();
      open = { element, kind, line, text: '', pieces: [] };
    } else if (open.line !== line || brBefore) {
      add(null, '\n');
      open.line = line;
    }
    // A line break in the markup's text is a space on the page; only <br> and blocks break lines.
    add(text, (text.data ?? '').replace(/[\n\r\t]/gu, ' '));
  }
  close();
  return blocks;
}

/** The range of the page that `start`..`end` of a block's text covers, for the highlight. */
export function rangeOf(block: PageBlock, start: number, end: number): Range | undefined {
  const textPieces = block.pieces.filter((piece): piece is TextPiece & { node: Text } => piece.node !== null);
  const at = (offset: number, edge: 'start' | 'end') => {
    const piece =
      edge === 'start'
        ? textPieces.find((candidate) => offset < candidate.start + candidate.length)
        : [...textPieces].reverse().find((candidate) => offset > candidate.start);
    if (!piece) return undefined;
    const within = Math.min(Math.max(offset - piece.start, 0), piece.length);
    return { node: piece.node, offset: within };
  };
  const from = at(start, 'start');
  const to = at(end, 'end');
  if (!from || !to) return undefined;
  const range = block.element.ownerDocument.createRange();
  range.setStart(from.node, from.offset);
  range.setEnd(to.node, to.offset);
  return range;
}
