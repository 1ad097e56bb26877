import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../test/app-harness.ts';
import { testDatabases } from '../../test/databases.ts';
import { expectTokenRefusals } from './auth-cases.test-support.ts';

const STATUS_URL = '/api/optin/ecommerce';
const REGISTER_URL = '/api/optin/register/ecommerce';

describe.each(testDatabases())('notification opt-in on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind, { tenants: [2, 5] });
  });
  afterAll(() => t.close());

  async function status(bottler: number, clientId: string): Promise<boolean> {
    const res = await t.app.inject({
      method: 'GET',
      url: STATUS_URL,
      headers: await t.auth(bottler, clientId),
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as { isNotificationEnable: boolean }).isNotificationEnable;
  }

  async function register(bottler: number, clientId: string, userOptIn: unknown) {
    return t.app.inject({
      method: 'POST',
      url: REGISTER_URL,
      headers: await t.auth(bottler, clientId),
      payload: { userOptIn },
    });
  }

  it('defaults to off for a shop that never chose (1002, 1004) and reads the seeded choices', async () => {
    expect(await status(2, '1002')).toBe(false);
    expect(await status(2, '1004')).toBe(false);
    expect(await status(2, '1001')).toBe(true);
    expect(await status(2, '1003')).toBe(false);
  });

  it('round trip: "true" then "false" (SPEC §7 userOptIn is a string)', async () => {
    const on = await register(2, '1002', 'true');
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ userOptIn: 'true' });
    expect(await status(2, '1002')).toBe(true);

    const off = await register(2, '1002', 'false');
    expect(off.json()).toEqual({ userOptIn: 'false' });
    expect(await status(2, '1002')).toBe(false);
  });

  it('is per tenant and per client: 1004 of tenant 2 turning on changes nobody else', async () => {
    expect((await register(2, '1004', 'true')).statusCode).toBe(200);
    expect(await status(2, '1004')).toBe(true);
    expect(await status(5, '1004')).toBe(false);
    expect(await status(2, '1002')).toBe(false);
  });

  it('a tenant without the notification option (tenant 1): off, and registering is refused', async () => {
    expect(await status(1, '1001')).toBe(false);
    const res = await register(1, '1001', 'true');
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('featureDisabled');
  });

  it.each([[true], ['yes'], ['TRUE'], [1], [null]])(
    'userOptIn %j is refused with 400 validation',
    async (value) => {
      const res = await register(2, '1002', value);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('validation');
    },
  );

  it('an extra body field is refused (strict body)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: REGISTER_URL,
      headers: await t.auth(2, '1002'),
      payload: { userOptIn: 'true', clientId: '1001' },
    });
    expect(res.statusCode).toBe(400);
  });

  it.each([
    { method: 'GET' as const, url: STATUS_URL },
    { method: 'POST' as const, url: REGISTER_URL, payload: { userOptIn: 'true' } },
  ])('$method $url refuses missing, tampered and expired tokens', async (call) => {
    await expectTokenRefusals(t, call);
  });
});
