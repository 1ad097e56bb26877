/**
 * TRUST_PROXY (issue 10.5, SECURITY T22): behind the load balancer the README recommends, every
 * shop's socket address is the balancer's. With TRUST_PROXY naming the balancer, the per-address
 * login throttle counts each shop's own forwarded address; without it, a forwarded header is
 * ignored (a stranger cannot pick a fresh address per guess). The throttle's rules are tested on
 * both databases elsewhere; here only the address it is given matters, so PGlite suffices.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ADDRESS_LIMIT, addressKey } from './modules/auth/login-throttle.ts';
import { openTestApp, type TestApp } from './test/app-harness.ts';

const BALANCER = '10.1.2.3';

async function failFrom(t: TestApp, forwardedFor: string, id: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/authenticate/2',
    payload: { clientId: `x${id}`, password: 'Wrong@2026' },
    remoteAddress: BALANCER,
    headers: { 'x-forwarded-for': forwardedFor },
  });
  return res.statusCode;
}

/** The address has used up its failures for this window (as ADDRESS_LIMIT failed logins would). */
async function exhaust(t: TestApp, ip: string) {
  await t.db.query(
    `INSERT INTO login_attempts (scope, key, window_start, failures) VALUES ('address', $1, $2, $3)`,
    [addressKey(ip), t.clock.now(), ADDRESS_LIMIT],
  );
}

describe('TRUST_PROXY', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('set to the balancer: each shop behind it is throttled on its own address', async () => {
    t = await openTestApp('pglite', { tenants: [], config: { TRUST_PROXY: BALANCER } });
    await exhaust(t, '198.51.100.1');
    expect(await failFrom(t, '198.51.100.1', 1)).toBe(429);
    expect(await failFrom(t, '198.51.100.2', 2)).toBe(401);
  });

  it('unset: the forwarded header is ignored, the socket address is counted', async () => {
    t = await openTestApp('pglite', { tenants: [] });
    await exhaust(t, BALANCER);
    expect(await failFrom(t, '198.51.100.2', 2)).toBe(429);
  });
});
