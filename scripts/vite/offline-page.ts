/**
 * The page the service worker shows when a navigation reaches neither the network nor a cache.
 * Static on purpose: it must not hydrate as whatever URL failed. It uses the site's stylesheet
 * and fonts (both precached) and speaks German first, then English. "Try again" is a link to the
 * address that failed, not a script: the site's policy allows no inline event handlers.
 */
export interface OfflinePageOptions {
  productName: string;
  /** `<link>` tags for the stylesheet and fonts, taken from a prerendered page. */
  headLinks: string;
  themeColor: string;
}

export function offlinePageHtml({ productName, headLinks, themeColor }: OfflinePageOptions): string {
  return `<!doctype html>
<html lang="de" data-mantine-color-scheme="light">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="${themeColor}">
<title>Keine Verbindung – ${productName}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${headLinks}
<style>
  body { margin: 0; font-family: "Atkinson Hyperlegible", system-ui, sans-serif; font-size: 1.1875rem; line-height: 1.6; background: #fbf8f2; color: #1b1f22; }
  main { max-width: 40rem; margin: 0 auto; padding: 3rem 1.25rem; }
  .brand { display: inline-flex; align-items: center; gap: .5rem; font-weight: 700; font-size: 1.375rem; color: ${themeColor}; text-decoration: none; }
  h1 { font-size: clamp(2rem, 1.6rem + 2vw, 3rem); line-height: 1.2; margin: 2rem 0 1rem; }
  h2 { font-size: 1.45rem; margin: 2.5rem 0 .5rem; }
  .actions { display: flex; flex-wrap: wrap; gap: .75rem; margin-top: 1.5rem; }
  .button { display: inline-flex; align-items: center; min-height: 48px; padding: 0 1.25rem; border-radius: .5rem; font: inherit; font-weight: 700; cursor: pointer; text-decoration: none; }
  .primary { background: ${themeColor}; color: #fff; border: 2px solid ${themeColor}; }
  .secondary { background: transparent; color: ${themeColor}; border: 2px solid ${themeColor}; }
  .button:focus-visible { outline: 3px solid #053d45; outline-offset: 3px; }
  @media (prefers-color-scheme: dark) {
    body { background: #1b1f22; color: #f1f3f5; }
    .brand, .secondary { color: #6fcad5; border-color: #6fcad5; }
  }
</style>
</head>
<body>
<main>
  <a class="brand" href="/"><img src="/favicon.svg" alt="" width="32" height="32">${productName}</a>
  <h1>Gerade keine Verbindung</h1>
  <p>Diese Seite ist noch nicht auf deinem Gerät gespeichert und lässt sich ohne Internet nicht laden. Alle Seiten, die du schon kennst, die Startseite, das Infopaket und die Preise funktionieren trotzdem.</p>
  <p>Eine Infopaket-Bestellung, die du jetzt abschickst, wird gespeichert und automatisch gesendet, sobald die Verbindung zurück ist.</p>
  <div class="actions">
    <a class="button primary" href="">Erneut versuchen</a>
    <a class="button secondary" href="/">Zur Startseite</a>
  </div>
  <section lang="en">
    <h2>You are offline</h2>
    <p>This page has not been saved on your device yet and cannot load without the internet. The pages you have already visited, the home page, the info package and the prices still work.</p>
    <div class="actions">
      <a class="button secondary" href="">Try again</a>
    </div>
  </section>
</main>
</body>
</html>
`;
}
