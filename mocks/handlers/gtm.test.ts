import { getResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { gtmLog } from '../gtm-log';
import { resetMockState } from '../reset';
import { gtmHandlers, standInContainer } from './gtm';

// `Referer` is a forbidden header for a fetch Request: the page is only known over real HTTP (e2e).
const loadContainer = (id: string) => getResponse(gtmHandlers, new Request(`http://127.0.0.1:4318/gtm.js?id=${encodeURIComponent(id)}`));

afterEach(() => resetMockState());

describe('the stand-in tag manager', () => {
  it('serves a script and records which container loaded, and when', async () => {
    const response = await loadContainer('GTM-TEST123');
    expect(response?.status).toBe(200);
    expect(response?.headers.get('content-type')).toContain('text/javascript');
    expect(gtmLog.list()).toEqual([expect.objectContaining({ id: 1, containerId: 'GTM-TEST123', loadedAt: expect.any(String) })]);
  });

  it('refuses a malformed container id and records nothing', async () => {
    expect((await loadContainer('GTM-1"><script>'))?.status).toBe(400);
    expect(gtmLog.list()).toEqual([]);
  });

  it('marks the data layer as a running container would, and nothing else', () => {
    const dataLayer: unknown[] = [];
    new Function('window', standInContainer('GTM-TEST123'))({ dataLayer });
    expect(dataLayer).toEqual([{ event: 'mock.container_loaded', container_id: 'GTM-TEST123' }]);
  });
});

describe('the stand-in tag manager asked for hits', () => {
  it('sends a GA4 collect request and an Ads pixel to hosts Google documents', async () => {
    const { standInHits } = await import('./gtm');
    const requested: string[] = [];
    const hits: string[] = [];
    class FakeImage {
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      set src(url: string) {
        requested.push(url);
        queueMicrotask(() => this.onload?.());
      }
    }
    const fetchStub = (url: string) => {
      requested.push(url);
      return Promise.resolve(new Response(null));
    };
    new Function('window', 'fetch', 'Image', standInContainer('GTM-TEST123'))({ dataLayer: [], lumiMockContainerHits: hits }, fetchStub, FakeImage);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(requested).toEqual([standInHits.ga4Collect, standInHits.adsPixel]);
    expect(hits.sort()).toEqual(['collect:sent', 'pixel:sent']);
    expect(new URL(standInHits.ga4Collect).hostname).toMatch(/\.google-analytics\.com$/);
  });
});
