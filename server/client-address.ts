// The client's network address, which the per-address limits (sign-in, e-mails), the view count's visitor
// and the country guess go by. Directly it is the socket's. Behind a proxy or load balancer (HAProxy,
// nginx) the socket is the proxy's, and every visitor would share one address: when the socket's
// address is one of TRUSTED_PROXIES, the address the proxy wrote into X-Forwarded-For is taken instead.
// Entries a client wrote itself stand to the left of the proxy's and are never believed.
import { isIP, type BlockList } from 'node:net';
import { proxyList } from './env.ts';

/** The socket's form of an IPv4 address on a dual-stack listener, `::ffff:1.2.3.4`, as plain `1.2.3.4`. */
function plain(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

function isTrusted(list: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * Resolves a request's client address from its socket's and its X-Forwarded-For, believing the header
 * only as far as the hops are trusted proxies: from the right, each trusted hop hands over to the
 * address it names, until an address that is not a trusted proxy (the client) or an entry that is not an
 * address at all (then the last trusted hop stands). Without trusted proxies the socket's address is all.
 */
export function clientAddressResolver(trustedProxies: readonly string[]): (socketAddress: string, forwardedFor: string | undefined) => string {
  if (trustedProxies.length === 0) return (socketAddress) => plain(socketAddress);
  const list = proxyList(trustedProxies);
  return (socketAddress, forwardedFor) => {
    let address = plain(socketAddress);
    if (!forwardedFor) return address;
    const hops = forwardedFor.split(',').map((hop) => hop.trim());
    for (let i = hops.length - 1; i >= 0 && isTrusted(list, address); i--) {
      const hop = plain(hops[i]!);
      if (!isIP(hop)) break;
      address = hop;
    }
    return address;
  };
}
