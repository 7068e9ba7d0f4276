import { loadTagManager } from '@/adapters/data-layer';
import { env } from '@/config/env';
import { captureTracking, storeCampaignOfThisVisit } from '@/platform/tracking/capture-tracking';
import { allowsTagManager } from '@/platform/consent/model/consent-mode';
import { currentChoice, onConsentChange } from '@/platform/consent/consent-state';

function loadTagManagerIfAllowed(): void {
  // A third party: it loads only when configured and when the visitor agreed to what it serves.
  if (env.gtmId && allowsTagManager(currentChoice())) loadTagManager(env.gtmId, env.gtmOrigin);
}

/**
 * Campaign capture and the tag manager, as far as the visitor's consent goes, at start and again
 * at each decision on this page. A withdrawal needs nothing here: the consent layer deletes the
 * data at once, and the tag manager, already running, is not loaded on the next page.
 */
export function startMeasurement(): void {
  captureTracking();
  loadTagManagerIfAllowed();
  onConsentChange(() => {
    storeCampaignOfThisVisit();
    loadTagManagerIfAllowed();
  });
}
