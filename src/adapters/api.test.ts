import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiLog } from '../../mocks/api-log';
import { server } from '../../mocks/node';
import { resetMockState } from '../../mocks/reset';
import { apiPaths, postForm, postJson } from './api';

const baseUrl = 'http://127.0.0.1:4318/api';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockState();
});
afterAll(() => server.close());

describe('postJson', () => {
  it('posts to the configured API base by default', async () => {
    expect(await postJson(apiPaths.callback, { phone: '030 1234567', name: 'Anna' })).toEqual({
      kind: 'accepted',
      status: 201,
      data: { id: 'callback-1' },
    });
  });

  it('sends the body as JSON', async () => {
    await postJson(apiPaths.callback, { phone: '030 1234567', consent: true }, { baseUrl });
    expect(apiLog.list()[0]).toMatchObject({ contentType: 'application/json', fields: { phone: '030 1234567', consent: true } });
  });

  it('reports a refused request as rejected, with the message', async () => {
    expect(await postJson(apiPaths.testUser, { email: 'nope' }, { baseUrl })).toEqual({
      kind: 'rejected',
      status: 400,
      message: 'email is not a valid e-mail address',
    });
  });

  it('reports a server error as unavailable', async () => {
    expect(await postJson(apiPaths.testUser, { email: 'fail-503@example.com' }, { baseUrl })).toEqual({
      kind: 'unavailable',
      status: 503,
      reason: 'server',
    });
  });

  it('reports a dropped connection, chosen by the phone field, as unavailable', async () => {
    expect(await postJson(apiPaths.callback, { phone: 'drop' }, { baseUrl })).toEqual({ kind: 'unavailable', reason: 'network' });
  });

  it('gives up after timeoutMs', async () => {
    expect(await postJson(apiPaths.testUser, { email: 'slow-400@example.com' }, { baseUrl, timeoutMs: 30 })).toEqual({
      kind: 'unavailable',
      reason: 'timeout',
    });
  });
});

describe('postForm', () => {
  it('sends the fields as multipart form data', async () => {
    const result = await postForm(apiPaths.testUser, { email: 'anna@example.com', name: 'Anna' }, { baseUrl });
    expect(result).toMatchObject({ kind: 'accepted', status: 201 });
    expect(apiLog.list()[0]).toMatchObject({
      contentType: expect.stringMatching(/^multipart\/form-data/),
      fields: { email: 'anna@example.com', name: 'Anna' },
    });
  });

  it('reports a missing required field as rejected', async () => {
    expect(await postForm(apiPaths.callback, { name: 'Anna' }, { baseUrl })).toEqual({
      kind: 'rejected',
      status: 400,
      message: 'phone is required',
    });
  });
});
