import bundledPayload from '../../experiments/payload.json';
import { getResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { resetMockState } from '../reset';
import { growthbookHandlers, setGrowthbookPayload } from './growthbook';

const featuresUrl = 'http://127.0.0.1:4318/api/features/sdk-test';

const fetchFeatures = (url = featuresUrl, headers: Record<string, string> = {}) => getResponse(growthbookHandlers, new Request(url, { headers }));

afterEach(() => resetMockState());

describe('the GrowthBook mock', () => {
  it('serves the bundled payload by default', async () => {
    expect(await (await fetchFeatures())?.json()).toEqual(bundledPayload);
  });

  it('serves the payload a test set', async () => {
    const payload = { features: { 'not-orderable-banner': { defaultValue: true } }, experiments: [] };
    setGrowthbookPayload(payload);
    expect(await (await fetchFeatures())?.json()).toEqual(payload);
  });

  it('is readable from another origin', async () => {
    expect((await fetchFeatures())?.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('is down (503) for the client key "down"', async () => {
    expect((await fetchFeatures('http://127.0.0.1:4318/api/features/down'))?.status).toBe(503);
  });

  it('is down (503) when the header says so', async () => {
    expect((await fetchFeatures(featuresUrl, { 'x-mock-scenario': 'down' }))?.status).toBe(503);
  });

  it('answers late for a slow client key', async () => {
    const started = Date.now();
    expect((await fetchFeatures('http://127.0.0.1:4318/api/features/slow-120'))?.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
  });

  it('streams the payload whenever it changes, as server-sent events', async () => {
    const response = await getResponse(growthbookHandlers, new Request('http://127.0.0.1:4318/sub/sdk-test'));
    expect(response?.headers.get('content-type')).toBe('text/event-stream');
    const reader = response!.body!.getReader();
    const next = async () => new TextDecoder().decode((await reader.read()).value);
    expect(await next()).toBe(': connected\n\n');
    const changed = { features: { 'group-sessions-banner': { defaultValue: true } } };
    setGrowthbookPayload(changed);
    expect(await next()).toBe(`event: features\ndata: ${JSON.stringify(changed)}\n\n`);
    await reader.cancel();
  });
});
