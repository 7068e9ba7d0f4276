import { describe, expect, it } from 'vitest';
import { voiceFor } from './voices';

const voice = (lang: string, localService = true, isDefault = false) => ({
  lang,
  localService,
  default: isDefault,
  name: `${lang}${localService ? '' : ' online'}`,
});

describe('voiceFor', () => {
  it('takes a voice on the device in the page language, whatever the spelling of its tag', () => {
    expect(voiceFor([voice('en-GB'), voice('de_AT')], 'de')?.lang).toBe('de_AT');
    expect(voiceFor([voice('EN-us')], 'en')?.lang).toBe('EN-us');
  });

  it('never takes an online voice, which would send the text away', () => {
    expect(voiceFor([voice('de-DE', false, true)], 'de')).toBeUndefined();
  });

  it('has none when no voice speaks the language', () => {
    expect(voiceFor([voice('en-GB'), voice('fr-FR')], 'de')).toBeUndefined();
    expect(voiceFor([], 'en')).toBeUndefined();
  });

  it('prefers the regions the site writes for, then the default voice', () => {
    expect(voiceFor([voice('en-US'), voice('en-GB'), voice('en-IN', true, true)], 'en')?.lang).toBe('en-GB');
    expect(voiceFor([voice('de-CH'), voice('de-AT', true, true)], 'de')?.lang).toBe('de-AT');
  });
});
