import type { Attributes, FeatureApiResponse, GrowthBook } from '@growthbook/growthbook';
import { createGrowthBook, fetchRemotePayload, streamRemotePayload, type DevToolsOverrides } from '@/adapters/growthbook';
import { readSessionString, readString, sessionKeys, storageKeys, writeSessionString, writeString } from '@/adapters/storage';
import { env } from '@/config/env';
import { allPagePaths } from '@/config/routes';
import bundledPayload from '@experiments/payload.json';
import { assessPayload, bannerExperiment, describeReport, flagKeys, type PayloadReport, type SiteScope } from '@experiments/schema';
import { forcedFromQuery, type ForcedVariations } from '../../../../experiments/rules/assignment';
import { readDecisionFeatures, type DecisionPayload, type StoredRemotePayload } from '../../../../experiments/rules/decision-features';
import { exposuresOf, featuresShownOn, parsePendingExposures, type Exposure, type ExperimentView, type PageView } from '../../../../experiments/rules/exposure';
import { marksOf } from '../../../../experiments/rules/page-marks';
import { parseForced, parseForcedFeatures } from '../../../../experiments/rules/qa-overrides';
import { decisionPayload, storedRemotePayload } from '../../../../experiments/rules/reduce-features';
import { visitorAttributes } from '../../../../experiments/rules/visitor-attributes';
import { storedEntries } from '../../../../experiments/rules/visitor-state';
import { consentedVisitorId } from './visitor-id';

/**
 * The experiments as the app sees them after hydration: GrowthBook's SDK over the same payload,
 * attributes and sticky documents the before-paint script decided with, the remote payload (and
 * its stream) when one is configured, the QA overrides of this session and GrowthBook's DevTools.
 */
export interface ExperimentsClient {
  readonly growthbook: GrowthBook;
  readonly visitorId: string;
  readonly forced: ForcedVariations;
  readonly forcedFeatures: Readonly<Record<string, unknown>>;
  /** Where the payload in charge came from, and what its check left out (with the reasons); changes when a fresh one arrives. */
  readonly state: () => PayloadState;
  /** Calls back whenever a fresh payload took charge; returns the way to stop. */
  subscribe(listener: () => void): () => void;
  /** Records that a fresh payload took charge. */
  adopt(state: PayloadState): void;
  /** The experiments this page view exposes the visitor to, as GrowthBook counts them. */
  exposuresOf(view: PageView): Exposure[];
  /** The marks on <html> this client's payload gives (banner, flags). */
  marks(): Record<string, string>;
}

export interface PayloadState {
  readonly source: 'bundled' | 'remote';
  readonly report: PayloadReport;
}

/** How long the remote payload may take before the payload in charge simply stays. */
const remoteTimeoutMs = 3_000;

const store = { read: readString, write: writeString };

/** Where URL-redirect experiments may send a visitor: the site's pages, on its canonical origin or this one. */
export function siteScope(): SiteScope {
  return { pagePaths: allPagePaths(), origins: [new URL(env.siteUrl).origin, window.location.origin] };
}

const layouts = { [bannerExperiment.key]: bannerExperiment.variations };

function bundled(): { payload: DecisionPayload; report: PayloadReport } {
  const assessed = assessPayload(bundledPayload, siteScope());
  // The build refuses a bundled payload with any problem, so this cannot fail in a built site.
  if (!assessed.ok) throw new Error(assessed.error);
  return { payload: decisionPayload(assessed.assessment), report: assessed.assessment.report };
}

/**
 * The payload the before-paint script decided with: the last remote one the app stored, else the
 * bundled one. A value stored in another format was ignored before paint too, so here as well.
 */
function currentPayload(): { payload: DecisionPayload; report: PayloadReport; source: 'bundled' | 'remote' } {
  const stored = readDecisionFeatures<StoredRemotePayload>(readString(storageKeys.experimentsPayload));
  if (stored) return { payload: stored, report: stored.report, source: 'remote' };
  return { ...bundled(), source: 'bundled' };
}

/** The payload as GrowthBook's SDK takes it: destinations of URL-redirect experiments as full addresses of this site. */
function sdkPayload(payload: DecisionPayload): FeatureApiResponse {
  const experiments = (payload.experiments ?? []).map((experiment) => ({
    ...experiment,
    variations: experiment.variations.map((variation) =>
      variation.urlRedirect ? { urlRedirect: new URL(variation.urlRedirect, window.location.origin).href } : variation,
    ),
  }));
  return { features: payload.features, ...(payload.savedGroups ? { savedGroups: payload.savedGroups } : {}), experiments } as FeatureApiResponse;
}

/** The visitor's attributes, as the before-paint script worked them out. */
function currentAttributes(visitorId: string): Attributes {
  return visitorAttributes({
    id: visitorId,
    address: window.location,
    userAgent: navigator.userAgent,
    locale: readString(storageKeys.language) === '"en"' ? 'en' : 'de',
    returning: readSessionString(sessionKeys.returning) === '1',
    installed: window.matchMedia?.('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true,
    storedCampaign: readString,
  });
}

/** The experiment keys a tester may force by address: those of the payload's tests. */
function experimentKeysOf(payload: DecisionPayload): string[] {
  const keys = (payload.experiments ?? []).map((experiment) => experiment.key);
  for (const [featureKey, feature] of Object.entries(payload.features))
    for (const rule of feature.rules ?? []) if (rule.variations) keys.push(rule.key || featureKey);
  return keys;
}

function currentForced(payload: DecisionPayload): ForcedVariations {
  const forced = { ...parseForced(readSessionString(sessionKeys.forcedVariations)), ...forcedFromQuery(window.location.search, experimentKeysOf(payload)) };
  if (Object.keys(forced).length > 0) writeSessionString(sessionKeys.forcedVariations, JSON.stringify(forced));
  return forced;
}

/** DevTools' overrides, kept for this session so the next page decides with them before paint. */
function keepOverrides({ forcedVariations, forcedFeatures, attributeOverrides }: DevToolsOverrides): void {
  const keep = (key: string, value: object) => writeSessionString(key, Object.keys(value).length > 0 ? JSON.stringify(value) : undefined);
  keep(sessionKeys.forcedVariations, forcedVariations);
  keep(sessionKeys.forcedFeatures, forcedFeatures);
  keep(sessionKeys.attributeOverrides, attributeOverrides);
}

/** Testers' sessions (`?qa=1`) let GrowthBook's DevTools attach. */
export const isQaSession = () => readSessionString(sessionKeys.qaPanel) === '1' || new URLSearchParams(window.location.search).get('qa') === '1';

export function createExperimentsClient(): ExperimentsClient {
  // Without consent the id is empty: GrowthBook assigns no one and every test shows its control.
  const visitorId = consentedVisitorId();
  const { payload, report, source } = currentPayload();
  const forced = currentForced(payload);
  const forcedFeatures = parseForcedFeatures(readSessionString(sessionKeys.forcedFeatures));
  const setup = {
    attributes: currentAttributes(visitorId),
    attributeOverrides: storedEntries(readSessionString(sessionKeys.attributeOverrides)),
    payload: sdkPayload(payload),
    url: window.location.href,
    forced,
    forcedFeatures,
    store,
  };
  const growthbook = createGrowthBook({ ...setup, devMode: isQaSession(), onOverrides: keepOverrides });
  let state: PayloadState = { source, report };
  const listeners = new Set<() => void>();
  return {
    growthbook,
    visitorId,
    forced,
    forcedFeatures,
    state: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    adopt(next) {
      state = next;
      for (const listener of listeners) listener();
    },
    exposuresOf(view) {
      const exposures: Exposure[] = parsePendingExposures(readSessionString(sessionKeys.pendingExposures));
      writeSessionString(sessionKeys.pendingExposures, undefined);
      // The payload stored last decided this page view's in-app redirects; a fresh one is stored before the next.
      const viewPayload = sdkPayload(currentPayload().payload);
      for (const feature of featuresShownOn(view)) {
        // A fresh instance per feature: GrowthBook reports each experiment once per instance, the site once per page view.
        const views: ExperimentView[] = [];
        const evaluator = createGrowthBook({
          ...setup,
          payload: viewPayload,
          devMode: false,
          onExposure: (experiment, result) => {
            views.push({ experimentKey: experiment.key, featureId: result.featureId, variationKey: result.key, value: result.value });
          },
        });
        evaluator.evalFeature(feature.key);
        for (const exposure of exposuresOf(feature, views))
          if (!exposures.some((known) => known.experiment_id === exposure.experiment_id)) exposures.push(exposure);
        evaluator.destroy();
      }
      return exposures;
    },
    marks: () => marksOf(layouts, flagKeys, (key) => growthbook.getFeatureValue(key, null)),
  };
}

export type RemoteRefresh = { kind: 'off' } | { kind: 'updated'; report: PayloadReport } | { kind: 'kept'; reason: string };

/**
 * Takes a payload from GrowthBook (fetched or streamed): checks it part by part, uses what the
 * site can use from now on, stores it for the next before-paint decision, and says on the console
 * what it left out (the QA panel lists it too). Only what is no payload at all is refused whole.
 */
export async function applyRemotePayload(client: ExperimentsClient, payload: unknown): Promise<RemoteRefresh> {
  const assessed = assessPayload(payload, siteScope());
  if (!assessed.ok) {
    console.warn(`[experiments] remote payload refused: ${assessed.error}`);
    return { kind: 'kept', reason: 'invalid' };
  }
  const { assessment } = assessed;
  const lines = describeReport(assessment.report);
  if (lines.length > 0) console.info(`[experiments] the remote payload, checked:\n  - ${lines.join('\n  - ')}`);
  await client.growthbook.setPayload(sdkPayload(decisionPayload(assessment)));
  writeString(storageKeys.experimentsPayload, JSON.stringify(storedRemotePayload(assessment)));
  client.adopt({ source: 'remote', report: assessment.report });
  return { kind: 'updated', report: assessment.report };
}

/** Fetches the remote payload when GrowthBook is configured; a broken, slow or missing one changes nothing. */
export async function refreshRemotePayload(client: ExperimentsClient): Promise<RemoteRefresh> {
  if (!env.growthbookApiHost || !env.growthbookClientKey) return { kind: 'off' };
  const answer = await fetchRemotePayload(env.growthbookApiHost, env.growthbookClientKey, remoteTimeoutMs);
  if (answer.kind !== 'ok') {
    console.warn(`[experiments] remote payload unavailable (${answer.reason}); keeping the current one`);
    return { kind: 'kept', reason: answer.reason };
  }
  return applyRemotePayload(client, answer.payload);
}

/** With `VITE_GROWTHBOOK_STREAMING=true`, follows GrowthBook's stream of changes; returns the way to stop. */
export function followRemotePayload(client: ExperimentsClient, onChange: (refresh: RemoteRefresh) => void): () => void {
  if (!env.growthbookStreaming || !env.growthbookApiHost || !env.growthbookClientKey) return () => undefined;
  return streamRemotePayload(
    env.growthbookApiHost,
    env.growthbookClientKey,
    (payload) => void applyRemotePayload(client, payload).then(onChange),
    () => void refreshRemotePayload(client).then(onChange),
  );
}
