/**
 * Console sign-in, sessions and `me` (issue 12) through HTTP, on every test database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW, openTestApp, type TestApp } from '../../test/app-harness.ts';
import { testDatabases } from '../../test/databases.ts';
import { operatorAuth, operatorToken } from '../../test/operator-harness.ts';

const PASSWORD = 'Demo@2026';

describe.each(testDatabases())('console sign-in and sessions on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind, { tenants: [2, 5] });
  });
  afterAll(() => t?.close());

  const signIn = (email: string, password: string, ip = '198.51.100.7') =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      payload: { email, password },
      remoteAddress: ip,
    });
  const me = (authorization: string) =>
    t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { authorization } });

  it('signs a demo admin in and answers me with its role and tenant', async () => {
    t.clock.set(TEST_NOW);
    const res = await signIn('Admin@2.refill.test', PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ token: string; expiresAt: string; totpSetupRequired: boolean }>();
    expect(body.totpSetupRequired).toBe(false);
    expect(body.expiresAt).toBe(new Date(TEST_NOW.getTime() + 8 * 3600 * 1000).toISOString());
    const answer = await me(`Bearer ${body.token}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      email: 'admin@2.refill.test',
      role: 'admin',
      tenantId: 2,
      tenants: [{ bottler: 2 }],
      totpEnabled: false,
      tenantRequiresTotp: false,
      totpSetupRequired: false,
      language: 'pt',
    });
  });

  it('refuses a wrong password and an unknown email with the same answer', async () => {
    const wrong = await signIn('admin@2.refill.test', 'Wrong@2026', '198.51.100.8');
    const unknown = await signIn('nobody@2.refill.test', PASSWORD, '198.51.100.8');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: 'loginIncorrect' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it("refuses a shop's session token on a console call, and an operator's on a shop call", async () => {
    const shop = await t.sessionToken(2, '1001');
    expect((await me(`Bearer ${shop}`)).json()).toEqual({ code: 'unauthorized' });
    const operator = await operatorToken(t, { bottler: 2, role: 'admin' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/client',
      headers: { authorization: `Bearer ${operator}` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'unauthorized' });
  });

  it('gives platform every served tenant and lets it switch; others get 403', async () => {
    const platform = await operatorAuth(t, { bottler: 2, role: 'platform' });
    const before = (await me(platform.authorization)).json<{ tenants: { bottler: number }[] }>();
    expect(before.tenants.length).toBe(14);
    const switched = await t.app.inject({
      method: 'POST',
      url: '/api/admin/session/tenant',
      headers: platform,
      payload: { bottler: 5 },
    });
    expect(switched.json()).toEqual({ tenantId: 5 });
    expect((await me(platform.authorization)).json()).toMatchObject({ tenantId: 5 });
    const admin = await operatorAuth(t, { bottler: 2, role: 'admin' });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/session/tenant',
      headers: admin,
      payload: { bottler: 5 },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'forbidden' });
  });

  it('ends a session 8 hours after sign-in', async () => {
    t.clock.set(TEST_NOW);
    const admin = await operatorAuth(t, { bottler: 2, role: 'admin' });
    t.clock.set(new Date(TEST_NOW.getTime() + 8 * 3600 * 1000 - 1000));
    expect((await me(admin.authorization)).statusCode).toBe(200);
    t.clock.set(new Date(TEST_NOW.getTime() + 8 * 3600 * 1000 + 1000));
    expect((await me(admin.authorization)).json()).toEqual({ code: 'unauthorized' });
    t.clock.set(TEST_NOW);
  });

  it('signs out this session only, or every session of the operator', async () => {
    t.clock.set(TEST_NOW);
    const first = await operatorAuth(t, { bottler: 2, role: 'sales' });
    const second = await operatorAuth(t, { bottler: 2, role: 'sales' });
    const third = await operatorAuth(t, { bottler: 2, role: 'sales' });
    const other = await operatorAuth(t, { bottler: 2, role: 'finance' });
    const out = await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: first });
    expect(out.json()).toEqual({ ok: true });
    expect((await me(first.authorization)).statusCode).toBe(401);
    expect((await me(second.authorization)).statusCode).toBe(200);
    const all = await t.app.inject({
      method: 'POST',
      url: '/api/admin/logout-all',
      headers: second,
    });
    expect(all.json()).toEqual({ revoked: 2 });
    expect((await me(second.authorization)).statusCode).toBe(401);
    expect((await me(third.authorization)).statusCode).toBe(401);
    // Another operator's session is untouched.
    expect((await me(other.authorization)).statusCode).toBe(200);
  });

  it('refuses a session whose row was revoked in the database, and a disabled operator', async () => {
    const finance = await operatorAuth(t, { bottler: 5, role: 'finance' });
    expect((await me(finance.authorization)).statusCode).toBe(200);
    await t.db.query(
      `update operators set disabled_at = $1 where email = 'finance@5.refill.test'`,
      [TEST_NOW],
    );
    expect((await me(finance.authorization)).statusCode).toBe(401);
    const res = await signIn('finance@5.refill.test', PASSWORD, '198.51.100.9');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'loginIncorrect' });
    await t.db.query(
      `update operators set disabled_at = null where email = 'finance@5.refill.test'`,
    );
  });

  it('throttles failed sign-ins per account (429 with Retry-After), shared in the database', async () => {
    t.clock.set(new Date(TEST_NOW.getTime() + 3600 * 1000));
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const res = await signIn('sales@5.refill.test', 'Wrong@2026', `203.0.113.${attempt + 1}`);
      expect(res.statusCode).toBe(401);
    }
    const blocked = await signIn('sales@5.refill.test', PASSWORD, '203.0.113.50');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'tooManyRequests' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.set(TEST_NOW);
  });

  it('sets the language the operator chose', async () => {
    const admin = await operatorAuth(t, { bottler: 5, role: 'admin' });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/me',
      headers: admin,
      payload: { language: 'ar' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ language: 'ar', email: 'admin@5.refill.test' });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/me',
      headers: admin,
      payload: { language: 'de' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation' });
  });

  it('refuses a platform switch to a tenant this deployment does not serve', async () => {
    const platform = await operatorAuth(t, { bottler: 2, role: 'platform' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/session/tenant',
      headers: platform,
      payload: { bottler: 99 },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'notFound' });
  });
});
