import type { Locale } from '@/i18n/locale';
import { splitSentences, wordsOf } from '@/platform/read-aloud/model/sentences';

/**
 * The rules of Leichte Sprache (Netzwerk Leichte Sprache, DIN SPEC 33429) that a program can hold
 * a text to, and the English rules of Easy Read that carry over. The rest (one statement per
 * sentence, hard words explained, pictures that fit) is the writer's part.
 */

/** At most this many words in any sentence. */
export const maxWordsPerSentence = 15;
/** At most this many words per sentence on average over the whole text. */
export const maxMeanWordsPerSentence = 10;
/**
 * A German word of this many letters or more is a long compound: it is written in parts joined
 * by a middle dot (Info·paket) or a hyphen, and no part may be this long.
 */
export const longWordLetters = 12;

export type RuleName = 'sentence-length' | 'mean-length' | 'long-word' | 'number-word' | 'subjunctive' | 'passive' | 'genitive' | 'heading-question';

export interface Finding {
  readonly rule: RuleName;
  /** The sentence, heading or word that breaks the rule. */
  readonly text: string;
}

export interface EasyReadText {
  /** The headings below the page's title, in order. */
  readonly headings: readonly string[];
  /** The text blocks (paragraphs, list items), in order; headings are not among them. */
  readonly blocks: readonly string[];
}

export interface RulesReport {
  readonly sentences: readonly string[];
  readonly meanWords: number;
  readonly findings: readonly Finding[];
}

const numberWords: Readonly<Record<Locale, ReadonlySet<string>>> = {
  de: new Set(
    'eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf dreizehn vierzehn fünfzehn sechzehn siebzehn achtzehn neunzehn zwanzig dreißig vierzig fünfzig sechzig siebzig achtzig neunzig hundert tausend million millionen'.split(
      ' ',
    ),
  ),
  en: new Set(
    'two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand million'.split(
      ' ',
    ),
  ),
};

/** Konjunktiv II of the verbs a plain text would otherwise use. */
const subjunctive = /^(?:würde|hätte|wäre|könnte|müsste|sollte|dürfte|möchte)(?:n|st|t)?$/u;
/** Forms of "werden", which with a past participle make the passive. */
const werden = /^(?:werde|wirst|wird|werden|werdet|wurde|wurdest|wurden|wurdet|worden)$/u;
/** A past participle as the passive uses it: ge…t, ge…en, …iert. */
const participle = /^(?:ge\p{L}{2,}(?:t|en)|\p{L}{2,}iert)$/u;
/** Articles that are only ever genitive. */
const genitiveArticles = new Set(['des', 'eines']);

const bare = (word: string) => word.replace(/[^\p{L}\p{N}·-]/gu, '');
/** An e-mail or web address is a name to copy, not a word to read: no word rule applies to it. */
const isAddress = (word: string) => word.includes('@') || word.includes('/') || /\p{L}\.\p{L}/u.test(word);
const letters = (word: string) => word.replace(/[^\p{L}]/gu, '');

function wordFindings(sentence: string, language: Locale): Finding[] {
  const raw = wordsOf(sentence).filter((word) => !isAddress(word));
  const words = raw.map((word) => bare(word).toLowerCase());
  const findings: Finding[] = [];
  for (const word of words) {
    if (numberWords[language].has(letters(word))) findings.push({ rule: 'number-word', text: word });
  }
  if (language !== 'de') return findings;
  for (const word of raw.map(bare)) {
    const parts = word.split(/[·-]/u).map(letters);
    if (parts.some((part) => part.length >= longWordLetters)) findings.push({ rule: 'long-word', text: word });
  }
  for (const word of words) {
    if (subjunctive.test(letters(word))) findings.push({ rule: 'subjunctive', text: sentence });
    if (genitiveArticles.has(letters(word))) findings.push({ rule: 'genitive', text: sentence });
  }
  const werdenAt = words.findIndex((word) => werden.test(letters(word)));
  if (werdenAt >= 0 && words.slice(werdenAt + 1).some((word) => participle.test(letters(word)))) findings.push({ rule: 'passive', text: sentence });
  return findings;
}

/** Holds a text to the rules; an empty `findings` means it keeps all of them. */
export function checkEasyRead({ headings, blocks }: EasyReadText, language: Locale): RulesReport {
  const sentences = [...headings, ...blocks].flatMap((block) => splitSentences(block).map((sentence) => sentence.text));
  const counts = sentences.map((sentence) => wordsOf(sentence).length);
  const meanWords = counts.length === 0 ? 0 : counts.reduce((sum, count) => sum + count, 0) / counts.length;
  const findings: Finding[] = [];
  for (const [index, sentence] of sentences.entries()) {
    if ((counts[index] ?? 0) > maxWordsPerSentence) findings.push({ rule: 'sentence-length', text: sentence });
    findings.push(...wordFindings(sentence, language));
  }
  if (meanWords > maxMeanWordsPerSentence) findings.push({ rule: 'mean-length', text: `${meanWords.toFixed(1)} words per sentence` });
  for (const heading of headings) {
    if (!heading.trim().endsWith('?')) findings.push({ rule: 'heading-question', text: heading });
  }
  return { sentences, meanWords, findings };
}
