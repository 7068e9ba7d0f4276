import { describe, expect, it } from 'vitest';
import { apiLog } from '../../mocks/api-log';
// The mocks answer this file's requests; tests/setup.ts starts, resets and stops them.
import '../../tests/utils/mock-server';
import { validCallback, validTestUser } from '../../tests/utils/api-requests';
import { apiPaths, postForm, postJson } from './api';

const baseUrl = 'http://127.0.0.1:4318/api';

describe('postJson', () => {
  it('posts to the configured API base by default', async () => {
    expect(await postJson(apiPaths.callback, validCallback)).toEqual({
      kind: 'accepted',
      status: 201,
      data: { id: 'callback-1' },
    });
  });

  it('sends the body as JSON', async () => {
    await postJson(apiPaths.callback, validCallback, { baseUrl });
    expect(apiLog.list()[0]).toMatchObject({ contentType: 'application/json', fields: validCallback });
  });

  it('reports a refused request as rejected, with the message', async () => {
    expect(await postJson(apiPaths['test-user'], { ...validTestUser, email: 'nope' }, { baseUrl })).toEqual({
      kind: 'rejected',
      status: 400,
      message: 'email must match format "email"',
    });
  });

  it('reports a server error as unavailable', async () => {
    expect(await postJson(apiPaths['test-user'], { email: 'fail-503@example.com' }, { baseUrl })).toEqual({
      kind: 'unavailable',
      status: 503,
      reason: 'server',
    });
  });

  it('reports a dropped connection, chosen by the phone field, as unavailable', async () => {
    expect(await postJson(apiPaths.callback, { phone: 'drop' }, { baseUrl })).toEqual({ kind: 'unavailable', reason: 'network' });
  });

  it('gives up after timeoutMs', async () => {
    expect(await postJson(apiPaths['test-user'], { email: 'slow-400@example.com' }, { baseUrl, timeoutMs: 30 })).toEqual({
      kind: 'unavailable',
      reason: 'timeout',
    });
  });
});

describe('postForm', () => {
  it('sends the fields as multipart form data', async () => {
    const result = await postForm(apiPaths['test-user'], validTestUser, { baseUrl });
    expect(result).toMatchObject({ kind: 'accepted', status: 201 });
    expect(apiLog.list()[0]).toMatchObject({ contentType: expect.stringMatching(/^multipart\/form-data/), fields: validTestUser });
  });

  it('reports a missing required field as rejected', async () => {
    const { phone: _phone, ...withoutPhone } = validCallback;
    expect(await postForm(apiPaths.callback, withoutPhone, { baseUrl })).toEqual({
      kind: 'rejected',
      status: 400,
      message: "request must have required property 'phone'",
    });
  });
});

describe('the idempotency key', () => {
  it('is sent, and a retry with the same key gets the first answer without a second submission', async () => {
    const first = await postJson(apiPaths.callback, validCallback, { baseUrl, idempotencyKey: 'entry-0001-abcd' });
    const retry = await postJson(apiPaths.callback, validCallback, { baseUrl, idempotencyKey: 'entry-0001-abcd' });
    expect(retry).toEqual(first);
    expect(apiLog.list()).toHaveLength(1);
  });

  it('keeps submissions with different keys apart', async () => {
    await postJson(apiPaths.callback, validCallback, { baseUrl, idempotencyKey: 'entry-0001-abcd' });
    await postJson(apiPaths.callback, validCallback, { baseUrl, idempotencyKey: 'entry-0002-abcd' });
    expect(apiLog.list()).toHaveLength(2);
  });
});
