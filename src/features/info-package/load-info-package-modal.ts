import { loadNamespace } from '@/i18n/i18n';
import { infoPackageNamespace } from './namespace';

/**
 * The modal, its form, the form engine and their copy are chunks of their own: none of it is
 * part of a page's first load. The modal shows once its code and its copy in the current
 * language are both here. Calling this early (a field got focus, a tap is held for the page to
 * become live) warms the cache, and the opening then renders in the same update as the tap.
 */
/** Names the modal's code on the controls that open it (`replayOnLiveNeeding`). */
export const infoPackageCode = 'info-package';

export type InfoPackageModalModule = typeof import('./components/info-package-modal');

let loaded: InfoPackageModalModule | undefined;

export async function loadInfoPackageModal(): Promise<InfoPackageModalModule> {
  const [module] = await Promise.all([import('./components/info-package-modal'), loadNamespace(infoPackageNamespace)]);
  loaded = module;
  return module;
}

/** The modal's module once it and its copy have arrived (warmed or opened before), else undefined. */
export function loadedInfoPackageModal(): InfoPackageModalModule | undefined {
  return loaded;
}

export function preloadInfoPackageModal(): void {
  loadInfoPackageModal().catch(() => {
    // Loading is tried again, and reported, when the modal actually opens.
  });
}
