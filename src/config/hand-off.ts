import type { ConsentChoice } from './consent-categories';

/**
 * The one contract between the pre-paint runtime and the app. The runtime runs in every page's
 * <head> long before the app; what it keeps for the app, and what the app hands back to it, sits
 * in one typed object on `window` (`window.lumiPrePaint`), and the marker `<html data-hydrated>`
 * says when the app is live. Both sides import this module: the runtime its writing half, the app
 * the functions below, never the object itself.
 */

/** A field's value as a form keeps it: text, a lone box's tick, a group's ticked values. */
export type EarlyFieldValue = string | boolean | readonly string[];

/** What a visitor typed into a prerendered form before the app was live. */
export interface EarlyInput {
  /** The fields the visitor changed, with their value as the form holds it. */
  readonly values: Readonly<Record<string, EarlyFieldValue>>;
}

export interface PrePaintHandOff {
  /** What was typed before the app was live: form id → field name → value. */
  readonly earlyInput: Map<string, Map<string, EarlyFieldValue>>;
  /** Where the visitor sees an address (path, query, hash): an experiment's page, decided as on a full page load. */
  experimentRedirect?: (address: string) => string | undefined;
  /**
   * The app's way of saving a consent decision, once it has started (the record, deleting what a
   * withdrawal no longer allows, Consent Mode, the change event). Until then the runtime stores
   * the record alone, and the app applies the rest when it starts.
   */
  saveConsent?: (choice: ConsentChoice) => void;
}

declare global {
  interface Window {
    lumiPrePaint?: PrePaintHandOff;
  }
}

/** The hand-off object, made on first use (by the runtime, or by the app on a page without it). */
export const handOff = (win: Window = window): PrePaintHandOff => (win.lumiPrePaint ??= { earlyInput: new Map() });

/** The prerendered consent dialog: the app renders it, the runtime gives it its behaviour. */
export const consentDialogId = 'consent-dialog';

/** Announces, on the document, that the app is live (`<html data-hydrated>` is set first). */
export const liveEvent = 'lumi:live';

/** `<html data-hydrated="true">`: tests, tools and the runtime read it. */
export const isLive = (doc: Document): boolean => doc.documentElement.dataset.hydrated === 'true';

/** App side: called once the root's hydration has committed (its first effect). */
export function announceLive(doc: Document): void {
  if (isLive(doc)) return;
  doc.documentElement.dataset.hydrated = 'true';
  doc.dispatchEvent(new Event(liveEvent));
}

/**
 * A part of a page that the app hydrates later than the page, once the visitor nears it (its code
 * is loaded then): `data-later="<group>"` on its prerendered markup until it is live. The runtime
 * keeps holding taps on its controls after the page is live, until the part is.
 */
export const laterAttribute = 'data-later';

/** Announces, on the part's element (it bubbles), that a part that hydrates later is live. */
export const partLiveEvent = 'lumi:part-live';

/**
 * App side, before hydrating: whether a tap is held on a control whose effect needs the named code
 * (`replayOnLiveNeeding`), so the app can ask for that code at once. The runtime marks a held
 * control busy; a form's held submit marks its submit button.
 */
export function isTapHeld(doc: Document, needs: string): boolean {
  const control = `[data-replay="${needs}"]`;
  return doc.querySelector(`${control}[aria-busy="true"], ${control} [aria-busy="true"]`) !== null;
}

/** App side: the early input of one form, once; later changes reach the form the normal way. */
export function takeEarlyInput(formId: string): EarlyInput | undefined {
  if (typeof window === 'undefined') return undefined;
  const { earlyInput } = handOff();
  const fields = earlyInput.get(formId);
  earlyInput.delete(formId);
  return fields?.size ? { values: Object.fromEntries(fields) } : undefined;
}

/**
 * App side: where the visitor sees an address (path, query and hash) when an in-app link leads
 * there (an experiment's variant page, or a URL-redirect experiment's destination), so the control
 * page never renders for a visitor of another variation. Undefined: the page itself.
 */
export function experimentRedirectFor(address: string): string | undefined {
  if (typeof window === 'undefined') return undefined;
  try {
    return window.lumiPrePaint?.experimentRedirect?.(address);
  } catch {
    return undefined;
  }
}

/** App side, at its start: the consent dialog's decisions are saved by the app from now on. */
export function takeOverConsentDecisions(save: (choice: ConsentChoice) => void): void {
  handOff().saveConsent = save;
}
