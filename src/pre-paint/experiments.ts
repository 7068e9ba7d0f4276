/**
 * The experiments' decision before the first paint. It decides the visitor's variants: it marks
 * the banner and the flags on <html> (CSS shows the matching prerendered banner, so nothing
 * shifts), and on an experiment's entry page (`/shop`, `/`) it sends a visitor of another
 * variation to that variation's page, keeping the query string, with the page hidden so the
 * control never paints. Only a visitor who agreed to statistics and experiments is assigned (and
 * remembered); everyone else sees the control of every experiment, while flags apply to all and
 * variations forced for QA still count. It fails quietly: without storage or with a broken config
 * the visitor simply sees the control.
 *
 * It reads the features already reduced to what it needs (`decision-features.ts`): the built-in
 * ones from a JSON island the build writes, with the site's table of variation pages, or the last
 * remote ones the app stored.
 */
import { experimentsPayloadKey, forcedFlagsKey, forcedVariationsKey, visitorIdKey } from '@/adapters/storage-keys';
import { forcedFromQuery } from '@/app/shell/experiments/model/assignment';
import { decideFeature, readDecisionFeatures, type DecisionFeature, type DecisionFeatures, type DecisionIsland } from '@/app/shell/experiments/model/decision-features';
import { consentedVisitorIdOf, stickyAssignmentsOf, stickyDocument, storedEntries } from '@/app/shell/experiments/model/visitor-state';
import { grantedChoice } from '@/platform/consent/model/consent-record';
import { readConsentState } from './consent-controls';
import { handOff } from './hand-off';
import { local, readStored, session, writeStored } from './stored';

/** The built-in features, a JSON island in the <head> written at build time. */
export const experimentsIslandId = 'lumi-experiments';

const storedObject = (area: typeof local, key: string) => storedEntries(readStored(area, key));

/** The visitor's variants for a page, marked on <html>; new assignments are remembered (sticky bucketing). Returns the variant page to go to. */
function decidePage(island: DecisionIsland, features: DecisionFeatures, path: string, root?: HTMLElement): string | undefined {
  const id = consentedVisitorIdOf(grantedChoice(readConsentState()).statistics, readStored(local, visitorIdKey), (created) =>
    writeStored(local, visitorIdKey, created),
  );
  const fromQuery = forcedFromQuery(location.search, Object.keys(island.experiments));
  const forced = { ...storedObject(session, forcedVariationsKey), ...fromQuery };
  if (Object.keys(fromQuery).length > 0) writeStored(session, forcedVariationsKey, JSON.stringify(forced));
  const stickyKey = `gbStickyBuckets__id||${id}`;
  const sticky = stickyAssignmentsOf(storedObject(local, stickyKey), id);
  // A new assignment is remembered at once, where GrowthBook reads it.
  const valueOf = (feature: DecisionFeature<unknown>): unknown =>
    decideFeature(feature, { id, sticky, forced }, (key, variationKey) => {
      sticky[key] = variationKey;
      writeStored(local, stickyKey, stickyDocument(id, sticky as Record<string, string>));
    });

  if (root) {
    // An experiment without pages of its own is shown by CSS: `data-banner-layout` for `banner-layout`.
    for (const key in island.experiments) if (!island.pages[key]) root.setAttribute(`data-${key}`, String(valueOf(features.experiments[key]!)));
    const forcedFlags = storedObject(session, forcedFlagsKey);
    for (const flag in island.flags) {
      const switched = forcedFlags[flag];
      root.setAttribute(`data-flag-${flag}`, (typeof switched === 'boolean' ? switched : valueOf(features.flags[flag]!)) ? 'on' : 'off');
    }
  }
  let redirect: string | undefined;
  const page = path.replace(/(.)\/+$/, '$1');
  for (const key in island.pages) {
    const experiment = island.pages[key]!;
    if (page !== experiment.path) continue;
    const target = experiment.variations[valueOf(features.experiments[key]!) as string];
    if (target && target !== experiment.path) redirect = target;
  }
  return redirect;
}

function decide(doc: Document, island: DecisionIsland, features: DecisionFeatures): void {
  const root = doc.documentElement;
  const redirect = decidePage(island, features, location.pathname, root);
  // In-app links to an entry page ask the same question before the router renders it.
  handOff().experimentRedirect = (path) => decidePage(island, features, path);
  if (redirect) {
    // Hidden, so the control never paints for a visitor of another variation; the next page replaces it.
    root.style.visibility = 'hidden';
    location.replace(redirect + location.search + location.hash);
  }
}

/** Decides and marks this page's variants, from the last remote features the app stored, else the built-in ones; never throws. */
export function decideExperiments(doc: Document): void {
  try {
    const island = readDecisionFeatures<DecisionIsland>(doc.getElementById(experimentsIslandId)?.textContent);
    if (!island) return;
    const remote = readDecisionFeatures(readStored(local, experimentsPayloadKey));
    try {
      decide(doc, island, remote ?? island);
    } catch {
      // A stored remote value this version cannot use after all: decide from the one built in.
      if (remote) decide(doc, island, island);
    }
  } catch {
    // No decision: every experiment shows its control.
  }
}
