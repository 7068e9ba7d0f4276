import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookieDomains, cookieNames, deleteCookie, listCookies, parseCookie, readCookie, serializeCookie, setCookie } from './cookies';

afterEach(() => {
  vi.restoreAllMocks();
  deleteCookie('gclid');
});

describe('serializeCookie', () => {
  it('writes max-age, path and SameSite', () => {
    expect(serializeCookie('gclid', 'abc', { maxAgeSeconds: 604800 })).toBe('gclid=abc; max-age=604800; path=/; SameSite=Lax');
  });

  it('adds Secure when asked', () => {
    expect(serializeCookie('gclid', 'abc', { maxAgeSeconds: 60, secure: true })).toBe('gclid=abc; max-age=60; path=/; SameSite=Lax; Secure');
  });

  it('encodes a value so it cannot add attributes of its own', () => {
    expect(serializeCookie('gclid', 'a; domain=evil.example', { maxAgeSeconds: 60 })).toMatch(/^gclid=a%3B%20domain%3Devil.example; /);
  });
});

describe('parseCookie', () => {
  it('finds one cookie among several and decodes it', () => {
    expect(parseCookie('a=1; gclid=x%20y; b=2', 'gclid')).toBe('x y');
  });

  it('returns undefined for a missing cookie', () => {
    expect(parseCookie('a=1', 'gclid')).toBeUndefined();
  });

  it('keeps a value with a malformed escape as written', () => {
    expect(parseCookie('gclid=%E0%A4%A', 'gclid')).toBe('%E0%A4%A');
  });
});

describe('setCookie and readCookie', () => {
  it('round-trips a value through document.cookie', () => {
    expect(setCookie('gclid', 'a b', { maxAgeSeconds: 60 })).toBe(true);
    expect(readCookie('gclid')).toBe('a b');
  });

  it('reports false instead of throwing when cookies are blocked', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(document, 'cookie', 'set').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(setCookie('gclid', 'abc', { maxAgeSeconds: 60 })).toBe(false);
  });

  it('reads undefined instead of throwing when cookies are blocked', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(document, 'cookie', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(readCookie('gclid')).toBeUndefined();
  });
});

describe('the size cap', () => {
  it('refuses a cookie whose encoded form is longer than the cap', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(setCookie('gclid', 'ü'.repeat(60), { maxAgeSeconds: 60 })).toBe(false);
    expect(readCookie('gclid')).toBeUndefined();
    expect(setCookie('gclid', 'x'.repeat(150), { maxAgeSeconds: 60 })).toBe(true);
  });
});

describe('cookieNames', () => {
  it('lists the names of a cookie string, also of empty and valueless cookies', () => {
    expect(cookieNames('gclid=abc; _ga=GA1.1; flag; empty=')).toEqual(['gclid', '_ga', 'flag', 'empty']);
    expect(cookieNames('')).toEqual([]);
  });
});

describe('cookieDomains', () => {
  it('names the host and each parent domain, never the bare top level', () => {
    expect(cookieDomains('www.lumi.example')).toEqual(['www.lumi.example', 'lumi.example']);
    expect(cookieDomains('lumi.de')).toEqual(['lumi.de']);
  });

  it('names none for localhost or an IP address, where only host cookies exist', () => {
    expect(cookieDomains('localhost')).toEqual([]);
    expect(cookieDomains('127.0.0.1')).toEqual([]);
  });
});

describe('deleteCookie', () => {
  it('removes a cookie from the page', () => {
    setCookie('gclid', 'abc', { maxAgeSeconds: 60 });
    deleteCookie('gclid');
    expect(listCookies()).not.toContain('gclid');
  });
});
