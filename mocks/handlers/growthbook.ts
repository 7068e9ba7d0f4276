import { delay, http, HttpResponse } from 'msw';
import bundledPayload from '../../experiments/payload.json';
import { allowAnyOrigin, preflightHeaders } from '../cors';
import { chooseScenario, scenarioCookie, scenarioName } from '../scenario';

/**
 * GrowthBook's features endpoint (`<apiHost>/api/features/<clientKey>`), serving whatever
 * payload a test or the mock server set, and its stream of changes (`<apiHost>/sub/<clientKey>`,
 * server-sent events as GrowthBook Proxy and Cloud send them: the new payload on every change). Scenario switches (mocks/scenario.ts) come from the header, the cookie or the
 * client key itself: `VITE_GROWTHBOOK_CLIENT_KEY=down` answers 503, `slow-3000` answers after 3 s.
 */
export interface GrowthbookPayload {
  features: Record<string, unknown>;
  experiments?: unknown[];
  [key: string]: unknown;
}

/** By default the mock serves the site's own bundled payload, as a GrowthBook set up like it would. */
const defaultPayload = (): GrowthbookPayload => structuredClone(bundledPayload) as GrowthbookPayload;

let payload: GrowthbookPayload = defaultPayload();

/** The open streams: each gets the payload whenever it changes. */
const listeners = new Set<ReadableStreamDefaultController<Uint8Array>>();
const featuresEvent = () => new TextEncoder().encode(`event: features\ndata: ${JSON.stringify(payload)}\n\n`);

function publish(): void {
  for (const listener of listeners) {
    try {
      listener.enqueue(featuresEvent());
    } catch {
      // The browser went away: its stream is closed.
      listeners.delete(listener);
    }
  }
}

export function setGrowthbookPayload(next: GrowthbookPayload): void {
  payload = structuredClone(next);
  publish();
}

export function resetGrowthbookPayload(): void {
  payload = defaultPayload();
  publish();
}

export function growthbookPayload(): GrowthbookPayload {
  return structuredClone(payload);
}

export const growthbookHandlers = [
  http.options('*/api/features/:clientKey', () => new HttpResponse(null, { status: 204, headers: preflightHeaders('GET, OPTIONS') })),

  http.get('*/api/features/:clientKey', async ({ request, cookies, params }) => {
    const clientKey = typeof params.clientKey === 'string' ? params.clientKey : '';
    const { scenario, label } = chooseScenario({
      header: request.headers.get(scenarioName),
      cookie: scenarioCookie(cookies),
      fields: [clientKey],
    });
    if (scenario.kind === 'drop') return HttpResponse.error();
    if (scenario.kind === 'status') {
      return HttpResponse.json({ status: scenario.status, message: `Mock scenario ${label}` }, { status: scenario.status, headers: allowAnyOrigin });
    }
    if (scenario.kind === 'slow') await delay(scenario.ms);
    return HttpResponse.json(payload, { headers: { ...allowAnyOrigin, 'Cache-Control': 'no-store', 'x-sse-support': 'enabled' } });
  }),

  http.get('*/sub/:clientKey', ({ request }) => {
    let own: ReadableStreamDefaultController<Uint8Array> | undefined;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        own = controller;
        listeners.add(controller);
        // A comment line opens the stream at once; the first event comes with the first change.
        controller.enqueue(new TextEncoder().encode(': connected\n\n'));
      },
      cancel() {
        if (own) listeners.delete(own);
      },
    });
    request.signal.addEventListener('abort', () => {
      if (own) listeners.delete(own);
    });
    return new HttpResponse(stream, { headers: { ...allowAnyOrigin, 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' } });
  }),
];
