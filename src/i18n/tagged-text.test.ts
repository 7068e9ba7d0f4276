import { describe, expect, it } from 'vitest';
import { splitTaggedText } from './tagged-text';

describe('splitTaggedText', () => {
  it('separates tagged words from the plain text around them', () => {
    expect(splitTaggedText('Mehr in der <privacy>Datenschutzerklärung</privacy> und der <declaration>Erklärung</declaration>.')).toEqual([
      'Mehr in der ',
      { tag: 'privacy', text: 'Datenschutzerklärung' },
      ' und der ',
      { tag: 'declaration', text: 'Erklärung' },
      '.',
    ]);
  });

  it('keeps a sentence without tags whole', () => {
    expect(splitTaggedText('Nur Text.')).toEqual(['Nur Text.']);
    expect(splitTaggedText('')).toEqual([]);
  });

  it('leaves unmatched or nested tags as plain text', () => {
    expect(splitTaggedText('a <privacy>b</declaration> c')).toEqual(['a <privacy>b</declaration> c']);
    expect(splitTaggedText('<a><b>x</b></a>')).toEqual(['<a>', { tag: 'b', text: 'x' }, '</a>']);
  });

  it('handles a tag at the very start and end', () => {
    expect(splitTaggedText('<privacy>Datenschutz</privacy>')).toEqual([{ tag: 'privacy', text: 'Datenschutz' }]);
  });
});
