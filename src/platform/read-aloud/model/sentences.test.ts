import { describe, expect, it } from 'vitest';
import { splitSentences, wordsOf } from './sentences';

const texts = (text: string) => splitSentences(text).map((sentence) => sentence.text);

describe('splitSentences', () => {
  it('ends a sentence at a full stop, a question or an exclamation mark followed by a capital', () => {
    expect(texts('Lumi ist ein Tablet. Was kann es? Sehr viel! Probieren Sie es aus.')).toEqual([
      'Lumi ist ein Tablet.',
      'Was kann es?',
      'Sehr viel!',
      'Probieren Sie es aus.',
    ]);
  });

  it('gives each sentence its place in the text', () => {
    const text = '  Eins ist gut.  Zwei auch. ';
    for (const sentence of splitSentences(text)) expect(text.slice(sentence.start, sentence.end)).toBe(sentence.text);
  });

  it('keeps abbreviations, initials, ordinal dates and decimals inside their sentence', () => {
    expect(texts('Das gilt z. B. für Anna. Es kostet ca. 9.90 Euro am 19. Juni 2026. Nach Art. 6 Abs. 1 DSGVO ist das erlaubt.')).toEqual([
      'Das gilt z. B. für Anna.',
      'Es kostet ca. 9.90 Euro am 19. Juni 2026.',
      'Nach Art. 6 Abs. 1 DSGVO ist das erlaubt.',
    ]);
    expect(texts('Write to us, e.g. by email. Mr. Smith answers.')).toEqual(['Write to us, e.g. by email.', 'Mr. Smith answers.']);
  });

  it('ends a sentence before a number or an opening quote, and at a line break', () => {
    expect(texts('Rufen Sie an. 112 hilft im Notfall. „So geht das“, sagt sie.\nTelefon: 030 000')).toEqual([
      'Rufen Sie an.',
      '112 hilft im Notfall.',
      '„So geht das“, sagt sie.',
      'Telefon: 030 000',
    ]);
  });

  it('does not end a sentence before a word in lower case, nor inside an address', () => {
    expect(texts('Schreib an support@lumi.example oder ruf an. Wir sind da … und helfen.')).toEqual([
      'Schreib an support@lumi.example oder ruf an.',
      'Wir sind da … und helfen.',
    ]);
  });

  it('finds no sentence in text without letters or digits', () => {
    expect(texts(' – \n ')).toEqual([]);
  });
});

describe('wordsOf', () => {
  it('counts what stands between spaces and holds a letter or a digit', () => {
    expect(wordsOf('Das Info·paket – kostenlos, per E-Mail.')).toEqual(['Das', 'Info·paket', 'kostenlos,', 'per', 'E-Mail.']);
  });

  it('keeps a phone number or a price with non-breaking spaces as one word', () => {
    expect(wordsOf('Ruf 030\u00a0000\u00a000 an: € 9,90.'.replace('€ ', '€\u00a0'))).toHaveLength(4);
  });
});
