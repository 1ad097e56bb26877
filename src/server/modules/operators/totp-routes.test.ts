/**
 * The console's TOTP second factor (issue 12) through HTTP: setup and confirmation, sign-in with a
 * code, reuse and window refusals, turning it off, and a tenant that requires it. Codes are made
 * with otpauth from the secret the setup answered, at the test's clock.
 */
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW, openTestApp, type TestApp } from '../../test/app-harness.ts';
import { testDatabases } from '../../test/databases.ts';
import { operatorAuth } from '../../test/operator-harness.ts';

const PASSWORD = 'Demo@2026';
const at = (seconds: number) => new Date(TEST_NOW.getTime() + seconds * 1000);

function codeAt(secret: string, date: Date): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  return totp.generate({ timestamp: date.getTime() });
}

describe.each(testDatabases())('console TOTP on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind, { tenants: [2, 5] });
  });
  afterAll(() => t?.close());

  const post = (url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
  const auditRows = (tenantId: number, action: string) =>
    t.db.query<{ operator_email: string; entity_id: string; before: unknown; after: unknown }>(
      `select operator_email, entity_id, before, after from audit_log
        where tenant_id = $1 and action = $2 order by id`,
      [tenantId, action],
    );

  it('sets TOTP up, signs in with a code, refuses a reused or stale code, and turns it off', async () => {
    t.clock.set(TEST_NOW);
    const admin = await operatorAuth(t, { bottler: 2, role: 'admin' });
    const confirmWithoutSetup = await post('/api/admin/me/totp/confirm', admin, { code: '123456' });
    expect(confirmWithoutSetup.statusCode).toBe(409);
    expect(confirmWithoutSetup.json()).toEqual({ code: 'totpNotPending' });

    const setup = await post('/api/admin/me/totp/setup', admin);
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUri } = setup.json<{ secret: string; otpauthUri: string }>();
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Refill:admin%402\.refill\.test\?/);
    expect(otpauthUri).toContain(`secret=${secret}`);

    const wrong = await post('/api/admin/me/totp/confirm', admin, {
      code: codeAt(secret, at(-120)),
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ code: 'totpIncorrect' });
    const confirmed = await post('/api/admin/me/totp/confirm', admin, {
      code: codeAt(secret, TEST_NOW),
    });
    expect(confirmed.json()).toEqual({ totpEnabled: true });
    expect(await auditRows(2, 'totp.enable')).toEqual([
      expect.objectContaining({
        operator_email: 'admin@2.refill.test',
        before: { totpEnabled: false },
        after: { totpEnabled: true },
      }),
    ]);
    const again = await post('/api/admin/me/totp/setup', admin);
    expect(again.json()).toEqual({ code: 'totpAlreadyEnabled' });

    // Sign-in now asks for the code; the code that confirmed the setup cannot be used again.
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      payload: { email: 'admin@2.refill.test', password: PASSWORD },
    });
    const step = first.json<{ secondFactor: string; challenge: string }>();
    expect(step.secondFactor).toBe('totp');
    expect(first.json()).not.toHaveProperty('token');
    const reused = await post(
      '/api/admin/session/totp',
      {},
      {
        challenge: step.challenge,
        code: codeAt(secret, TEST_NOW),
      },
    );
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({ code: 'totpIncorrect' });

    // One step later (within the ±1 window) the code of the next step opens a session, once.
    t.clock.set(at(30));
    const next = { challenge: step.challenge, code: codeAt(secret, at(30)) };
    const opened = await post('/api/admin/session/totp', {}, next);
    expect(opened.statusCode).toBe(200);
    const { token } = opened.json<{ token: string; totpSetupRequired: boolean }>();
    expect(opened.json()).toMatchObject({ totpSetupRequired: false });
    const twice = await post('/api/admin/session/totp', {}, next);
    expect(twice.json()).toEqual({ code: 'totpIncorrect' });
    // A code two steps old is outside the window.
    t.clock.set(at(120));
    const stale = await post(
      '/api/admin/session/totp',
      {},
      {
        challenge: step.challenge,
        code: codeAt(secret, at(60)),
      },
    );
    expect(stale.json()).toEqual({ code: 'totpIncorrect' });
    // The challenge lives five minutes.
    t.clock.set(at(6 * 60));
    const late = await post(
      '/api/admin/session/totp',
      {},
      {
        challenge: step.challenge,
        code: codeAt(secret, at(6 * 60)),
      },
    );
    expect(late.statusCode).toBe(401);
    expect(late.json()).toEqual({ code: 'challengeExpired' });

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json()).toMatchObject({ totpEnabled: true });

    t.clock.set(at(7 * 60));
    const off = await post(
      '/api/admin/me/totp/disable',
      { authorization: `Bearer ${token}` },
      {
        code: codeAt(secret, at(7 * 60)),
      },
    );
    expect(off.json()).toEqual({ totpEnabled: false });
    expect(await auditRows(2, 'totp.disable')).toHaveLength(1);
    const offAgain = await post(
      '/api/admin/me/totp/disable',
      { authorization: `Bearer ${token}` },
      {
        code: '000000',
      },
    );
    expect(offAgain.json()).toEqual({ code: 'totpNotEnabled' });
    t.clock.set(TEST_NOW);
  });

  it('limits operators of a tenant that requires TOTP to setting it up', async () => {
    t.clock.set(at(3600));
    const admin = await operatorAuth(t, { bottler: 5, role: 'admin', secondFactor: true });
    const sales = await operatorAuth(t, { bottler: 5, role: 'sales' });
    const byFinance = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/security',
      headers: await operatorAuth(t, { bottler: 5, role: 'finance' }),
      payload: { requireTotp: true },
    });
    expect(byFinance.statusCode).toBe(403);
    const required = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/security',
      headers: admin,
      payload: { requireTotp: true },
    });
    expect(required.json()).toEqual({ requireTotp: true });
    expect(await auditRows(5, 'settings.security')).toEqual([
      expect.objectContaining({
        entity_id: '5',
        before: { requireTotp: false },
        after: { requireTotp: true },
      }),
    ]);

    // A session without a second factor may read me, set TOTP up and sign out; nothing else.
    const meAnswer = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: sales });
    expect(meAnswer.json()).toMatchObject({ tenantRequiresTotp: true, totpSetupRequired: true });
    const blocked = await post('/api/admin/me/totp/disable', sales, { code: '123456' });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({ code: 'totpSetupRequired' });

    // Signing in says so too.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/admin/session',
      payload: { email: 'sales@5.refill.test', password: PASSWORD },
    });
    expect(signIn.json()).toMatchObject({ totpSetupRequired: true });

    const setup = await post('/api/admin/me/totp/setup', sales);
    const { secret } = setup.json<{ secret: string }>();
    const confirmed = await post('/api/admin/me/totp/confirm', sales, {
      code: codeAt(secret, at(3600)),
    });
    expect(confirmed.json()).toEqual({ totpEnabled: true });
    const meAfter = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: sales });
    expect(meAfter.json()).toMatchObject({ totpEnabled: true, totpSetupRequired: false });

    // While the tenant requires it, TOTP cannot be turned off.
    t.clock.set(at(3630));
    const off = await post('/api/admin/me/totp/disable', sales, { code: codeAt(secret, at(3630)) });
    expect(off.statusCode).toBe(409);
    expect(off.json()).toEqual({ code: 'totpRequired' });
    t.clock.set(TEST_NOW);
  });

  it('refuses a malformed code and a made-up challenge', async () => {
    const bad = await post(
      '/api/admin/session/totp',
      {},
      { challenge: 'x'.repeat(40), code: '12ab56' },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation' });
    const forged = await post(
      '/api/admin/session/totp',
      {},
      {
        challenge: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJvcCJ9.c2lnbmF0dXJl',
        code: '123456',
      },
    );
    expect(forged.json()).toEqual({ code: 'challengeExpired' });
  });
});
