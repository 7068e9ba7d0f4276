import { getResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { apiLog } from '../api-log';
import { resetMockState } from '../reset';
import { apiHandlers } from './api';

const base = 'http://127.0.0.1:4318/api';

function postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
  return getResponse(apiHandlers, new Request(`${base}${path}`, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } }));
}

afterEach(() => resetMockState());

describe('the site API mock', () => {
  it('creates a callback request and answers 201 with an id', async () => {
    const response = await postJson('/callback', { phone: '030 1234567' });
    expect(response?.status).toBe(201);
    expect(await response?.json()).toEqual({ id: 'callback-1' });
  });

  it('creates a test-user application from form data', async () => {
    const body = new FormData();
    body.append('email', 'anna@example.com');
    const response = await getResponse(apiHandlers, new Request(`${base}/test-user`, { method: 'POST', body }));
    expect(response?.status).toBe(201);
  });

  it('allows any origin, since the site runs on another port', async () => {
    expect((await postJson('/callback', { phone: '030 1234567' }))?.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers the preflight of a JSON post', async () => {
    const response = await getResponse(apiHandlers, new Request(`${base}/test-user`, { method: 'OPTIONS' }));
    expect(response?.status).toBe(204);
    expect(response?.headers.get('access-control-allow-headers')).toContain('content-type');
  });

  it('refuses a callback request without a phone number', async () => {
    const response = await postJson('/callback', { name: 'Anna' });
    expect(response?.status).toBe(400);
    expect(await response?.json()).toEqual({ message: 'phone is required' });
  });

  it('chooses a scenario by the email field', async () => {
    expect((await postJson('/test-user', { email: 'fail-500@example.com' }))?.status).toBe(500);
  });

  it('chooses a scenario by the phone field', async () => {
    expect((await postJson('/callback', { phone: 'drop' }))?.type).toBe('error');
  });

  it('chooses a scenario by the header', async () => {
    expect((await postJson('/callback', { phone: '030 1234567' }, { 'x-mock-scenario': '429' }))?.status).toBe(429);
  });

  it('fails the first n requests of a flaky-<n>@ address, then accepts', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1) statuses.push((await postJson('/test-user', { email: 'flaky-1@example.com' }))?.status);
    expect(statuses).toEqual([500, 201, 201]);
  });

  it('logs each request with its endpoint, fields and answer', async () => {
    await postJson('/callback', { phone: '030 1234567', name: 'Anna' });
    expect(apiLog.list()).toEqual([
      expect.objectContaining({ path: '/api/callback', contentType: 'application/json', fields: { phone: '030 1234567', name: 'Anna' }, status: 201 }),
    ]);
  });
});
