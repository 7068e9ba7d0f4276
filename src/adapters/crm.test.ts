import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { crmLog } from '../../mocks/crm-log';
// The mocks answer this file's requests; tests/setup.ts starts, resets and stops them.
import { server } from '../../tests/utils/mock-server';
import { isCrmAcceptance, submitCrmForm } from './crm';

const crmUrl = 'http://127.0.0.1:4318/crm/form';
const good = { EMAIL: 'anna@example.com', VORNAME: 'Anna', NACHNAME: 'Muster', OPT_IN: '1', QUESTION_ROLE: '1', locale: 'de' };
const as = (email: string) => ({ ...good, EMAIL: email });

describe('submitCrmForm', () => {
  it('reports a good submission as accepted when the CRM answers with its redirect', async () => {
    expect(await submitCrmForm(crmUrl, good)).toEqual({ kind: 'accepted' });
  });

  it('sends every field as multipart form data', async () => {
    await submitCrmForm(crmUrl, good);
    const [entry] = crmLog.list();
    expect(entry?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(entry?.fields).toEqual(good);
  });

  it('keeps umlauts and long values intact', async () => {
    const fields = { ...good, STADT: 'Köln', UTM_URL: `https://lumi.example/${'ä'.repeat(140)}` };
    await submitCrmForm(crmUrl, fields);
    expect(crmLog.list()[0]?.fields).toEqual(fields);
  });

  it('reports a submission the CRM refuses as rejected, with its message', async () => {
    const { EMAIL } = good;
    expect(await submitCrmForm(crmUrl, { EMAIL })).toEqual({
      kind: 'rejected',
      status: 400,
      message: 'Missing required fields: VORNAME, NACHNAME, OPT_IN',
    });
  });

  it('reports a forced 400 as rejected', async () => {
    expect(await submitCrmForm(crmUrl, as('fail-400@example.com'))).toMatchObject({ kind: 'rejected', status: 400 });
  });

  it('reports a server error as unavailable', async () => {
    expect(await submitCrmForm(crmUrl, as('fail-500@example.com'))).toEqual({ kind: 'unavailable', status: 500, reason: 'server' });
  });

  it('treats 429 as unavailable, since the CRM asks to come back later', async () => {
    expect(await submitCrmForm(crmUrl, as('fail-429@example.com'))).toEqual({ kind: 'unavailable', status: 429, reason: 'server' });
  });

  it('treats 408 as unavailable', async () => {
    expect(await submitCrmForm(crmUrl, as('fail-408@example.com'))).toEqual({ kind: 'unavailable', status: 408, reason: 'server' });
  });

  it('reports a dropped connection as unavailable for network reasons', async () => {
    expect(await submitCrmForm(crmUrl, as('drop@example.com'))).toEqual({ kind: 'unavailable', reason: 'network' });
  });

  it('gives up after timeoutMs and reports a timeout', async () => {
    expect(await submitCrmForm(crmUrl, as('slow-400@example.com'), { timeoutMs: 30 })).toEqual({ kind: 'unavailable', reason: 'timeout' });
  });

  it('waits for a slow CRM that answers within the timeout', async () => {
    expect(await submitCrmForm(crmUrl, as('slow-30@example.com'), { timeoutMs: 2_000 })).toEqual({ kind: 'accepted' });
  });

  it('stops when the caller aborts and reports it as unavailable', async () => {
    const controller = new AbortController();
    // The caller gives up while the request is in flight: the mock has it and would answer only after 400 ms.
    const abortInFlight = () => controller.abort();
    server.events.on('request:start', abortInFlight);
    try {
      expect(await submitCrmForm(crmUrl, as('slow-400@example.com'), { signal: controller.signal })).toEqual({ kind: 'unavailable', reason: 'network' });
    } finally {
      server.events.removeListener('request:start', abortInFlight);
    }
  });

  it('sends nothing when the caller aborted before the call', async () => {
    const controller = new AbortController();
    controller.abort();
    expect(await submitCrmForm(crmUrl, good, { signal: controller.signal })).toEqual({ kind: 'unavailable', reason: 'network' });
    expect(crmLog.list()).toEqual([]);
  });

  it('reports an address that cannot be fetched as unavailable instead of throwing', async () => {
    expect(await submitCrmForm('not a url', good)).toEqual({ kind: 'unavailable', reason: 'network' });
  });

  it('uses a generic message when the refusal is an HTML page', async () => {
    server.use(http.post('*/crm/form', () => HttpResponse.html('<h1>Fehler</h1>', { status: 422 })));
    expect(await submitCrmForm(crmUrl, good)).toEqual({ kind: 'rejected', status: 422, message: 'The CRM did not accept the submission.' });
  });

  it('counts a plain 200 as a failure, because only the redirect means success', async () => {
    server.use(http.post('*/crm/form', () => HttpResponse.html('<p>Formular</p>')));
    expect(await submitCrmForm(crmUrl, good)).toMatchObject({ kind: 'rejected', status: 200 });
  });
});

describe('isCrmAcceptance', () => {
  it('accepts the opaque redirect a browser reports for an unfollowed redirect', () => {
    expect(isCrmAcceptance({ type: 'opaqueredirect', status: 0 })).toBe(true);
  });

  it('accepts status 0', () => {
    expect(isCrmAcceptance({ type: 'basic', status: 0 })).toBe(true);
  });

  it.each([301, 302, 303, 307, 308])('accepts a real %i, as Node and happy-dom report it', (status) => {
    expect(isCrmAcceptance({ type: 'basic', status })).toBe(true);
  });

  it.each([200, 201, 400, 500])('refuses %i', (status) => {
    expect(isCrmAcceptance({ type: 'cors', status })).toBe(false);
  });
});
