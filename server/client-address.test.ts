import { describe, expect, it } from 'vitest';
import { clientAddressResolver } from './client-address.ts';
import { loadConfig } from './env.ts';

describe('the client address', () => {
  it('is the socket’s when no proxy is trusted, whatever X-Forwarded-For a client sends', () => {
    const resolve = clientAddressResolver([]);
    expect(resolve('203.0.113.7', '198.51.100.1')).toBe('203.0.113.7');
    expect(resolve('::ffff:203.0.113.7', undefined)).toBe('203.0.113.7');
  });

  it('is the one a trusted proxy wrote, never one a client wrote before it', () => {
    const resolve = clientAddressResolver(['127.0.0.1', '10.0.0.0/8']);
    // HAProxy on the same machine appended the client's address.
    expect(resolve('127.0.0.1', '203.0.113.7')).toBe('203.0.113.7');
    expect(resolve('::ffff:127.0.0.1', '203.0.113.7')).toBe('203.0.113.7');
    // A client's own header is to the left of what the proxy appended: not believed.
    expect(resolve('127.0.0.1', '198.51.100.1, 203.0.113.7')).toBe('203.0.113.7');
    // Two proxies of ours (a load balancer in 10/8, then HAProxy): the client is the first untrusted hop.
    expect(resolve('127.0.0.1', '198.51.100.1, 203.0.113.7, 10.1.2.3')).toBe('203.0.113.7');
    // A request that did not come through a trusted proxy keeps its socket's address.
    expect(resolve('203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
    // No header, or junk in it: the last trusted hop stands.
    expect(resolve('127.0.0.1', undefined)).toBe('127.0.0.1');
    expect(resolve('127.0.0.1', 'unknown')).toBe('127.0.0.1');
    expect(resolve('127.0.0.1', '203.0.113.7, not-an-address, 10.0.0.5')).toBe('10.0.0.5');
    expect(clientAddressResolver(['::1'])('::1', '2001:db8::5')).toBe('2001:db8::5');
  });

  it('takes TRUSTED_PROXIES as addresses and CIDR ranges, and refuses anything else with a message', () => {
    expect(loadConfig({}).trustedProxies).toEqual([]);
    expect(loadConfig({ TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8,::1' }).trustedProxies).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
    for (const wrong of ['localhost', '10.0.0.0/33', '10.0.0.1/8/1', '::1/129']) expect(() => loadConfig({ TRUSTED_PROXIES: wrong })).toThrow(/TRUSTED_PROXIES: must be IP addresses or CIDR ranges/);
  });
});
