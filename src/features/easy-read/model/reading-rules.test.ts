import { describe, expect, it } from 'vitest';
import { checkEasyRead, maxMeanWordsPerSentence, maxWordsPerSentence } from './reading-rules';

const rules = (blocks: string[], headings: string[] = ['Was ist das?'], language: 'de' | 'en' = 'de') =>
  checkEasyRead({ headings, blocks }, language).findings.map((finding) => finding.rule);

describe('checkEasyRead', () => {
  it('passes a text that keeps the rules', () => {
    const report = checkEasyRead(
      { headings: ['Was kostet das Info·paket?'], blocks: ['Das Info·paket ist kostenlos. Sie bekommen es per Post.', 'Es kommt in 3 Tagen.'] },
      'de',
    );
    expect(report.findings).toEqual([]);
    expect(report.sentences).toHaveLength(4);
    expect(report.meanWords).toBe(4.5);
  });

  it(`fails a sentence of more than ${maxWordsPerSentence} words`, () => {
    const long = 'Sie können das Gerät an jedem Tag der Woche zu jeder Zeit ganz einfach mit Ihrer Stimme bedienen.';
    expect(rules([long])).toContain('sentence-length');
    expect(rules(['Sie können das Gerät an jedem Tag der Woche mit Ihrer Stimme bedienen.'])).not.toContain('sentence-length');
  });

  it(`fails a text of more than ${maxMeanWordsPerSentence} words per sentence on average`, () => {
    const eleven = 'Sie können das Gerät jeden Tag mit Ihrer Stimme gut bedienen.';
    expect(rules([eleven, eleven], [])).toContain('mean-length');
    expect(rules([eleven, 'Das ist gut.'], [])).not.toContain('mean-length');
  });

  it('fails a long compound written in one piece, in a heading too', () => {
    expect(rules(['Unsere Telefonnummer steht unten.'])).toEqual(['long-word']);
    expect(rules(['Unsere Telefon·nummer steht unten.'])).toEqual([]);
    expect(rules(['Das steht in der Daten·schutzerklärung.'])).toEqual(['long-word']);
    expect(rules([], ['Wer liest die Datenschutzerklärung?'])).toEqual(['long-word']);
    // An address is copied as it is, not read as a word.
    expect(rules(['Schreiben Sie an kundenservice@beispielfirma.example oder auf www.beispielfirma.example/kontakt.'])).toEqual([]);
  });

  it('fails numbers written as words, in German and in English', () => {
    expect(rules(['Sie testen drei Monate lang.'])).toEqual(['number-word']);
    expect(rules(['Sie testen 3 Monate lang.'])).toEqual([]);
    expect(rules(['You test it for three months.'], ['What?'], 'en')).toEqual(['number-word']);
    expect(rules(['Ein Tablet ist ein Computer.'])).toEqual([]);
  });

  it('fails the subjunctive, the passive and the genitive in German', () => {
    expect(rules(['Das würde Ihnen helfen.'])).toEqual(['subjunctive']);
    expect(rules(['Das Gerät wird geliefert.'])).toEqual(['passive']);
    expect(rules(['Wie werde ich Test·person?'])).toEqual([]);
    expect(rules(['Das ist das Ende des Monats.'])).toEqual(['genitive']);
  });

  it('fails a heading that is no question', () => {
    expect(rules(['Gut.'], ['Preise'])).toEqual(['heading-question']);
    expect(rules(['Good.'], ['What does it cost?'], 'en')).toEqual([]);
  });

  it('holds English text to the lengths and the digits, not to the German word rules', () => {
    expect(rules(['Read the accessibility statement.'], ['Why?'], 'en')).toEqual([]);
  });
});
