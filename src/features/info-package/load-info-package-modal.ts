import { loadNamespace } from '@/i18n/i18n';
import { infoPackageNamespace } from './namespace';

/**
 * The modal, its form, the form engine and their copy are chunks of their own: none of it is
 * part of a page's first load. The modal shows once its code and its copy in the current
 * language are both here. Calling this early (a field got focus) only warms the cache.
 */
/** Names the modal's code on the controls that open it (`replayOnLiveNeeding`). */
export const infoPackageCode = 'info-package';

export async function loadInfoPackageModal() {
  const [module] = await Promise.all([import('./components/info-package-modal'), loadNamespace(infoPackageNamespace)]);
  return module;
}

export function preloadInfoPackageModal(): void {
  loadInfoPackageModal().catch(() => {
    // Loading is tried again, and reported, when the modal actually opens.
  });
}
