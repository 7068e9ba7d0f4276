import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.ts';

describe('the service settings', () => {
  it('listen on loopback at 4319 unless told otherwise', () => {
    const config = parseConfig({});
    expect(config.host).toBe('127.0.0.1');
    expect(config.port).toBe(4319);
  });

  it('listen where API_HOST and API_PORT say', () => {
    const config = parseConfig({ API_HOST: '0.0.0.0', API_PORT: '8080' });
    expect(config.host).toBe('0.0.0.0');
    expect(config.port).toBe(8080);
  });

  it('hold 10 database sessions unless DATABASE_POOL_SIZE says otherwise, from 1 to 100', () => {
    expect(parseConfig({}).databasePoolSize).toBe(10);
    expect(parseConfig({ DATABASE_POOL_SIZE: '2' }).databasePoolSize).toBe(2);
    expect(() => parseConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('refuse a port that is not a whole number in range and a key that is not 32 bytes', () => {
    expect(() => parseConfig({ API_PORT: '70000' })).toThrow(/API_PORT/);
    expect(() => parseConfig({ API_ENCRYPTION_KEY: Buffer.alloc(16).toString('base64') })).toThrow(/32 random bytes/);
  });
});
