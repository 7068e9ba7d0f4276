/**
 * Sentences and words of a text, the same way for the reader (one utterance per sentence) and for
 * the reading rules of the easy-read page (words per sentence). Plain text in, positions out, so a
 * sentence can be found again in the page's text to highlight it.
 */

export interface Sentence {
  /** Where the sentence starts in the text, inclusive. */
  readonly start: number;
  /** Where it ends, exclusive: after its closing punctuation. */
  readonly end: number;
  readonly text: string;
}

/**
 * Words written with a full stop that do not end a sentence, lower case, without the stop. A word
 * with a stop inside ("z.B", "e.g") and a single letter ("z." in "z. B.") count as such words anyway.
 */
const abbreviations = new Set([
  // German
  'abs',
  'art',
  'bspw',
  'bzw',
  'ca',
  'dr',
  'evtl',
  'ggf',
  'inkl',
  'lit',
  'max',
  'min',
  'mio',
  'nr',
  'str',
  'tel',
  'usw',
  'vgl',
  'zzgl',
  // English
  'approx',
  'etc',
  'mr',
  'mrs',
  'ms',
  'no',
  'st',
  'vs',
]);

const months = new Set(['januar', 'februar', 'märz', 'april', 'mai', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'dezember']);

/**
 * A sentence may end here: its closing punctuation, then any closing quotes or brackets. The
 * quotes are those the site's copy uses (its font holds no others).
 */
const closing = /[.!?…]+["'“”’)\]]*/gu;

/** What opens a sentence: a capital, a digit, an opening quote or bracket. */
const opensSentence = /^[\p{Lu}\p{N}"'„“([]/u;

function wordBefore(text: string, index: number): string {
  const before = text.slice(0, index);
  const match = /(\S+)$/u.exec(before);
  return match?.[1] ?? '';
}

function nextWord(text: string, index: number): string {
  const match = /^\s*(\S*)/u.exec(text.slice(index));
  return match?.[1] ?? '';
}

/** Whether the full stop after `word` belongs to the word (an abbreviation, an initial, an ordinal before a month). */
function stopBelongsToWord(word: string, following: string): boolean {
  const bare = word.replace(/^["'„“([]+/u, '');
  if (bare.includes('.')) return true;
  if (/^\p{L}$/u.test(bare)) return true;
  if (abbreviations.has(bare.toLowerCase())) return true;
  // "am 19. Juni": a German date, not the end of a sentence.
  if (/^\d+$/u.test(bare) && months.has(following.replace(/[^\p{L}]/gu, '').toLowerCase())) return true;
  return false;
}

/** Splits one line (no line breaks inside) into its sentences. */
function sentencesOfLine(text: string, offset: number): Sentence[] {
  const sentences: Sentence[] = [];
  let start = 0;
  const push = (end: number) => {
    const raw = text.slice(start, end);
    const leading = raw.length - raw.trimStart().length;
    const trimmed = raw.trim();
    if (/[\p{L}\p{N}]/u.test(trimmed)) sentences.push({ start: offset + start + leading, end: offset + start + leading + trimmed.length, text: trimmed });
    start = end;
  };
  for (const match of text.matchAll(closing)) {
    const end = match.index + match[0].length;
    const rest = text.slice(end);
    if (rest.trim() === '') continue;
    // A stop inside a word or number ("9.90", "lumi.example") ends nothing.
    if (!/^\s/u.test(rest)) continue;
    const following = nextWord(text, end);
    if (!opensSentence.test(following)) continue;
    if (match[0].startsWith('.') && !match[0].startsWith('..') && stopBelongsToWord(wordBefore(text, match.index), following)) continue;
    push(end);
  }
  push(text.length);
  return sentences;
}

/**
 * The sentences of a text in order. A line break always ends a sentence (an address, a list
 * written line by line); within a line a sentence ends at `.`, `!`, `?` or `…` followed by a space
 * and a capital, a digit or an opening quote, unless the stop belongs to an abbreviation.
 */
export function splitSentences(text: string): Sentence[] {
  const sentences: Sentence[] = [];
  let offset = 0;
  for (const line of text.split('\n')) {
    sentences.push(...sentencesOfLine(line, offset));
    offset += line.length + 1;
  }
  return sentences;
}

/**
 * The words of a sentence: what stands between spaces and holds a letter or a digit. A
 * non-breaking space joins (a phone number, "€ 9,90"), a dash alone is no word.
 */
export function wordsOf(sentence: string): string[] {
  return sentence.split(/[^\S\u00a0\u202f]+/u).filter((token) => /[\p{L}\p{N}]/u.test(token));
}
