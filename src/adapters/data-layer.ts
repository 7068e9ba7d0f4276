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
 * Pushes a gtag command (`gtag('consent', 'default', {…})`). The tag manager tells commands from
 * events by their type: a command must be the function's `arguments` object, not an array.
 */
export function pushGtagCommand(...args: unknown[]): boolean {
  try {
    if (typeof window === 'undefined') return false;
    const command = (function gtagArguments(..._values: unknown[]) {
      // eslint-disable-next-line prefer-rest-params -- the tag manager only reads `arguments` objects as commands
      return arguments;
    })(...args);
    dataLayerOf(window).push(command);
    return true;
  } catch (error) {
    console.warn('[data-layer] could not push the command', args[0], args[1], error);
    return false;
  }
}

/** Where the container script lives: `<origin>/gtm.js?id=<id>`. */
export function tagManagerScriptUrl(origin: string, gtmId: string): string {
  return `${origin.replace(/\/+$/, '')}/gtm.js?id=${encodeURIComponent(gtmId)}`;
}

/**
 * Loads the tag manager container from `origin` (Google's, or the operator's own tagging
 * server), the standard way: `gtm.start` first, then the async script. Without an id (not
 * configured, or consent not given, which the caller decides) nothing loads. Loading twice is a
 * no-op. Returns whether the container is now on the page.
 */
export function loadTagManager(gtmId: string | undefined, origin: string, doc: Document | undefined = globalThis.document): boolean {
  if (gtmId === undefined || !gtmIdPattern.test(gtmId) || doc === undefined) return false;
  const win = doc.defaultView ?? (typeof window === 'undefined' ? undefined : window);
  if (!win) return false;
  try {
    const src = tagManagerScriptUrl(origin, gtmId);
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
