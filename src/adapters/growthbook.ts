import {
  GrowthBook,
  StickyBucketServiceSync,
  type Attributes,
  type FeatureApiResponse,
  type StickyAssignmentsDocument,
  type TrackingCallback,
} from '@growthbook/growthbook';
import { stickyBucketPrefix } from './storage-keys';
import { withTimeout } from './http-result';

/**
 * The only module that talks to GrowthBook: the SDK instance, its sticky-bucket storage, the
 * remote payload and its stream of changes. Callers decide what to do with the answers.
 */

export { stickyBucketPrefix };

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

/** What GrowthBook's DevTools set on the page's instance: forced variations and values, overridden attributes. */
export interface DevToolsOverrides {
  readonly forcedVariations: Readonly<Record<string, number>>;
  readonly forcedFeatures: Readonly<Record<string, unknown>>;
  readonly attributeOverrides: Attributes;
}

/**
 * The SDK instance, telling its owner whenever GrowthBook's DevTools (or anything else) change the
 * forced variations, forced values or attribute overrides, so they can be kept for the decisions
 * made before paint on the next page.
 */
class ReportingGrowthBook extends GrowthBook {
  onOverrides?: (overrides: DevToolsOverrides) => void;
  private attributeOverrides: Attributes;

  constructor(options: ConstructorParameters<typeof GrowthBook>[0] & { attributeOverrides: Attributes }) {
    super(options);
    this.attributeOverrides = options.attributeOverrides;
  }

  private report() {
    this.onOverrides?.({
      forcedVariations: this.getForcedVariations(),
      forcedFeatures: Object.fromEntries(this.getForcedFeatures()),
      attributeOverrides: this.attributeOverrides,
    });
  }

  override async setForcedVariations(vars: Record<string, number>) {
    await super.setForcedVariations(vars);
    this.report();
  }

  override setForcedFeatures(map: Map<string, unknown>) {
    super.setForcedFeatures(map);
    this.report();
  }

  override async setAttributeOverrides(overrides: Attributes) {
    this.attributeOverrides = { ...overrides };
    await super.setAttributeOverrides(overrides);
    this.report();
  }
}

export interface GrowthBookSetup {
  readonly attributes: Attributes;
  /** The payload the site decides with: features, saved groups, URL-redirect experiments (absolute destinations). */
  readonly payload: FeatureApiResponse;
  /** The page's address: URL targeting and `?<key>=<index>` read it. */
  readonly url: string;
  readonly forced: Readonly<Record<string, number>>;
  /** Feature values a tester set (flags in the QA panel, values in DevTools). */
  readonly forcedFeatures: Readonly<Record<string, unknown>>;
  readonly attributeOverrides: Attributes;
  readonly store: KeyValueStore;
  /** For testers (`?qa=1`): GrowthBook's DevTools may attach (`window._growthbook`). */
  readonly devMode: boolean;
  /** Told of every experiment the visitor is put in by hash or sticky bucket (GrowthBook's exposure). */
  readonly onExposure?: TrackingCallback;
  readonly onOverrides?: (overrides: DevToolsOverrides) => void;
}

/**
 * A GrowthBook instance that decides at once (`initSync`) from the given payload, as the site
 * decided before paint. Nothing GrowthBook sends may inject code or styles, and the SDK never
 * navigates: redirects are decided before paint.
 */
export function createGrowthBook(setup: GrowthBookSetup): GrowthBook {
  const growthbook = new ReportingGrowthBook({
    attributes: { ...setup.attributes },
    attributeOverrides: { ...setup.attributeOverrides },
    url: setup.url,
    disableJsInjection: true,
    disableVisualExperiments: true,
    disableUrlRedirectExperiments: true,
    disableCrossOriginUrlRedirectExperiments: true,
    stickyBucketService: new StoredStickyBuckets(setup.store),
    // GrowthBook treats forced variations as forced: they send no exposure.
    forcedVariations: { ...setup.forced },
    enableDevMode: setup.devMode,
    ...(setup.onExposure ? { trackingCallback: setup.onExposure } : {}),
  });
  growthbook.setForcedFeatures(new Map(Object.entries(setup.forcedFeatures)));
  growthbook.initSync({ payload: setup.payload });
  // Told only of later changes: the ones it was made with are already kept.
  if (setup.onOverrides) growthbook.onOverrides = setup.onOverrides;
  return growthbook;
}

export type RemotePayloadResult = { kind: 'ok'; payload: unknown } | { kind: 'unavailable'; reason: string };

/**
 * Fetches `<apiHost>/api/features/<clientKey>`. A slow or failing API is an answer, not an error:
 * the caller keeps the payload it has.
 */
export async function fetchRemotePayload(apiHost: string, clientKey: string, timeoutMs: number): Promise<RemotePayloadResult> {
  const url = `${apiHost}/api/features/${encodeURIComponent(clientKey)}`;
  return withTimeout({ timeoutMs }, async (signal): Promise<RemotePayloadResult> => {
    const response = await fetch(url, { signal, credentials: 'omit', cache: 'no-store', headers: { accept: 'application/json' } });
    if (!response.ok) return { kind: 'unavailable', reason: `status ${response.status}` };
    try {
      return { kind: 'ok', payload: (await response.json()) as unknown };
    } catch {
      return { kind: 'unavailable', reason: 'answer is not JSON' };
    }
  });
}

/**
 * Listens to GrowthBook's stream of changes (`<apiHost>/sub/<clientKey>`, as GrowthBook Proxy and
 * Cloud serve it): a `features` event carries the new payload, a `features-updated` event says to
 * fetch it. The browser reconnects on its own after a dropped connection. Returns the way to stop.
 */
export function streamRemotePayload(apiHost: string, clientKey: string, onPayload: (payload: unknown) => void, onUpdated: () => void): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  const source = new EventSource(`${apiHost}/sub/${encodeURIComponent(clientKey)}`);
  source.addEventListener('features', (event) => {
    try {
      onPayload(JSON.parse((event as MessageEvent<string>).data) as unknown);
    } catch {
      console.warn('[growthbook] ignoring a streamed payload that is not JSON');
    }
  });
  source.addEventListener('features-updated', onUpdated);
  return () => source.close();
}
