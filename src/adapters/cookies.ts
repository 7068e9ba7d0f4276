/**
 * The only module that touches `document.cookie`. Cookies can be blocked (browser settings,
 * sandboxed frames throw on access): every call is wrapped and never throws into the UI.
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

export function setCookie(name: string, value: string, options: CookieOptions): boolean {
  try {
    if (typeof document === 'undefined') return false;
    document.cookie = serializeCookie(name, value, options);
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
