import { getResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { crmLog } from '../crm-log';
import { resetMockState } from '../reset';
import { crmHandlers } from './crm';

const url = 'http://127.0.0.1:4318/crm/form';
const good = { EMAIL: 'anna@example.com', VORNAME: 'Anna', NACHNAME: 'Muster', OPT_IN: '1' };

function form(fields: Record<string, string>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}

function submit(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return getResponse(crmHandlers, new Request(url, { method: 'POST', body: form(fields), headers }));
}

afterEach(() => {
  resetMockState();
  document.cookie = 'x-mock-scenario=; max-age=0; path=/';
});

describe('the CRM form mock', () => {
  it('redirects a good submission to the confirmation page', async () => {
    const response = await submit(good);
    expect(response?.status).toBe(302);
    expect(response?.headers.get('location')).toBe('http://127.0.0.1:4318/crm/confirmed');
  });

  it('allows any origin on the redirect, like the real provider', async () => {
    expect((await submit(good))?.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('serves the confirmation page without any CORS header', async () => {
    const response = await getResponse(crmHandlers, new Request('http://127.0.0.1:4318/crm/confirmed'));
    expect(response?.status).toBe(200);
    expect(response?.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a submission without the required fields with a JSON message', async () => {
    const response = await submit({ EMAIL: 'anna@example.com', VORNAME: 'Anna' });
    expect(response?.status).toBe(400);
    expect(await response?.json()).toEqual({ message: 'Missing required fields: NACHNAME, OPT_IN' });
  });

  it('refuses an invalid e-mail address', async () => {
    expect((await submit({ ...good, EMAIL: 'anna' }))?.status).toBe(400);
  });

  it('refuses a JSON body, which a hosted form does not take', async () => {
    const response = await getResponse(
      crmHandlers,
      new Request(url, { method: 'POST', body: JSON.stringify(good), headers: { 'content-type': 'application/json' } }),
    );
    expect(response?.status).toBe(415);
  });

  it('answers 500 for fail-500@ addresses', async () => {
    expect((await submit({ ...good, EMAIL: 'fail-500@example.com' }))?.status).toBe(500);
  });

  it('drops the connection for drop@ addresses', async () => {
    expect((await submit({ ...good, EMAIL: 'drop@example.com' }))?.type).toBe('error');
  });

  it('answers only after the chosen delay for slow-<ms>@ addresses', async () => {
    const started = Date.now();
    expect((await submit({ ...good, EMAIL: 'slow-120@example.com' }))?.status).toBe(302);
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
  });

  it('takes the scenario from the x-mock-scenario header', async () => {
    expect((await submit(good, { 'x-mock-scenario': '500' }))?.status).toBe(500);
  });

  it('takes the scenario from the page cookie when the handlers run in the page', async () => {
    document.cookie = 'x-mock-scenario=500; path=/';
    expect((await submit(good))?.status).toBe(500);
  });

  it('fails the first n submissions of a flaky-<n>@ address, then accepts', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1) statuses.push((await submit({ ...good, EMAIL: 'flaky-2@example.com' }))?.status);
    expect(statuses).toEqual([500, 500, 302, 302]);
  });

  it('takes the first n submissions of a hang-<n>@ address and never answers them, then accepts', async () => {
    const controller = new AbortController();
    const hung = getResponse(
      crmHandlers,
      new Request(url, { method: 'POST', body: form({ ...good, EMAIL: 'hang-1@example.com' }), signal: controller.signal }),
    );
    const answered = await Promise.race([hung.then(() => 'answered'), new Promise((resolve) => setTimeout(() => resolve('still waiting'), 300))]);
    expect(answered).toBe('still waiting');
    controller.abort();
    expect((await hung)?.status).not.toBe(302);
    expect((await submit({ ...good, EMAIL: 'hang-1@example.com' }))?.status).toBe(302);
    expect(crmLog.list().map((entry) => entry.status)).toEqual(['hung', 302]);
  });

  it('answers the preflight a scenario header causes', async () => {
    const response = await getResponse(crmHandlers, new Request(url, { method: 'OPTIONS' }));
    expect(response?.status).toBe(204);
    expect(response?.headers.get('access-control-allow-headers')).toContain('x-mock-scenario');
  });
});

describe('the CRM submission log', () => {
  it('records each submission with its fields, content type, scenario and answer', async () => {
    await submit({ ...good, EMAIL: 'fail-500@example.com' });
    expect(crmLog.list()).toEqual([
      {
        id: 1,
        receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        path: '/crm/form',
        contentType: expect.stringMatching(/^multipart\/form-data/),
        fields: { ...good, EMAIL: 'fail-500@example.com' },
        scenario: 'fail-500',
        scenarioSource: 'field',
        status: 500,
      },
    ]);
  });

  it('records dropped submissions as dropped', async () => {
    await submit({ ...good, EMAIL: 'drop@example.com' });
    expect(crmLog.list()[0]?.status).toBe('dropped');
  });

  it('keeps submissions in order of arrival', async () => {
    await submit({ ...good, EMAIL: 'a@example.com' });
    await submit({ ...good, EMAIL: 'b@example.com' });
    expect(crmLog.list().map((entry) => [entry.id, entry.fields.EMAIL])).toEqual([
      [1, 'a@example.com'],
      [2, 'b@example.com'],
    ]);
  });

  it('starts empty again after a reset', async () => {
    await submit(good);
    crmLog.clear();
    expect(crmLog.list()).toEqual([]);
  });
});
