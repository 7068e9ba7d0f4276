/**
 * The experiments' decision before the first paint. It decides the visitor's variants: it marks
 * the banner and the flags on <html> (CSS shows the matching prerendered banner, so nothing
 * shifts), and on an experiment's entry page (`/shop`, `/`) it sends a visitor of another
 * variation to that variation's page, keeping the query string, with the page hidden so the
 * control never paints. Only a visitor who agreed to statistics and experiments is assigned (and
 * remembered); everyone else sees the control of every experiment, while flags apply to all and
 * variations forced for QA still count. It fails quietly: without storage or with a broken config
 * the visitor simply sees the control.
 */
import { experimentsPayloadKey, forcedFlagsKey, forcedVariationsKey, visitorIdKey } from '@/adapters/storage-keys';
import { evaluateFeature, forcedFromQuery, type Visitor } from '@/app/shell/experiments/model/assignment';
import {
  consentedVisitorIdOf,
  parseForced,
  parseForcedFlags,
  parseStickyAssignments,
  parseStoredFeatures,
  stickyDocument,
} from '@/app/shell/experiments/model/visitor-state';
import { grantedChoice } from '@/platform/consent/model/consent-record';
import { bannerExperiment, experimentKeys, flagKeys, redirectExperiments } from '../../experiments/definitions';
import { readConsentState } from './consent-controls';
import { handOff } from './hand-off';
import { local, readStored, session, writeStored } from './stored';

type Features = NonNullable<ReturnType<typeof parseStoredFeatures>>;

/** The built-in features, a JSON island in the <head> written at build time. */
export const experimentsIslandId = 'lumi-experiments';

/** The visitor's variants for a page, marked on <html>; new assignments are remembered (sticky bucketing). Returns the variant page to go to. */
function decidePage(features: Features, path: string, root?: HTMLElement): string | undefined {
  const visitorId = consentedVisitorIdOf(grantedChoice(readConsentState()).statistics, readStored(local, visitorIdKey), (created) =>
    writeStored(local, visitorIdKey, created),
  );
  const fromQuery = forcedFromQuery(location.search, experimentKeys);
  const forced = { ...parseForced(readStored(session, forcedVariationsKey)), ...fromQuery };
  if (Object.keys(fromQuery).length > 0) writeStored(session, forcedVariationsKey, JSON.stringify(forced));
  const stickyKey = `gbStickyBuckets__id||${visitorId}`;
  const sticky: Record<string, string> = { ...parseStickyAssignments(readStored(local, stickyKey), visitorId) };
  const visitor: Visitor = { id: visitorId, sticky, forced };
  let remembered = false;
  const valueOf = (key: string): unknown => {
    const result = evaluateFeature(key, features[key] as never, visitor);
    if (result.stick) {
      sticky[result.stick.key] = result.stick.variationKey;
      remembered = true;
    }
    return result.value;
  };

  if (root) {
    root.dataset.bannerLayout = String(valueOf(bannerExperiment.key));
    const forcedFlags = parseForcedFlags(readStored(session, forcedFlagsKey));
    for (const flag of flagKeys) root.setAttribute(`data-flag-${flag}`, (forcedFlags[flag] ?? valueOf(flag)) ? 'on' : 'off');
  }
  let redirect: string | undefined;
  const page = path.replace(/(.)\/+$/, '$1');
  for (const [key, experiment] of Object.entries(redirectExperiments)) {
    if (page !== experiment.path) continue;
    const target = (experiment.variations as Record<string, string>)[valueOf(key) as string];
    if (target && target !== experiment.path) redirect = target;
  }
  if (remembered && visitorId) writeStored(local, stickyKey, stickyDocument(visitorId, sticky));
  return redirect;
}

function decide(doc: Document, features: Features): void {
  const root = doc.documentElement;
  const redirect = decidePage(features, location.pathname, root);
  // In-app links to an entry page ask the same question before the router renders it.
  handOff().experimentRedirect = (path) => decidePage(features, path);
  if (redirect) {
    // Hidden, so the control never paints for a visitor of another variation; the next page replaces it.
    root.style.visibility = 'hidden';
    location.replace(redirect + location.search + location.hash);
  }
}

/** Decides and marks this page's variants, from the last remote features the app stored, else the built-in ones; never throws. */
export function decideExperiments(doc: Document): void {
  try {
    const embedded = parseStoredFeatures(doc.getElementById(experimentsIslandId)?.textContent ?? undefined);
    const remote = parseStoredFeatures(readStored(local, experimentsPayloadKey));
    try {
      if (remote) decide(doc, remote);
      else if (embedded) decide(doc, embedded);
    } catch {
      // A stored remote payload this version cannot read: decide from the one built in.
      if (embedded) decide(doc, embedded);
    }
  } catch {
    // No decision: every experiment shows its control.
  }
}
