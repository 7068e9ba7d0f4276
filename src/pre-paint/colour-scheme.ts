/** Where the visitor's own colour-scheme choice is kept (a preference, allowed without consent). */
export const colourSchemeKey = 'lumi:color-scheme';

/**
 * Applies the stored colour scheme before the first paint, so a visitor who chose dark mode sees
 * no flash of the light page. Anything but a stored "dark" or "light" leaves the prerendered scheme.
 */
export function applyStoredColourScheme(doc: Document, storage: Pick<Storage, 'getItem'>): void {
  try {
    const stored: unknown = JSON.parse(storage.getItem(colourSchemeKey) ?? 'null');
    if (stored === 'dark' || stored === 'light') doc.documentElement.setAttribute('data-mantine-color-scheme', stored);
  } catch {
    // An unreadable value (blocked storage, broken JSON) keeps the prerendered scheme.
  }
}
