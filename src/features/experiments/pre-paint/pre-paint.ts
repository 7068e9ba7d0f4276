/**
 * The experiments part of the render-blocking script every page carries in its <head>. Before the
 * first paint it decides the visitor's variants: it marks the banner and the flags on <html>
 * (CSS shows the matching prerendered banner, so nothing shifts), and on an experiment's entry
 * page (`/shop`, `/`) it sends a visitor of another variation to that variation's page, keeping
 * the query string, with the page hidden so the control never paints. Only a visitor who agreed
 * to statistics and experiments is assigned (and remembered); everyone else sees the control of
 * every experiment, while flags apply to all and variations forced for QA still count. It fails
 * quietly: without storage or with a broken config the visitor simply sees the control.
 */
import {
  bannerExperiment,
  experimentKeys,
  flagKeys,
  redirectExperiments,
  type ExperimentsPayload,
  type RedirectExperimentKey,
} from '../../../../experiments/schema';
import { readSessionString, readString, sessionKeys, storageKeys, writeSessionString, writeString } from '@/adapters/storage';
import { evaluateFeature, forcedFromQuery, type Visitor } from '../model/assignment';
import '../redirect-hook';
import { consentedVisitorId } from '../visitor-id';
import { parseForced, parseForcedFlags, parseStickyAssignments, parseStoredFeatures, stickyDocument } from '../model/visitor-state';

const stickyKeyOf = (visitorId: string) => `gbStickyBuckets__id||${visitorId}`;

function embeddedFeatures(): ExperimentsPayload['features'] | undefined {
  return parseStoredFeatures(document.getElementById('lumi-experiments')?.textContent ?? undefined);
}

interface PageDecision {
  readonly banner: string;
  readonly flags: ReadonlyArray<readonly [string, boolean]>;
  /** The variant page a visitor of another variation goes to, when `path` is an experiment's entry page. */
  readonly redirect?: string;
}

/** The visitor's variants for a page; new assignments are remembered (sticky bucketing). */
function decidePage(features: ExperimentsPayload['features'], path: string): PageDecision {
  const visitorId = consentedVisitorId();
  const fromQuery = forcedFromQuery(window.location.search, experimentKeys);
  let forced = parseForced(readSessionString(sessionKeys.forcedVariations));
  if (Object.keys(fromQuery).length > 0) {
    forced = { ...forced, ...fromQuery };
    writeSessionString(sessionKeys.forcedVariations, JSON.stringify(forced));
  }
  const stickyKey = stickyKeyOf(visitorId);
  const sticky: Record<string, string> = { ...parseStickyAssignments(readString(stickyKey), visitorId) };
  const visitor: Visitor = { id: visitorId, sticky, forced };
  let remembered = false;
  const valueOf = <T>(key: string): T => {
    const result = evaluateFeature(key, features[key] as never, visitor);
    if (result.stick) {
      sticky[result.stick.key] = result.stick.variationKey;
      remembered = true;
    }
    return result.value as T;
  };

  const banner = valueOf<string>(bannerExperiment.key);
  const forcedFlags = parseForcedFlags(readSessionString(sessionKeys.forcedFlags));
  const flags = flagKeys.map((flag) => [flag, forcedFlags[flag] ?? valueOf<boolean>(flag)] as const);
  let redirect: string | undefined;
  const page = path.replace(/(.)\/+$/, '$1');
  for (const key of Object.keys(redirectExperiments) as RedirectExperimentKey[]) {
    const experiment = redirectExperiments[key];
    if (page !== experiment.path) continue;
    const target = (experiment.variations as Record<string, string>)[valueOf<string>(key)];
    if (target && target !== experiment.path) redirect = target;
  }
  if (remembered && visitorId) writeString(stickyKey, stickyDocument(visitorId, sticky));
  return { banner, flags, redirect };
}

function decide(features: ExperimentsPayload['features']): void {
  const root = document.documentElement;
  const decision = decidePage(features, window.location.pathname);
  root.dataset.bannerLayout = decision.banner;
  for (const [flag, on] of decision.flags) root.setAttribute(`data-flag-${flag}`, on ? 'on' : 'off');
  // In-app links to an entry page ask the same question before the router renders it.
  window.lumiExperimentRedirect = (path) => {
    try {
      return decidePage(features, path).redirect;
    } catch {
      return undefined;
    }
  };
  if (decision.redirect) {
    // Hidden, so the control never paints for a visitor of another variation; the next page replaces it.
    root.style.visibility = 'hidden';
    window.location.replace(decision.redirect + window.location.search + window.location.hash);
  }
}

/** Decides and marks this page's variants; never throws. */
export function decideExperimentsBeforePaint(): void {
  try {
    decideFromStoredOrEmbedded();
  } catch (error) {
    console.warn('[experiments] no decision before paint; showing the default variant', error);
  }
}

function decideFromStoredOrEmbedded(): void {
  const embedded = embeddedFeatures();
  const remote = parseStoredFeatures(readString(storageKeys.experimentsPayload));
  try {
    if (remote) decide(remote);
    else if (embedded) decide(embedded);
  } catch (error) {
    // A stored remote payload this version cannot read: decide from the one built in.
    if (remote && embedded) decide(embedded);
    else throw error;
  }
}
