import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteCookie, listCookies, setCookie } from '@/adapters/cookies';
import { writeSessionString, writeString } from '@/adapters/storage';
import { seedConsent } from '@tests/utils/consent';
import { handOff } from '@/config/hand-off';
import {
  announceConsentDefault,
  consentChangeEvent,
  mayStore,
  onConsentChange,
  readConsentState,
  saveConsent,
  startConsent,
  type ConsentChange,
} from './consent-state';
import { fullConsent, noConsent } from './model/consent-record';

const commands = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as IArguments));

beforeEach(() => {
  delete window.dataLayer;
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  for (const name of listCookies()) deleteCookie(name);
  window.sessionStorage.clear();
});

describe('the storage guard', () => {
  it('stores nothing optional before a decision', () => {
    expect(writeString('lumi:visitor-id', 'abc-12345')).toBe(false);
    expect(writeString('utm_source', 'news')).toBe(false);
    expect(setCookie('gclid', 'abc', { maxAgeSeconds: 60 })).toBe(false);
    expect(window.localStorage.length).toBe(0);
    expect(document.cookie).toBe('');
  });

  it('always stores the necessary: the record, preferences, test views', () => {
    expect(writeString('lumi:language', '"en"')).toBe(true);
    expect(writeString('lumi:color-scheme', '"dark"')).toBe(true);
    writeSessionString('lumi:forced-variations', '{}');
    expect(window.sessionStorage.getItem('lumi:forced-variations')).toBe('{}');
  });

  it('stores what the visitor agreed to', () => {
    seedConsent({ statistics: true, marketing: false });
    expect(writeString('lumi:visitor-id', 'abc-12345')).toBe(true);
    expect(writeString('utm_source', 'news')).toBe(true);
    expect(setCookie('_gcl_au', 'x', { maxAgeSeconds: 60 })).toBe(false);
  });

  it('refuses a name that is not on the list, and says so', () => {
    seedConsent(fullConsent);
    expect(mayStore('localStorage', 'tracker-of-the-week')).toBe(false);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('tracker-of-the-week'));
  });
});

describe('readConsentState', () => {
  it('asks again when storage is blocked', () => {
    seedConsent(fullConsent);
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(readConsentState()).toEqual({ kind: 'ask', reason: 'missing' });
  });

  it('asks again for a corrupt record', () => {
    window.localStorage.setItem('lumi:consent', '{"version":');
    expect(readConsentState()).toEqual({ kind: 'ask', reason: 'corrupt' });
  });
});

describe('announceConsentDefault', () => {
  it('pushes the default, all denied, as the first command', () => {
    announceConsentDefault({ kind: 'ask', reason: 'missing' });
    expect(commands()).toEqual([
      ['consent', 'default', { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', wait_for_update: 500 }],
    ]);
  });

  it('follows the default with the stored decision', () => {
    seedConsent({ statistics: true, marketing: false });
    announceConsentDefault(readConsentState());
    expect(commands().map((command) => command.slice(0, 2))).toEqual([
      ['consent', 'default'],
      ['consent', 'update'],
    ]);
    expect(commands()[1]?.[2]).toMatchObject({ analytics_storage: 'granted', ad_storage: 'denied' });
  });
});

describe('startConsent', () => {
  afterEach(() => {
    delete handOff().saveConsent;
  });

  it('applies a withdrawal made in the dialog before the app was live: Consent Mode and the data it no longer allows', () => {
    seedConsent({ statistics: true, marketing: true });
    writeString('utm_source', 'news');
    setCookie('gclid', 'abc', { maxAgeSeconds: 60 });
    // What the pre-paint runtime stores on its own before the app has started.
    seedConsent({ statistics: false, marketing: false });
    startConsent();
    expect(commands().map((command) => command.slice(0, 2))).toEqual([
      ['consent', 'default'],
      ['consent', 'update'],
    ]);
    expect(window.localStorage.getItem('utm_source')).toBeNull();
    expect(listCookies()).not.toContain('gclid');
  });

  it("saves the dialog's later decisions in the app", () => {
    startConsent();
    handOff().saveConsent?.(fullConsent);
    expect(readConsentState()).toMatchObject({ kind: 'decided', record: { categories: { statistics: true, marketing: true } } });
    expect(commands().at(-1)?.slice(0, 2)).toEqual(['consent', 'update']);
  });
});

describe('saveConsent', () => {
  it('stores the record, pushes the update and tells the page', () => {
    const changes: ConsentChange[] = [];
    const stop = onConsentChange((change) => changes.push(change));
    saveConsent(fullConsent, new Date('2026-11-24T10:00:00Z'));
    stop();
    expect(JSON.parse(window.localStorage.getItem('lumi:consent')!)).toEqual({
      version: 2,
      decidedAt: '2026-11-24T10:00:00.000Z',
      categories: { necessary: true, statistics: true, marketing: true },
    });
    expect(commands()).toEqual([
      ['consent', 'update', { ad_storage: 'granted', analytics_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' }],
    ]);
    expect(changes).toHaveLength(1);
    expect(changes[0]?.withdrawn).toEqual([]);
  });

  it('deletes at once what a withdrawn category kept, and nothing necessary', () => {
    saveConsent(fullConsent);
    writeString('lumi:visitor-id', 'abc-12345');
    writeString('gbStickyBuckets__id||abc-12345', '{}');
    writeString('utm_source', 'news');
    writeString('lumi:language', '"en"');
    setCookie('gclid', 'abc', { maxAgeSeconds: 604_800 });
    document.cookie = '_ga=GA1.1.1; path=/';
    document.cookie = 'unrelated=1; path=/';

    const change = saveConsent(noConsent);
    expect(change.withdrawn).toEqual(['statistics', 'marketing']);
    expect(Object.keys(window.localStorage).sort()).toEqual(['lumi:consent', 'lumi:language']);
    expect(listCookies()).toEqual(['unrelated']);
  });

  it('keeps the campaign while marketing stays granted', () => {
    saveConsent(fullConsent);
    writeString('utm_source', 'news');
    writeString('lumi:visitor-id', 'abc-12345');
    saveConsent({ statistics: false, marketing: true });
    expect(window.localStorage.getItem('utm_source')).toBe('news');
    expect(window.localStorage.getItem('lumi:visitor-id')).toBeNull();
  });

  it('dispatches the change on window for the other copy of this module (before-paint script and app)', () => {
    const listener = vi.fn();
    window.addEventListener(consentChangeEvent, listener);
    saveConsent(noConsent);
    window.removeEventListener(consentChangeEvent, listener);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
