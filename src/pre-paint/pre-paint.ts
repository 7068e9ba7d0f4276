/**
 * The one render-blocking script of every page, inlined into its <head> at build time. Order
 * matters: the consent state comes first (the Consent Mode default must be the data layer's first
 * entry, and experiments assign only with consent), then the experiments' decision, then the
 * recorder that keeps what a visitor types into a form before it is live.
 */
import { decideExperimentsBeforePaint } from '@/features/experiments/pre-paint/pre-paint';
import { recordEarlyInput } from '@/platform/forms/early-input';
import { installConsentControls, markConsentState } from '@/platform/consent/consent-controls';
import { announceConsentDefault, readConsentState } from '@/platform/consent/consent-state';

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
