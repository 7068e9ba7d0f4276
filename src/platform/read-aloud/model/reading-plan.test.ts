import { describe, expect, it } from 'vitest';
import { planUtterances, spokenText } from './reading-plan';

describe('planUtterances', () => {
  it('says a paragraph sentence by sentence and a whole block (heading, list item, answer) at once', () => {
    const blocks = [
      { kind: 'whole', text: 'Was ist Lumi?' },
      { kind: 'prose', text: 'Lumi ist ein Tablet. Sie sprechen mit Lumi.' },
      { kind: 'whole', text: ' Lumi erinnert an Termine. Und an Tabletten. ' },
    ] as const;
    const utterances = planUtterances(blocks);
    expect(utterances.map((utterance) => [utterance.block, utterance.spoken])).toEqual([
      [0, 'Was ist Lumi?'],
      [1, 'Lumi ist ein Tablet.'],
      [1, 'Sie sprechen mit Lumi.'],
      [2, 'Lumi erinnert an Termine. Und an Tabletten.'],
    ]);
    const last = utterances[3]!;
    expect(blocks[2].text.slice(last.start, last.end)).toBe('Lumi erinnert an Termine. Und an Tabletten.');
  });

  it('leaves out blocks with nothing to say', () => {
    expect(
      planUtterances([
        { kind: 'prose', text: ' – ' },
        { kind: 'whole', text: '' },
      ]),
    ).toEqual([]);
  });
});

describe('spokenText', () => {
  it('joins words split with a middle dot or a soft hyphen and folds white space', () => {
    expect(spokenText('Das  Info·paket\nist kosten\u00adlos.')).toBe('Das Infopaket ist kostenlos.');
  });

  it('keeps a middle dot that does not join two words', () => {
    expect(spokenText('Mo · Fr')).toBe('Mo · Fr');
  });
});
