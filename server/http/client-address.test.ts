import { describe, expect, it } from 'vitest';
import { clientAddressResolver } from './client-address.ts';

describe('the client address behind proxies', () => {
  it('is the peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    const clientOf = clientAddressResolver([]);
    expect(clientOf('203.0.113.7', '198.51.100.1')).toBe('203.0.113.7');
  });

  it('is read from X-Forwarded-For only through the proxies the operator names', () => {
    const clientOf = clientAddressResolver(['10.0.0.0/8']);
    expect(clientOf('10.0.0.2', '198.51.100.1')).toBe('198.51.100.1');
    // A client that forges the header gets its own address, the one the trusted proxy saw.
    expect(clientOf('10.0.0.2', '1.2.3.4, 198.51.100.1')).toBe('198.51.100.1');
    // A peer that is no trusted proxy is the client itself.
    expect(clientOf('203.0.113.7', '198.51.100.1')).toBe('203.0.113.7');
  });

  it('walks a chain of trusted proxies to the first address that is not one', () => {
    const clientOf = clientAddressResolver(['loopback', '10.0.0.0/8']);
    expect(clientOf('127.0.0.1', '198.51.100.1, 10.1.2.3')).toBe('198.51.100.1');
  });

  it('refuses a trusted proxy setting that is no address, so a typo trusts no one by accident', () => {
    expect(() => clientAddressResolver(['10.0.0.0/33'])).toThrow();
    expect(() => clientAddressResolver(['proxy.example'])).toThrow();
  });
});
