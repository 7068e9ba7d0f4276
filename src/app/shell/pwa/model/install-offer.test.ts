import { describe, expect, it } from 'vitest';
import { installOfferFor, isIosSafari } from './install-offer';

const iPhoneSafari = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const iPhoneChrome = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1';
const iPadSafari = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const androidChrome = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

describe('which install help a visitor gets', () => {
  it('offers the button when the browser has an install offer', () => {
    expect(installOfferFor({ canPrompt: true, standalone: false, userAgent: androidChrome, maxTouchPoints: 5 })).toBe('button');
  });

  it('gives Safari on an iPhone the home-screen hint', () => {
    expect(installOfferFor({ canPrompt: false, standalone: false, userAgent: iPhoneSafari, maxTouchPoints: 5 })).toBe('ios-hint');
  });

  it('recognises an iPad that reports itself as a Mac by its touch points', () => {
    expect(isIosSafari(iPadSafari, 5)).toBe(true);
    expect(isIosSafari(iPadSafari, 0)).toBe(false);
  });

  it('gives other iOS browsers no hint they cannot follow', () => {
    expect(installOfferFor({ canPrompt: false, standalone: false, userAgent: iPhoneChrome, maxTouchPoints: 5 })).toBe('none');
  });

  it('offers nothing to an installed app, nor to a browser without an offer', () => {
    expect(installOfferFor({ canPrompt: true, standalone: true, userAgent: androidChrome, maxTouchPoints: 5 })).toBe('none');
    expect(installOfferFor({ canPrompt: false, standalone: true, userAgent: iPhoneSafari, maxTouchPoints: 5 })).toBe('none');
    expect(installOfferFor({ canPrompt: false, standalone: false, userAgent: androidChrome, maxTouchPoints: 5 })).toBe('none');
  });
});
