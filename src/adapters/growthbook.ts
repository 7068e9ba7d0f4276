import { GrowthBook, StickyBucketServiceSync, type FeatureApiResponse, type StickyAssignmentsDocument } from '@growthbook/growthbook';
import { withTimeout } from './http-result';

/**
 * The only module that talks to GrowthBook: the SDK instance, its sticky-bucket storage and
 * the remote payload. Callers decide what to do with the answers.
 */

/** Where sticky assignment documents live; the render-blocking script reads the same keys. */
export const stickyBucketPrefix = 'gbStickyBuckets__';

export interface KeyValueStore {
  read(key: string): string | undefined;
  write(key: string, value: string): void;
}

function isStickyDocument(value: unknown): value is StickyAssignmentsDocument {
  if (typeof value !== 'object' || value === null) return false;
  const doc = value as Partial<StickyAssignmentsDocument>;
  return (
    typeof doc.attributeName === 'string' &&
    typeof doc.attributeValue === 'string' &&
    typeof doc.assignments === 'object' &&
    doc.assignments !== null &&
    Object.values(doc.assignments).every((item) => typeof item === 'string')
  );
}

/**
 * Sticky bucketing that works with `initSync` (GrowthBook's own LocalStorage service only works
 * with the async `init`; with `initSync` it ignores and overwrites stored assignments). A corrupt
 * document counts as none: the visitor is assigned afresh, which is all that can be done.
 */
export class StoredStickyBuckets extends StickyBucketServiceSync {
  constructor(private readonly store: KeyValueStore) {
    super({ prefix: stickyBucketPrefix });
  }

  getAssignmentsSync(attributeName: string, attributeValue: string): StickyAssignmentsDocument | null {
    const raw = this.store.read(this.getKey(attributeName, attributeValue));
    if (raw === undefined) return null;
    try {
      const parsed: unknown = JSON.parse(raw);
      if (isStickyDocument(parsed)) return parsed;
    } catch {
      // Falls through: treated as no document.
    }
    console.warn('[growthbook] ignoring a corrupt sticky assignment document');
    return null;
  }

  saveAssignmentsSync(doc: StickyAssignmentsDocument): void {
    this.store.write(this.getKey(doc.attributeName, doc.attributeValue), JSON.stringify(doc));
  }
}

export interface GrowthBookSetup {
  readonly visitorId: string;
  readonly payload: FeatureApiResponse;
  readonly forced: Readonly<Record<string, number>>;
  /** Feature values a tester switched (flags in the QA panel). */
  readonly forcedFeatures: Readonly<Record<string, unknown>>;
  readonly store: KeyValueStore;
}

/**
 * A GrowthBook instance that decides at once (`initSync`) from the given payload. Exposure is
 * reported by the caller per page view, so the SDK's own tracking callback stays unused.
 */
export function createGrowthBook({ visitorId, payload, forced, forcedFeatures, store }: GrowthBookSetup): GrowthBook {
  const growthbook = new GrowthBook({
    attributes: { id: visitorId },
    // The site's experiments are feature flags decided before paint; nothing GrowthBook sends
    // may inject code or styles, or send a visitor to another page (the site redirects itself).
    disableJsInjection: true,
    disableVisualExperiments: true,
    disableUrlRedirectExperiments: true,
    disableCrossOriginUrlRedirectExperiments: true,
    stickyBucketService: new StoredStickyBuckets(store),
    // The QA choice of this session; GrowthBook treats it as forced, so it sends no exposure.
    forcedVariations: { ...forced },
    enableDevMode: false,
  });
  growthbook.setForcedFeatures(new Map(Object.entries(forcedFeatures)));
  return growthbook.initSync({ payload });
}

export type RemotePayloadResult = { kind: 'ok'; payload: unknown } | { kind: 'unavailable'; reason: string };

/**
 * Fetches `<apiHost>/api/features/<clientKey>`. A slow or failing API is an answer, not an error:
 * the caller keeps the payload it has.
 */
export async function fetchRemotePayload(apiHost: string, clientKey: string, timeoutMs: number): Promise<RemotePayloadResult> {
  const url = `${apiHost}/api/features/${encodeURIComponent(clientKey)}`;
  return withTimeout({ timeoutMs }, async (signal): Promise<RemotePayloadResult> => {
    const response = await fetch(url, { signal, credentials: 'omit', headers: { accept: 'application/json' } });
    if (!response.ok) return { kind: 'unavailable', reason: `status ${response.status}` };
    try {
      return { kind: 'ok', payload: (await response.json()) as unknown };
    } catch {
      return { kind: 'unavailable', reason: 'answer is not JSON' };
    }
  });
}
