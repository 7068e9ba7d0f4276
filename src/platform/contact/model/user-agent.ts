/**
 * Whether a browser's user agent string belongs to a phone or tablet, which can call a `tel:`
 * link directly: such visitors get the support number, desktop visitors the callback scheduling,
 * because a desktop browser cannot place a call. Pure, so the decision is tested with literal
 * strings.
 */
const mobilePattern = /\b(Android|iPhone|iPod|iPad|Mobile|Mobi|webOS|BlackBerry|BB10|Opera Mini|IEMobile|Windows Phone|Silk|KaiOS)\b/i;

export function isMobileUserAgent(userAgent: string | undefined | null): boolean {
  if (!userAgent) return false;
  return mobilePattern.test(userAgent);
}
