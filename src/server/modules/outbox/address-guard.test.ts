/**
 * The SSRF guard of console-entered webhook endpoints (SECURITY T20): IPv4, IPv6 (mapped and
 * NAT64 forms included), URLs, and a DNS answer that changes between the check and the connect.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  checkEndpointUrl,
  guardedLookup,
  isForbiddenAddress,
  type Resolver,
} from './address-guard.ts';
import { postJson } from './http-post.ts';

describe('isForbiddenAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254', // cloud metadata
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd00:ec2::254', // AWS metadata over IPv6
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:169.254.169.254',
    '64:ff9b::a00:1', // NAT64 of 10.0.0.1
    '[::1]',
    'not-an-address',
  ])('refuses %s', (address) => {
    expect(isForbiddenAddress(address)).toBe(true);
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    'allows %s',
    (address) => {
      expect(isForbiddenAddress(address)).toBe(false);
    },
  );
});

describe('checkEndpointUrl', () => {
  it.each([
    ['http://example.com/hook', 'httpsOnly'],
    ['https://127.0.0.1/hook', 'forbiddenAddress'],
    ['https://[::1]/hook', 'forbiddenAddress'],
    ['https://169.254.169.254/latest/meta-data', 'forbiddenAddress'],
    ['https://localhost/hook', 'forbiddenAddress'],
    ['https://user:pw@example.com/hook', 'credentials'],
    ['not a url', 'notAUrl'],
  ])('refuses %s (%s)', (url, reason) => {
    expect(checkEndpointUrl(url)).toEqual({ ok: false, reason });
  });

  it('accepts an https URL with a public name', () => {
    expect(checkEndpointUrl('https://hooks.example.com/refill').ok).toBe(true);
  });
});

describe('guardedLookup at connect time', () => {
  it('refuses a name whose DNS answer changed to a private address after it was checked', async () => {
    const server = createServer((_req, res) => res.end('reached'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      // The first answer is public (what the console saw), the next ones rebind to loopback.
      const answers = [
        [{ address: '93.184.216.34', family: 4 }],
        [{ address: '127.0.0.1', family: 4 }],
      ];
      let asked = 0;
      const resolver: Resolver = async () => answers[Math.min(asked++, 1)] ?? [];
      expect(isForbiddenAddress((await resolver('hooks.example.test'))[0]?.address ?? '')).toBe(
        false,
      );
      const result = await postJson({
        url: `http://hooks.example.test:${port}/hook`,
        body: '{}',
        headers: {},
        timeoutMs: 2_000,
        lookup: guardedLookup(resolver),
      });
      expect(result.status).toBeUndefined();
      expect(result.answer).toMatch(/EFORBIDDENADDRESS/);
      expect(asked).toBe(2);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('refuses an IPv6 answer in a private range and a mixed answer with one private address', async () => {
    for (const answer of [
      [{ address: 'fd12:3456::1', family: 6 }],
      [
        { address: '93.184.216.34', family: 4 },
        { address: '10.0.0.7', family: 4 },
      ],
    ]) {
      const result = await postJson({
        url: 'http://hooks.example.test:9/hook',
        body: '{}',
        headers: {},
        timeoutMs: 2_000,
        lookup: guardedLookup(async () => answer),
      });
      expect(result.answer).toMatch(/EFORBIDDENADDRESS/);
    }
  });
});
