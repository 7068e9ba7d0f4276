import { describe, expect, it } from 'vitest';
import { DatabaseUnavailable, isDatabaseUnavailable, isDiskFull } from './unavailable.ts';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('a database that cannot take a write now', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a full disk', withCode('53100')],
    ['a cancelled statement (statement_timeout)', withCode('57014')],
    ['a server shutting down', withCode('57P01')],
    ['a broken connection', withCode('08006')],
    ['a read-only session', withCode('25006')],
    ['a deadlock', withCode('40P01')],
    ['no free session in the pool', new Error('timeout exceeded when trying to connect')],
    ['a session that ended under a query', new Error('Connection terminated unexpectedly')],
    ["PGlite's file system", Object.assign(new Error('FS error'), { name: 'ErrnoError', errno: 51 })],
    ['a deadline of our own', new DatabaseUnavailable('no answer')],
  ])('is told apart: %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a syntax error', withCode('42601')],
    ['a text PostgreSQL cannot hold', withCode('22021')],
    ['a plain bug', new TypeError('x is undefined')],
    ['no error at all', undefined],
  ])('is not confused with a fault of the request or the service: %s', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('recognises a full disk from PostgreSQL and from PGlite', () => {
    expect(isDiskFull(withCode('53100'))).toBe(true);
    expect(isDiskFull(Object.assign(new Error('FS error'), { name: 'ErrnoError', errno: 51 }))).toBe(true);
    expect(isDiskFull(withCode('57014'))).toBe(false);
  });
});
