/**
 * The bridge between the before-paint script and the router: the script, already in the page,
 * answers "where does this visitor see `path`?" with the same decision it makes on page load.
 * In-app navigation to `/` or `/shop` asks it in the route loader, so the control page never
 * renders for a visitor of another variation, on full loads and on in-app links alike.
 */
declare global {
  interface Window {
    lumiExperimentRedirect?: (path: string) => string | undefined;
  }
}

export function experimentRedirectFor(path: string): string | undefined {
  if (typeof window === 'undefined') return undefined;
  try {
    return window.lumiExperimentRedirect?.(path);
  } catch {
    return undefined;
  }
}
