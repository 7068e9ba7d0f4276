/**
 * The experiments' decision before the first paint, with GrowthBook's meaning (targeting by the
 * visitor's attributes, saved groups, prerequisites and holdouts, namespaces, sticky buckets): it
 * decides only what must be decided before anything shows. It marks the banner and the flags on
 * <html> (CSS shows the matching prerendered banner, so nothing shifts); on an experiment's entry
 * page (`/shop`, `/`) it sends a visitor of another variation to that variation's page, keeping
 * the query string; and it runs GrowthBook's URL-redirect experiments to the site's pages,
 * recording the exposure of every arm before the visitor leaves. The page is hidden while it
 * leaves, so the control never paints. Only a visitor who agreed to statistics and experiments has
 * attributes and is assigned (and remembered); everyone else gets what rules for everyone give,
 * the control of every test, while forced variations and values for QA still count. It fails
 * quietly: without storage or with a broken payload the visitor sees what the bundled one gives.
 *
 * It reads GrowthBook's payload already cut to what it decides (`decision-features.ts`): the
 * bundled one from a JSON island the build writes, with the site's own definitions, or the last
 * remote one the app stored.
 */
import {
  attributeOverridesKey,
  experimentsPayloadKey,
  forcedFeaturesKey,
  forcedVariationsKey,
  languageKey,
  pendingExposuresKey,
  returningKey,
  stickyBucketPrefix,
  visitorIdKey,
} from '@/adapters/storage-keys';
import { forcedFromQuery, forcedVariationsOf } from '@experiments/rules/assignment';
import { readDecisionFeatures, type DecisionIsland, type DecisionPayload } from '@experiments/rules/decision-features';
import { evalFeature, stickyDocumentKeys, type EvaluationContext, type StickyDocument } from '@experiments/rules/evaluate';
import { marksOf } from '@experiments/rules/page-marks';
import { decideRedirect } from '@experiments/rules/redirect';
import { visitorAttributes } from '@experiments/rules/visitor-attributes';
import { consentedVisitorIdOf, isVisitorId, storedEntries, storedStickyDocuments } from '@experiments/rules/visitor-state';
import { grantedChoice } from '@/platform/consent/model/consent-record';
import { readConsentState } from './consent-controls';
import { handOff } from '../config/hand-off';
import { local, readStored, session, writeStored } from './stored';

/** The built-in payload and the site's definitions, a JSON island in the <head> written at build time. */
export const experimentsIslandId = 'lumi-experiments';

const storedObject = (area: typeof local, key: string) => storedEntries(readStored(area, key));

/**
 * The visitor as GrowthBook sees it: attributes, forced variations and values, sticky documents;
 * `consented` when the visitor agreed, the only case in which anything about them is kept.
 */
function contextFor(payload: DecisionPayload, address: string): EvaluationContext & { consented: boolean } {
  const stored = readStored(local, visitorIdKey);
  const id = consentedVisitorIdOf(grantedChoice(readConsentState()).statistics, stored, (created) => writeStored(local, visitorIdKey, created));
  // Returning means an id from an earlier visit: settled on the first page of the session.
  let returning = readStored(session, returningKey);
  if (id && !returning) writeStored(session, returningKey, (returning = isVisitorId(stored) ? '1' : '0'));
  const url = new URL(address, location.href);
  const attributes = {
    ...visitorAttributes({
      id,
      address: url,
      userAgent: navigator.userAgent,
      locale: readStored(local, languageKey) === '"en"' ? 'en' : 'de',
      returning: returning === '1',
      installed: matchMedia('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true,
      storedCampaign: (parameter) => readStored(local, parameter),
    }),
    ...storedObject(session, attributeOverridesKey),
  };
  const experimentKeys = (payload.experiments ?? []).map((experiment) => experiment.key);
  for (const key in payload.features) for (const rule of payload.features[key]!.rules ?? []) if (rule.variations) experimentKeys.push(rule.key || key);
  const fromQuery = forcedFromQuery(url.search, experimentKeys);
  const forcedVariations = { ...forcedVariationsOf(storedObject(session, forcedVariationsKey)), ...fromQuery };
  if (Object.keys(fromQuery).length > 0) writeStored(session, forcedVariationsKey, JSON.stringify(forcedVariations));
  const documents = storedStickyDocuments(
    stickyDocumentKeys(payload.features, payload.experiments ?? [], attributes).map((key) => stickyBucketPrefix + key),
    (key) => readStored(local, key),
  );
  return {
    consented: !!id,
    features: payload.features,
    savedGroups: payload.savedGroups,
    attributes,
    url: url.href,
    forcedVariations,
    forcedFeatures: storedObject(session, forcedFeaturesKey),
    sticky: {
      document: (key) => documents[key],
      save(doc: StickyDocument) {
        const key = `${doc.attributeName}||${doc.attributeValue}`;
        documents[key] = doc;
        // Assignments are remembered only for a visitor who agreed (a tester's overridden id is not).
        if (id) writeStored(local, stickyBucketPrefix + key, JSON.stringify(doc));
      },
    },
  };
}

/**
 * Decides what an address shows: marks the banner and the flags when given the page's root, and
 * returns where the visitor goes instead (path, query and hash), if anywhere.
 */
function decidePage(site: DecisionIsland['site'], payload: DecisionPayload, address: string, root?: HTMLElement): string | undefined {
  const context = contextFor(payload, address);
  const valueOf = (key: string) => evalFeature(key, context).value;
  if (root) {
    const marks = marksOf(site.layouts, site.flags, valueOf);
    for (const name in marks) root.setAttribute(name, marks[name]!);
  }
  const url = new URL(context.url!);
  const path = url.pathname.replace(/(.)\/+$/, '$1');
  for (const key in site.pages) {
    const experiment = site.pages[key]!;
    if (path !== experiment.path) continue;
    const target = experiment.variations[valueOf(key) as string];
    if (target && target !== path) return target + url.search + url.hash;
  }
  // URL-redirect experiments, only to pages of this site (a stored payload may be older than this version).
  const experiments = (payload.experiments ?? []).filter((experiment) =>
    experiment.variations.every((variation) => !variation.urlRedirect || site.paths.includes(new URL(variation.urlRedirect, url).pathname)),
  );
  const decision = decideRedirect(experiments, context);
  // An exposure is kept for a visitor who agreed only (a tester's overridden id assigns, but is not counted).
  if (decision?.result.hashUsed && context.consented) {
    const pending = JSON.parse(readStored(session, pendingExposuresKey) || '[]') as unknown[];
    pending.push({ experiment_id: decision.experiment.key, variation_id: decision.result.key });
    writeStored(session, pendingExposuresKey, JSON.stringify(pending));
  }
  if (decision?.url) {
    const target = new URL(decision.url);
    return target.pathname + target.search + target.hash;
  }
  return undefined;
}

function decide(doc: Document, site: DecisionIsland['site'], payload: DecisionPayload): void {
  const root = doc.documentElement;
  const redirect = decidePage(site, payload, location.href, root);
  // In-app links ask the same question before the router renders the page, of the payload stored last.
  handOff().experimentRedirect = (address) => {
    const latest = readDecisionFeatures(readStored(local, experimentsPayloadKey));
    try {
      return decidePage(site, latest ?? payload, address);
    } catch {
      return latest ? decidePage(site, payload, address) : undefined;
    }
  };
  if (redirect) {
    // Hidden, so the control never paints for a visitor of another variation; the next page replaces it.
    root.style.visibility = 'hidden';
    location.replace(redirect);
  }
}

/** Decides and marks this page's variants, from the last remote payload the app stored, else the built-in one; never throws. */
export function decideExperiments(doc: Document): void {
  try {
    const island = readDecisionFeatures<DecisionIsland>(doc.getElementById(experimentsIslandId)?.textContent);
    if (!island) return;
    const remote = readDecisionFeatures(readStored(local, experimentsPayloadKey));
    try {
      decide(doc, island.site, remote ?? island);
    } catch {
      // A stored remote value this version cannot use after all: decide from the one built in.
      if (remote) decide(doc, island.site, island);
    }
  } catch {
    // No decision: every experiment shows its control.
  }
}
