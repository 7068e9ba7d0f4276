import { colorSchemeKey } from '@/adapters/storage-keys';
import { local, readStored, type StorageArea } from './stored';

/**
 * Applies the visitor's own colour-scheme choice (a preference, allowed without consent) before
 * the first paint, so a visitor who chose dark mode sees no flash of the light page. Anything but a
 * stored "dark" or "light" leaves the prerendered scheme.
 */
export function applyStoredColourScheme(doc: Document, area: StorageArea = local): void {
  try {
    const stored: unknown = JSON.parse(readStored(area, colorSchemeKey) ?? 'null');
    if (stored === 'dark' || stored === 'light') doc.documentElement.setAttribute('data-mantine-color-scheme', stored);
  } catch {
    // Broken JSON keeps the prerendered scheme.
  }
}
