import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { apiPaths } from '@/adapters/api';
import { callbackRequest } from '@/features/callback/model/submission';
import { callbackWindow } from '@/features/callback/model/time-window';
import { loadApiContract } from '../../mocks/api-contract';
import { validCallback, validPaypalOrder, validSepaOrder, validTestUser } from '../utils/api-requests';

const spec = parse(readFileSync('docs/api/openapi.yaml', 'utf8')) as { openapi: string; paths: Record<string, { post?: unknown }> };

describe('the API contract (docs/api/openapi.yaml)', () => {
  it('is OpenAPI 3.1 and describes every endpoint the site posts to', () => {
    expect(spec.openapi).toBe('3.1.0');
    // What a visitor's browser posts: not the staff routes, and not the health checks (which have no post).
    const visitorPaths = Object.keys(spec.paths).filter((path) => !path.startsWith('/staff/') && spec.paths[path]?.post);
    expect(visitorPaths.sort()).toEqual(Object.values(apiPaths).sort());
  });

  it('takes the example requests the mocks and journeys use', async () => {
    const contract = (await loadApiContract())!;
    expect(contract.check('/callback', validCallback)).toBeUndefined();
    expect(contract.check('/test-user', validTestUser)).toBeUndefined();
    expect(contract.check('/order', validSepaOrder)).toBeUndefined();
    expect(contract.check('/order', validPaypalOrder)).toBeUndefined();
  });

  it('takes what the callback form sends', async () => {
    const contract = (await loadApiContract())!;
    const request = callbackRequest({ name: ' Anna Muster ', phone: '(030) 123-45 67', day: 'tue', time: '10:30', consent: true }, 'en', callbackWindow);
    expect(request).toBeDefined();
    expect(contract.check('/callback', request)).toBeUndefined();
  });

  it('refuses what no form would send', async () => {
    const contract = (await loadApiContract())!;
    expect(contract.check('/callback', { ...validCallback, time: '18:00' })).toMatch(/time/);
    expect(contract.check('/order', { ...validSepaOrder, iban: 'DE89 3704' })).toMatch(/iban/);
    expect(contract.check('/order', { ...validSepaOrder, plan: 'platinum' })).toMatch(/plan/);
  });
});
