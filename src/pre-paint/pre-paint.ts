/**
 * The one render-blocking script of every page, built from this folder into an inline script in
 * its <head> at build time (`scripts/vite/pre-paint.ts`). Everything that must happen before the
 * first paint, or before the app is live, lives here; it hands what the app needs over through
 * one typed object (`hand-off.ts`). Order matters: the colour scheme first (no flash of the wrong
 * one), then the consent state (experiments assign only with consent) and the dialog's controls,
 * then the experiments' decision, then the recorder that keeps what a visitor types into a form
 * before it is live and the capture of the taps made meanwhile (replayed once it is live), and
 * last the start of the app's modules.
 */
import { applyStoredColourScheme } from './colour-scheme';
import { installConsentControls, markConsentState, readConsentState } from './consent-controls';
import { recordEarlyInput } from './early-input';
import { decideExperiments } from './experiments';
import { startModules } from './start-modules';
import { replayEarlyTaps } from './tap-replay';

const doc = document;
applyStoredColourScheme(doc);
markConsentState(doc, readConsentState());
installConsentControls(doc);
decideExperiments(doc);
recordEarlyInput(doc, window);
replayEarlyTaps(doc, window);
startModules(doc, window);
