/**
 * The only module that touches `window.dataLayer` and the Google Tag Manager script. Events go
 * to the data layer whether or not a container is loaded, so nothing is lost before consent;
 * pushing never throws into the UI.
 */
declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export type DataLayerEntry = Readonly<Record<string, unknown>>;

const gtmIdPattern = /^GTM-[A-Z0-9]+$/;
const gtmScriptBase = 'https://www.googletagmanager.com/gtm.js';

function dataLayerOf(win: Window): unknown[] {
  // GTM replaces `push` on the array it finds; keep whatever array is there.
  if (!Array.isArray(win.dataLayer)) win.dataLayer = [];
  return win.dataLayer;
}

export function pushToDataLayer(entry: DataLayerEntry): boolean {
  try {
    if (typeof window === 'undefined') return false;
    dataLayerOf(window).push(entry);
    return true;
  } catch (error) {
    console.warn('[data-layer] could not push', entry.event, error);
    return false;
  }
}

/**
 * Loads the tag manager container, the standard way: `gtm.start` first, then the async script.
 * Without an id (not configured, or consent not given, which the caller decides) nothing loads.
 * Loading twice is a no-op. Returns whether the container is now on the page.
 */
export function loadTagManager(gtmId: string | undefined, doc: Document | undefined = globalThis.document): boolean {
  if (gtmId === undefined || !gtmIdPattern.test(gtmId) || doc === undefined) return false;
  const win = doc.defaultView ?? (typeof window === 'undefined' ? undefined : window);
  if (!win) return false;
  try {
    const src = `${gtmScriptBase}?id=${encodeURIComponent(gtmId)}`;
    if (doc.querySelector(`script[src="${src}"]`)) return true;
    dataLayerOf(win).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    const script = doc.createElement('script');
    script.async = true;
    script.src = src;
    const firstScript = doc.getElementsByTagName('script')[0];
    if (firstScript?.parentNode) firstScript.parentNode.insertBefore(script, firstScript);
    else doc.head.append(script);
    return true;
  } catch (error) {
    console.warn('[data-layer] could not load the tag manager', error);
    return false;
  }
}
