/**
 * Which install help a visitor gets. Chromium browsers offer installation through an event, and
 * then a button appears; Safari on iPhone and iPad never does, so those visitors get a short
 * "add to home screen" hint instead. An installed app needs neither.
 */
export type InstallOffer = 'button' | 'ios-hint' | 'none';

export interface InstallContext {
  readonly canPrompt: boolean;
  readonly standalone: boolean;
  readonly userAgent: string;
  /** iPadOS reports itself as a Mac; touch points tell them apart. */
  readonly maxTouchPoints: number;
}

/** Safari on iOS or iPadOS: other iOS browsers (CriOS, FxiOS, EdgiOS) cannot add to the home screen the same way. */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  const iPhoneOrIPad = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return iPhoneOrIPad && /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(userAgent);
}

export function installOfferFor(context: InstallContext): InstallOffer {
  if (context.standalone) return 'none';
  if (context.canPrompt) return 'button';
  return isIosSafari(context.userAgent, context.maxTouchPoints) ? 'ios-hint' : 'none';
}
