import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteCookie } from '@/adapters/cookies';
import { fullConsent } from '@/platform/consent/model/consent-record';
import { seedConsent } from '@tests/utils/consent';
import { captureTracking, readHiddenTrackingFields, storeCampaignOfThisVisit } from './capture-tracking';

const clickIds = ['gclid', 'fbclid', 'mellitbclid', 'melliobclid'];

/** happy-dom's test hook for navigating without a page load. */
const happyDOM = (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM;

function visit(url: string, referrer = '') {
  happyDOM.setURL(url);
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  for (const name of clickIds) deleteCookie(name);
});

describe('captureTracking without consent', () => {
  it('writes nothing to storage or cookies', () => {
    visit('http://localhost:3000/?utm_source=news&gclid=abc', 'https://www.google.com/');
    captureTracking();
    expect(localStorage.length).toBe(0);
    expect(document.cookie).toBe('');
  });

  it('keeps the campaign in memory for the info package', () => {
    visit('http://localhost:3000/?utm_source=news&gclid=abc', 'https://www.google.com/');
    captureTracking();
    visit('http://localhost:3000/infopaket', 'http://localhost:3000/');
    expect(readHiddenTrackingFields()).toMatchObject({ UTM_SOURCE: 'news', GCLID: 'abc', INITIAL_REFERRER_URL: 'https://www.google.com/' });
  });

  it('stores what this visit brought at the moment of consent', () => {
    visit('http://localhost:3000/?utm_campaign=winter&fbclid=f1', 'https://www.google.com/');
    captureTracking();
    visit('http://localhost:3000/shop', 'http://localhost:3000/');
    seedConsent({ statistics: false, marketing: true });
    storeCampaignOfThisVisit();
    expect(localStorage.getItem('utm_campaign')).toBe('winter');
    expect(localStorage.getItem('initial_referrer_url')).toBe('https://www.google.com/');
    expect(document.cookie).toContain('fbclid=f1');
  });
});

describe('captureTracking with consent', () => {
  beforeEach(() => seedConsent(fullConsent));

  it('stores the campaign parameters of the landing address in local storage', () => {
    visit('http://localhost:3000/?utm_source=news&utm_medium=mail&utm_campaign=winter&utm_content=hero&utm_term=tablet');
    captureTracking();
    expect(localStorage.getItem('utm_source')).toBe('news');
    expect(localStorage.getItem('utm_medium')).toBe('mail');
    expect(localStorage.getItem('utm_campaign')).toBe('winter');
    expect(localStorage.getItem('utm_content')).toBe('hero');
    expect(localStorage.getItem('utm_term')).toBe('tablet');
  });

  it('stores the click ids in local storage and as cookies', () => {
    visit('http://localhost:3000/?gclid=g1&fbclid=f1&mellitbclid=t1&melliobclid=o1');
    captureTracking();
    expect(localStorage.getItem('mellitbclid')).toBe('t1');
    expect(document.cookie.split('; ').sort()).toEqual(['fbclid=f1', 'gclid=g1', 'melliobclid=o1', 'mellitbclid=t1']);
  });

  it('sets click-id cookies for seven days on the whole site with SameSite=Lax', () => {
    const setter = vi.spyOn(document, 'cookie', 'set');
    visit('http://localhost:3000/?gclid=abc');
    captureTracking();
    expect(setter).toHaveBeenCalledWith('gclid=abc; max-age=604800; path=/; SameSite=Lax');
  });

  it('marks click-id cookies Secure on https pages', () => {
    const setter = vi.spyOn(document, 'cookie', 'set');
    visit('https://lumi.example/?fbclid=xyz');
    captureTracking();
    expect(setter).toHaveBeenCalledWith('fbclid=xyz; max-age=604800; path=/; SameSite=Lax; Secure');
  });

  it('stores the first referrer once and keeps it on later visits', () => {
    visit('http://localhost:3000/', 'https://www.google.com/');
    captureTracking();
    visit('http://localhost:3000/shop', 'https://www.bing.com/');
    captureTracking();
    expect(localStorage.getItem('initial_referrer_url')).toBe('https://www.google.com/');
  });

  it('stores nothing but the consent record for a visit without referrer', () => {
    visit('http://localhost:3000/');
    captureTracking();
    expect(localStorage.length).toBe(1);
  });

  it('stores nothing, and does not throw, when local storage is blocked (consent cannot be read)', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    visit('http://localhost:3000/?utm_source=news&gclid=abc', 'https://www.google.com/');
    expect(() => captureTracking()).not.toThrow();
    expect(document.cookie).toBe('');
  });

  it('still stores the parameters when cookies are blocked', () => {
    vi.spyOn(document, 'cookie', 'set').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    visit('http://localhost:3000/?gclid=abc');
    expect(() => captureTracking()).not.toThrow();
    expect(localStorage.getItem('gclid')).toBe('abc');
  });
});

describe('readHiddenTrackingFields', () => {
  beforeEach(() => seedConsent(fullConsent));

  it('combines the current address, the referrer and what was stored earlier', () => {
    visit('http://localhost:3000/?utm_source=news&gclid=g', 'https://www.google.com/');
    captureTracking();
    visit('http://localhost:3000/infopaket?utm_medium=mail', 'http://localhost:3000/');
    expect(readHiddenTrackingFields()).toEqual({
      INITIAL_REFERRER_URL: 'https://www.google.com/',
      LAST_REFERRER_URL: 'http://localhost:3000/',
      UTM_URL: 'http://localhost:3000/infopaket',
      UTM_SOURCE: 'news',
      UTM_MEDIUM: 'mail',
      UTM_CAMPAIGN: '',
      UTM_CONTENT: '',
      UTM_TERM: '',
      GCLID: 'g',
      FBCLID: '',
      MELLITBCLID: '',
      MELLIOBCLID: '',
    });
  });

  it('reads the query alone when storage is blocked', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    visit('http://localhost:3000/infopaket?utm_source=news');
    captureTracking();
    expect(readHiddenTrackingFields()).toMatchObject({ UTM_SOURCE: 'news', INITIAL_REFERRER_URL: '' });
  });
});
