import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../test/app-harness.ts';
import { testDatabases } from '../../test/databases.ts';
import { ACCOUNT_LIMIT } from '../auth/login-throttle.ts';
import { CURRENT_SCRYPT_PARAMS, hashPassword } from '../auth/passwords.ts';
import { bearer } from './access-test-support.ts';

const PASSWORD = 'Demo@2026';

describe.each(testDatabases())('standalone login and logout on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind, { tenants: [2, 5] });
  });
  afterAll(() => t.close());

  // Each test logs in from its own address, so the per-address throttle of one does not
  // spill into another.
  const login = (bottler: number | string, body: object, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/user/authenticate/${bottler}`,
      payload: body,
      remoteAddress,
    });

  describe('POST /api/user/authenticate/:bottler (SPEC §5 Login, SECURITY T12)', () => {
    it.each([2, 5])(
      'tenant %i: the demo password gives a standalone session token that works on GET client',
      async (bottler) => {
        const res = await login(bottler, { clientId: '1001', password: PASSWORD }, '10.0.0.1');
        expect(res.statusCode).toBe(200);
        const { data, expiresAt } = res.json() as { data: string; expiresAt: string };
        expect(new Date(expiresAt).getTime()).toBeGreaterThan(t.clock.now().getTime());
        const profile = await t.app.inject({
          method: 'GET',
          url: '/api/client',
          headers: bearer(data),
        });
        expect(profile.statusCode).toBe(200);
        expect(profile.json()).toMatchObject({ bottler, external_id: '1001' });
        const rows = await t.db.query<{ origin: string }>(
          `SELECT origin FROM user_sessions WHERE tenant_id = $1 AND client_id = '1001'
            ORDER BY created_at DESC LIMIT 1`,
          [bottler],
        );
        expect(rows[0]?.origin).toBe('standalone');
      },
    );

    it('answers a wrong password and an unknown client id with the identical body', async () => {
      const wrong = await login(2, { clientId: '1002', password: 'Wrong@2026' }, '10.0.0.2');
      const unknown = await login(2, { clientId: '9999', password: PASSWORD }, '10.0.0.2');
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.body).toBe(unknown.body);
      expect(wrong.json()).toEqual({ code: 'loginIncorrect' });
    });

    it("refuses another tenant's client: 1001's password at tenant 2 does not open tenant 5", async () => {
      await t.db.query(
        `INSERT INTO clients (tenant_id, external_id, name, password_hash)
         SELECT 2, '2777', 'Só no Guanabara', password_hash
           FROM clients WHERE tenant_id = 2 AND external_id = '1001'`,
      );
      const own = await login(2, { clientId: '2777', password: PASSWORD }, '10.0.0.3');
      const other = await login(5, { clientId: '2777', password: PASSWORD }, '10.0.0.3');
      expect(own.statusCode).toBe(200);
      expect(other.statusCode).toBe(401);
      expect(other.json()).toEqual({ code: 'loginIncorrect' });
    });

    it.each([
      [{ clientId: '1001', password: 'Demo2026' }, ['password']],
      [{ clientId: '1001', password: 'Dem@26' }, ['password']],
      [{ clientId: '1001', password: 'Demo@2026 ' }, ['password']],
      [{ clientId: '1001' }, ['password']],
      [{ password: PASSWORD }, ['clientId']],
      [{ clientId: '', password: 'x' }, ['clientId']],
    ])('refuses %j with 400 validation naming the fields (SPEC §5 Login)', async (body, paths) => {
      const res = await login(2, body, '10.0.0.4');
      expect(res.statusCode).toBe(400);
      const answer = res.json() as { code: string; fields: { path: string; code: string }[] };
      expect(answer.code).toBe('validation');
      expect([...new Set(answer.fields.map((f) => f.path))]).toEqual(paths);
    });

    it('gives the SPEC §5 keys for fields that pass the schema but not the rule', async () => {
      const res = await login(2, { clientId: '1001', password: 'abcdefgh' }, '10.0.0.4');
      expect(res.json().fields).toEqual([{ path: 'password', code: 'login.passwordInvalid' }]);
    });

    it('refuses a tenant without standalone login (12) with 422 and an unknown one with 404', async () => {
      const closed = await login(12, { clientId: '1001', password: PASSWORD }, '10.0.0.5');
      expect(closed.statusCode).toBe(422);
      expect(closed.json()).toEqual({ code: 'featureDisabled' });
      const unknown = await login(999, { clientId: '1001', password: PASSWORD }, '10.0.0.5');
      expect(unknown.statusCode).toBe(404);
      expect(
        (await login('abc', { clientId: '1001', password: PASSWORD }, '10.0.0.5')).statusCode,
      ).toBe(400);
    });

    it(`answers the failure after ${ACCOUNT_LIMIT} with 429 and retryAfter, even for the right password`, async () => {
      for (let i = 0; i < ACCOUNT_LIMIT; i++) {
        const res = await login(5, { clientId: '1003', password: 'Wrong@2026' }, '10.0.0.6');
        expect(res.statusCode).toBe(401);
      }
      const blocked = await login(5, { clientId: '1003', password: PASSWORD }, '10.0.0.7');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().code).toBe('tooManyRequests');
      const retryAfter = blocked.json().params.retryAfter as number;
      expect(retryAfter).toBeGreaterThan(0);
      expect(blocked.headers['retry-after']).toBe(String(retryAfter));
      // After the window the shop gets in again.
      t.clock.set(new Date(t.clock.now().getTime() + (retryAfter + 1) * 1000));
      const later = await login(5, { clientId: '1003', password: PASSWORD }, '10.0.0.7');
      expect(later.statusCode).toBe(200);
    });

    it('rehashes a password stored with older scrypt parameters (SECURITY T13)', async () => {
      const old = await hashPassword(PASSWORD, { N: 2 ** 14, r: 8, p: 1 });
      await t.db.query(
        `UPDATE clients SET password_hash = $1 WHERE tenant_id = 2 AND external_id = '1004'`,
        [old],
      );
      const res = await login(2, { clientId: '1004', password: PASSWORD }, '10.0.0.8');
      expect(res.statusCode).toBe(200);
      const rows = await t.db.query<{ password_hash: string }>(
        `SELECT password_hash FROM clients WHERE tenant_id = 2 AND external_id = '1004'`,
      );
      expect(rows[0]?.password_hash.startsWith(`scrypt$${CURRENT_SCRYPT_PARAMS.N}$`)).toBe(true);
    });
  });

  describe('POST /api/logout', () => {
    it('revokes the session: the same token is refused afterwards', async () => {
      const token = await t.sessionToken(2, '1001');
      const first = await t.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: bearer(token),
      });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ ok: true });
      for (const url of ['/api/logout', '/api/client']) {
        const again = await t.app.inject({
          method: url === '/api/logout' ? 'POST' : 'GET',
          url,
          headers: bearer(token),
        });
        expect(again.statusCode).toBe(401);
        expect(again.json()).toEqual({ code: 'unauthorized' });
      }
    });

    it('leaves the other sessions of the shop alone', async () => {
      const mine = await t.sessionToken(5, '1002');
      const other = await t.sessionToken(5, '1002');
      await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(mine) });
      const res = await t.app.inject({ method: 'GET', url: '/api/client', headers: bearer(other) });
      expect(res.statusCode).toBe(200);
    });

    it('answers 401 without a token', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/logout' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'unauthorized' });
    });
  });
});
