import { mayWrite } from './write-policy';

/**
 * The only module that touches `document.cookie`. Cookies can be blocked (browser settings,
 * sandboxed frames throw on access): every call is wrapped and never throws into the UI. Setting
 * a cookie goes through the write policy, which refuses what the visitor has not agreed to.
 */
export interface CookieOptions {
  maxAgeSeconds: number;
  /** Defaults to the whole site. */
  path?: string;
  /** Defaults to Lax: sent on top-level navigations from other sites, as campaign cookies must be. */
  sameSite?: 'Lax' | 'Strict' | 'None';
  /** Only sent over https; set it whenever the page itself is on https. */
  secure?: boolean;
}

/** Pure: the `document.cookie` assignment for one cookie. Name and value are URI-encoded. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [
    `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
    `max-age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`,
    `path=${options.path ?? '/'}`,
    `SameSite=${options.sameSite ?? 'Lax'}`,
  ];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** Pure: the value of one cookie in a `document.cookie` string, decoded. */
export function parseCookie(cookieString: string, name: string): string | undefined {
  for (const pair of cookieString.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0) continue;
    if (pair.slice(0, separator).trim() !== name) continue;
    const raw = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/** No cookie of the site needs more; a link cannot plant kilobytes sent with every request. */
export const maxCookieBytes = 300;

export function setCookie(name: string, value: string, options: CookieOptions): boolean {
  try {
    if (typeof document === 'undefined' || !mayWrite('cookie', name)) return false;
    const cookie = serializeCookie(name, value, options);
    if (cookie.length > maxCookieBytes) {
      console.warn(`[cookies] not setting "${name}": ${cookie.length} bytes is more than ${maxCookieBytes}`);
      return false;
    }
    document.cookie = cookie;
    return true;
  } catch (error) {
    console.warn(`[cookies] could not set "${name}"`, error);
    return false;
  }
}

export function readCookie(name: string): string | undefined {
  try {
    return typeof document === 'undefined' ? undefined : parseCookie(document.cookie, name);
  } catch (error) {
    console.warn(`[cookies] could not read "${name}"`, error);
    return undefined;
  }
}

/** Pure: the names of every cookie in a `document.cookie` string. */
export function cookieNames(cookieString: string): string[] {
  return cookieString
    .split(';')
    .map((pair) => {
      const separator = pair.indexOf('=');
      return (separator < 0 ? pair : pair.slice(0, separator)).trim();
    })
    .filter((name) => name !== '');
}

export function listCookies(): string[] {
  try {
    return typeof document === 'undefined' ? [] : cookieNames(document.cookie);
  } catch (error) {
    console.warn('[cookies] could not list cookies', error);
    return [];
  }
}

/**
 * Pure: the domains a cookie for `hostname` may have been set on: the host itself and each parent
 * (tag managers set theirs on the registrable domain, `.example.com`), without the bare top level.
 */
export function cookieDomains(hostname: string): string[] {
  const labels = hostname.split('.');
  if (labels.length < 2 || /^[\d.]+$/.test(hostname)) return [];
  return labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'));
}

/** Deletes a cookie wherever it may have been set: host-only, and on every parent domain. */
export function deleteCookie(name: string): void {
  try {
    if (typeof document === 'undefined') return;
    const expired = `${encodeURIComponent(name)}=; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    document.cookie = expired;
    for (const domain of cookieDomains(window.location.hostname)) document.cookie = `${expired}; domain=${domain}`;
  } catch (error) {
    console.warn(`[cookies] could not delete "${name}"`, error);
  }
}
