/**
 * The address guard for webhook endpoints entered in the console (SECURITY T20, SSRF): https
 * only, and never a loopback, private, carrier-grade NAT, link-local (cloud metadata included),
 * multicast, reserved or unspecified address — checked when the URL is entered and again at
 * connect time, on the addresses DNS gives then (a name that answered a public address when it
 * was entered and a private one later is refused: DNS rebinding). The deployment's own WEBHOOKS
 * variable may name local addresses (demos, tests) and is not guarded.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local (AWS metadata fd00:ec2::254 included)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** The IPv4 address an IPv6 address carries (IPv4-mapped, -compatible or NAT64), if any. */
function embeddedIpv4(address: string): string | undefined {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|::|64:ff9b::)(\d{1,3}(?:\.\d{1,3}){3})$/.exec(lower);
  if (dotted) return dotted[1];
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex) {
    const high = parseInt(hex[1] ?? '0', 16);
    const low = parseInt(hex[2] ?? '0', 16);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return undefined;
}

/** True for an address a console-entered endpoint must never reach. Non-addresses count too. */
export function isForbiddenAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').split('%')[0] ?? '';
  const version = isIP(bare);
  if (version === 4) return blocked.check(bare, 'ipv4');
  if (version === 6) {
    const v4 = embeddedIpv4(bare);
    if (v4 !== undefined) return isIP(v4) !== 4 || blocked.check(v4, 'ipv4');
    return blocked.check(bare, 'ipv6');
  }
  return true;
}

export type EndpointCheck = { ok: true; url: URL } | { ok: false; reason: string };

/** When an endpoint is entered: an https URL without credentials, not naming a forbidden IP. */
export function checkEndpointUrl(raw: string): EndpointCheck {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'notAUrl' };
  }
  if (url.protocol !== 'https:') return { ok: false, reason: 'httpsOnly' };
  if (url.username !== '' || url.password !== '') return { ok: false, reason: 'credentials' };
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0 && isForbiddenAddress(host))
    return { ok: false, reason: 'forbiddenAddress' };
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal')) {
    return { ok: false, reason: 'forbiddenAddress' };
  }
  return { ok: true, url };
}

/** dns.lookup with `all: true`, replaceable in tests. */
export type Resolver = (hostname: string) => Promise<readonly LookupAddress[]>;

export const systemResolver: Resolver = (hostname) =>
  new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    );
  });

export class ForbiddenAddressError extends Error {
  readonly code = 'EFORBIDDENADDRESS';
  constructor(hostname: string, address: string) {
    super(`${hostname} resolves to a forbidden address (${address})`);
    this.name = 'ForbiddenAddressError';
  }
}

/**
 * A `lookup` for http(s).request that resolves at connect time and refuses the connection when
 * any address the name has now is forbidden.
 */
export function guardedLookup(resolver: Resolver = systemResolver): LookupFunction {
  return (hostname, options, callback) => {
    const literal = isIP(hostname) !== 0 ? hostname : undefined;
    const answer: Promise<readonly LookupAddress[]> =
      literal !== undefined
        ? Promise.resolve([{ address: literal, family: isIP(literal) }])
        : resolver(hostname);
    answer.then(
      (addresses) => {
        const bad = addresses.find((a) => isForbiddenAddress(a.address));
        if (addresses.length === 0) {
          callback(new Error(`${hostname} has no address`), '', 0);
        } else if (bad !== undefined) {
          callback(new ForbiddenAddressError(hostname, bad.address), '', 0);
        } else if (options.all === true) {
          callback(null, [...addresses]);
        } else {
          const first = addresses[0] as LookupAddress;
          callback(null, first.address, first.family);
        }
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}
