import proxyaddr from 'proxy-addr';

/**
 * Who sent a request, for the limits per client. Behind a proxy every request comes from the
 * proxy, and X-Forwarded-For names the client; but anyone can send that header, so it is read only
 * through the proxies the operator names (TRUSTED_PROXIES): the client is the address furthest
 * along the chain that is not one of them. With none named, the client is the peer itself.
 */
export type ClientAddressOf = (peer: string | undefined, forwardedFor: string | undefined) => string;

export function clientAddressResolver(trustedProxies: readonly string[]): ClientAddressOf {
  // Throws at start on an entry that is no address, range or name: a typo must not trust everyone.
  const trust = proxyaddr.compile([...trustedProxies]);
  return (peer, forwardedFor) => {
    if (!peer) return 'unknown';
    const request = { connection: { remoteAddress: peer }, socket: { remoteAddress: peer }, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} };
    return proxyaddr(request as unknown as Parameters<typeof proxyaddr>[0], trust);
  };
}
