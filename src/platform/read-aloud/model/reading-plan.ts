import { splitSentences } from './sentences';

/**
 * What the reader says, in order. The page is read as blocks (a heading, a list item, a paragraph);
 * a heading, a list item and an answer are said whole, each as its own utterance, and a paragraph
 * sentence by sentence. Positions refer to the block's text, so the part being said can be
 * highlighted in the page.
 */

/** `whole`: said as one utterance (a heading, a list item, an answer); `prose`: sentence by sentence. */
export type BlockKind = 'whole' | 'prose';

export interface ReadingBlock {
  readonly kind: BlockKind;
  readonly text: string;
}

export interface Utterance {
  /** The index of its block. */
  readonly block: number;
  /** Where it starts and ends in the block's text. */
  readonly start: number;
  readonly end: number;
  /** What the voice is given. */
  readonly spoken: string;
}

/**
 * The text as a voice should get it: long words written with a middle dot (Info·paket) or a soft
 * hyphen are one word again, and runs of white space are one space. A voice reads the dot as
 * "Punkt" otherwise.
 */
export function spokenText(text: string): string {
  return text
    .replace(/(\p{L})\u00b7(?=\p{L})/gu, '$1')
    .replace(/\u00ad/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();
}

function wholeBlock(text: string): { start: number; end: number } | undefined {
  const start = text.search(/\S/u);
  if (start < 0) return undefined;
  return { start, end: text.trimEnd().length };
}

export function planUtterances(blocks: readonly ReadingBlock[]): Utterance[] {
  return blocks.flatMap((block, index): Utterance[] => {
    const parts = block.kind === 'whole' ? [wholeBlock(block.text)].filter((part) => part !== undefined) : splitSentences(block.text);
    return parts
      .map(({ start, end }) => ({ block: index, start, end, spoken: spokenText(block.text.slice(start, end)) }))
      .filter((utterance) => /[\p{L}\p{N}]/u.test(utterance.spoken));
  });
}
