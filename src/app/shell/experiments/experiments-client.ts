import type { GrowthBook } from '@growthbook/growthbook';
import { createGrowthBook, fetchRemotePayload } from '@/adapters/growthbook';
import { readSessionString, readString, sessionKeys, storageKeys, writeSessionString, writeString } from '@/adapters/storage';
import { env } from '@/config/env';
import bundledPayload from '@experiments/payload.json';
import { checkPayload, experimentKeys, usablePayload, type ExperimentKey, type ExperimentsPayload, type FlagKey } from '@experiments/schema';
import { forcedFromQuery, type ForcedVariations } from './model/assignment';
import { readDecisionFeatures, type StoredRemoteFeatures } from './model/decision-features';
import type { ExperimentEvaluation } from './model/exposure';
import { storedRemoteFeatures } from './model/reduce-features';
import { parseForced, parseForcedFlags } from './model/qa-overrides';
import { consentedVisitorId } from './visitor-id';

/**
 * The experiments as the app sees them after hydration: the GrowthBook SDK over the same
 * payload and sticky documents the before-paint script used, the remote payload when one is
 * configured, and the QA overrides of this session.
 */
export interface ExperimentsClient {
  readonly growthbook: GrowthBook;
  readonly visitorId: string;
  readonly forced: ForcedVariations;
  readonly forcedFlags: Partial<Record<FlagKey, boolean>>;
  readonly payloadSource: 'bundled' | 'remote';
  evaluate(key: ExperimentKey): ExperimentEvaluation | undefined;
}

/** How long the remote payload may take before the bundled one simply stays. */
const remoteTimeoutMs = 3_000;

const store = { read: readString, write: writeString };

/**
 * The payload the before-paint script decided with: the last checked remote one, else the bundled
 * one. A value stored in another format was ignored before paint too, so here as well.
 */
function currentPayload(): { payload: ReturnType<typeof usablePayload>; source: 'bundled' | 'remote' } {
  const stored = readDecisionFeatures<StoredRemoteFeatures>(readString(storageKeys.experimentsPayload));
  const checked = stored ? checkPayload({ features: stored.growthbook }) : undefined;
  if (checked?.ok) return { payload: usablePayload(checked.payload), source: 'remote' };
  return { payload: usablePayload(bundledPayload as unknown as ExperimentsPayload), source: 'bundled' };
}

function currentForced(): ForcedVariations {
  const forced = { ...parseForced(readSessionString(sessionKeys.forcedVariations)), ...forcedFromQuery(window.location.search, experimentKeys) };
  if (Object.keys(forced).length > 0) writeSessionString(sessionKeys.forcedVariations, JSON.stringify(forced));
  return forced;
}

export function createExperimentsClient(): ExperimentsClient {
  // Without consent the id is empty: GrowthBook assigns no one and every experiment shows its control.
  const visitorId = consentedVisitorId();
  const forced = currentForced();
  const forcedFlags = parseForcedFlags(readSessionString(sessionKeys.forcedFlags));
  const { payload, source } = currentPayload();
  const growthbook = createGrowthBook({ visitorId, payload: payload as never, forced, forcedFeatures: forcedFlags, store });
  return {
    growthbook,
    visitorId,
    forced,
    forcedFlags,
    payloadSource: source,
    evaluate(key) {
      const { experimentResult } = growthbook.evalFeature(key);
      if (!experimentResult) return undefined;
      return {
        value: experimentResult.value,
        inExperiment: experimentResult.inExperiment,
        hashUsed: experimentResult.hashUsed ?? false,
        variationId: experimentResult.variationId,
      };
    },
  };
}

export type RemoteRefresh = { kind: 'off' } | { kind: 'updated' } | { kind: 'kept'; reason: string };

/**
 * Fetches the remote payload when GrowthBook is configured. A good one is used from now on and
 * stored for the next before-paint decision (reduced to what it reads, beside GrowthBook's
 * features for the app); a broken, slow or missing one changes nothing.
 */
export async function refreshRemotePayload(client: ExperimentsClient): Promise<RemoteRefresh> {
  if (!env.growthbookApiHost || !env.growthbookClientKey) return { kind: 'off' };
  const answer = await fetchRemotePayload(env.growthbookApiHost, env.growthbookClientKey, remoteTimeoutMs);
  if (answer.kind !== 'ok') {
    console.warn(`[experiments] remote payload unavailable (${answer.reason}); keeping the current one`);
    return { kind: 'kept', reason: answer.reason };
  }
  const checked = checkPayload(answer.payload);
  if (!checked.ok) {
    console.warn(`[experiments] remote payload refused:\n  - ${checked.errors.join('\n  - ')}`);
    return { kind: 'kept', reason: 'invalid' };
  }
  await client.growthbook.setPayload(usablePayload(checked.payload) as never);
  writeString(storageKeys.experimentsPayload, JSON.stringify(storedRemoteFeatures(checked.payload.features)));
  return { kind: 'updated' };
}
