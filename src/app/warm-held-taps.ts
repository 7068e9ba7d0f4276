import { infoPackageCode, preloadInfoPackageModal } from '@/features/info-package/load-info-package-modal';
import { isTapHeld } from '@/config/hand-off';

/**
 * A tap held by the pre-paint runtime is replayed once the page is live. When its effect needs
 * code the page does not load up front (a dialog's), asking for that code only at the replay
 * would add a round trip and its download after live: ask for it now, while the page hydrates.
 */
export function warmCodeOfHeldTaps(doc: Document): void {
  if (isTapHeld(doc, infoPackageCode)) preloadInfoPackageModal();
}
