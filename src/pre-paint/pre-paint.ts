/**
 * The one render-blocking script of every page, built from this folder into an inline script in
 * its <head> at build time. Order matters: the colour scheme first (no flash of the wrong one),
 * then the consent state (the Consent Mode default must be the data layer's first entry, and
 * experiments assign only with consent), then the experiments' decision, then the recorder that
 * keeps what a visitor types into a form before it is live and the capture of the taps made
 * meanwhile (replayed once it is live), and last the start of the app's modules.
 */
import { decideExperimentsBeforePaint } from '@/features/experiments/pre-paint/pre-paint';
import { recordEarlyInput } from '@/platform/forms/early-input';
import { installConsentControls, markConsentState } from '@/platform/consent/consent-controls';
import { announceConsentDefault, readConsentState } from '@/platform/consent/consent-state';
import { applyStoredColourScheme } from './colour-scheme';
import { startModules } from './start-modules';
import { replayEarlyTaps } from './tap-replay';

try {
  applyStoredColourScheme(document, window.localStorage);
} catch {
  // Storage can be switched off entirely; the prerendered scheme stays.
}
try {
  const consent = readConsentState();
  announceConsentDefault(consent);
  markConsentState(document, consent);
  installConsentControls(document);
} catch (error) {
  console.warn('[consent] the consent dialog could not start', error);
}
decideExperimentsBeforePaint();
// Forms are readable and take input long before the app is live: keep what is typed meanwhile.
recordEarlyInput(document);
// Taps on controls that need the app (dialogs, the menu, videos, form submits): held, then replayed once.
replayEarlyTaps(document, window);
startModules(document, window);
