import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../deps.ts';
import { openTestApp, type TestApp } from '../../test/app-harness.ts';
import { testDatabases } from '../../test/databases.ts';
import { MAX_LINK_EXCHANGES } from '../auth/sessions.ts';
import {
  algNone,
  bearer,
  depsOf,
  HOUR_MS,
  linkToken,
  sessionTokenFor,
  tamper,
} from './access-test-support.ts';
import { authenticateUserToken } from './user-token.ts';

describe.each(testDatabases())('access tokens on %s', (kind) => {
  let t: TestApp;
  let deps: AppDeps;
  beforeAll(async () => {
    t = await openTestApp(kind, { tenants: [2, 5] });
    deps = depsOf(t);
    // A shop only tenant 5 has: tenant 2's links and bot may never reach it.
    await t.db.query(
      `INSERT INTO clients (tenant_id, external_id, name, minimum_order, payment_limit)
       VALUES (5, '5001', 'Épicerie Atlas', 50, 5000)`,
    );
  });
  afterAll(() => t.close());

  const ago = (hours: number) => new Date(t.clock.now().getTime() - hours * HOUR_MS);
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });
  const getClient = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/client', headers: bearer(token) });
  const sessionCount = async () =>
    Number((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM user_sessions'))[0]?.n);

  describe('authenticateUserToken (orchestration, SPEC §4 Authentication)', () => {
    it('exchanges a chat link for a chat session whose token signs in', async () => {
      const outcome = await authenticateUserToken(deps, await linkToken(deps, 2, '1001'));
      expect(outcome.ok).toBe(true);
      if (!outcome.ok) return;
      expect(outcome.ctx).toMatchObject({ tenantId: 2, clientId: '1001', origin: 'chat' });
      expect(outcome.sessionToken).toBeDefined();
      expect(outcome.expiresAt?.getTime()).toBeGreaterThan(t.clock.now().getTime());
      const res = await getClient(outcome.sessionToken as string);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ external_id: '1001', bottler: 2 });
    });

    it('accepts a stored session token without making another session', async () => {
      const token = await sessionTokenFor(deps, 5, '1002');
      const before = await sessionCount();
      const outcome = await authenticateUserToken(deps, token);
      expect(outcome).toMatchObject({ ok: true, ctx: { tenantId: 5, clientId: '1002' } });
      expect(outcome.ok && outcome.sessionToken).toBeFalsy();
      expect(await sessionCount()).toBe(before);
    });

    it.each([
      ['tampered signature', (tok: string) => tamper(tok)],
      ['alg none', (tok: string) => algNone(tok)],
      ['garbage', () => 'not-a-token-at-all-1234'],
    ])('refuses a %s link as unauthorized (SECURITY T6)', async (_name, mutate) => {
      const outcome = await authenticateUserToken(deps, mutate(await linkToken(deps, 2, '1001')));
      expect(outcome).toEqual({ ok: false, code: 'unauthorized' });
    });

    it('answers tokenExpired with the bottler for an expired link (SPEC §8 TokenExpiredError)', async () => {
      const token = await linkToken(deps, 2, '1001', { now: ago(25) });
      expect(await authenticateUserToken(deps, token)).toEqual({
        ok: false,
        code: 'tokenExpired',
        bottler: 2,
      });
    });

    it('answers authError for a link to a client its tenant does not have', async () => {
      const outcome = await authenticateUserToken(deps, await linkToken(deps, 2, '5001'));
      expect(outcome).toMatchObject({ ok: false, code: 'authError' });
    });

    it('refuses a link or session token signed for another environment (SECURITY T6)', async () => {
      const link = await linkToken(deps, 2, '1001', { env: 'latam/production' });
      const session = await sessionTokenFor(deps, 2, '1001', { env: 'latam/production' });
      expect(await authenticateUserToken(deps, link)).toEqual({ ok: false, code: 'unauthorized' });
      expect(await authenticateUserToken(deps, session)).toEqual({
        ok: false,
        code: 'unauthorized',
      });
      expect((await getClient(session)).json()).toEqual({ code: 'unauthorized' });
    });

    it(`allows ${MAX_LINK_EXCHANGES} exchanges of one link, then answers tokenExpired`, async () => {
      const token = await linkToken(deps, 2, '1003');
      for (let i = 0; i < MAX_LINK_EXCHANGES; i++) {
        expect((await authenticateUserToken(deps, token)).ok).toBe(true);
      }
      expect(await authenticateUserToken(deps, token)).toEqual({
        ok: false,
        code: 'tokenExpired',
        bottler: 2,
      });
    });
  });

  describe('POST /api/webtoken/validate (SPEC §7)', () => {
    const validate = (token: unknown) => post('/api/webtoken/validate', { token });

    it.each([
      ['link', () => linkToken(deps, 2, '1001')],
      ['session', () => sessionTokenFor(deps, 2, '1001')],
    ])('validates a %s token without creating a session', async (_kind, make) => {
      const token = await make();
      const before = await sessionCount();
      const res = await validate(token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        result: { authError: false },
        payload: { bottler: 2, clientId: '1001', authError: false },
      });
      expect(await sessionCount()).toBe(before);
    });

    it('reports authError for a genuine link to an unknown client', async () => {
      const res = await validate(await linkToken(deps, 2, '5001'));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        result: { authError: true },
        payload: { bottler: 2, authError: true },
      });
    });

    it.each([
      ['link', (now: Date) => linkToken(deps, 5, '1001', { now })],
      ['session', (now: Date) => sessionTokenFor(deps, 5, '1001', { now })],
    ])('answers 401 tokenExpired with the bottler for an expired %s token', async (_k, make) => {
      const res = await validate(await make(ago(200)));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'tokenExpired', params: { bottler: 5 } });
    });

    it.each([
      ['tampered', (tok: string) => tamper(tok)],
      ['alg none', (tok: string) => algNone(tok)],
    ])('answers 401 unauthorized for a %s token', async (_name, mutate) => {
      const res = await validate(mutate(await linkToken(deps, 2, '1001')));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'unauthorized' });
    });

    it.each([[{}], [{ token: '' }], [{ token: 5 }], [{ token: 'x', extra: 1 }]])(
      'refuses the body %j with 400 validation',
      async (body) => {
        const res = await post('/api/webtoken/validate', body);
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe('validation');
      },
    );
  });

  describe('POST /api/webToken/expiredToken (SPEC §7, §8 TokenExpiredError)', () => {
    const report = (token: unknown) => post('/api/webToken/expiredToken', { token });

    it.each([
      ['link', (now: Date) => linkToken(deps, 2, '1004', { now })],
      ['session', (now: Date) => sessionTokenFor(deps, 2, '1004', { now })],
    ])('reports the bottler of an expired %s token and resets the shop', async (_k, make) => {
      const live = await sessionTokenFor(deps, 2, '1004');
      const other = await sessionTokenFor(deps, 2, '1001');
      expect((await getClient(live)).statusCode).toBe(200);
      const res = await report(await make(ago(200)));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ bottler: 2, isUserContextResetSuccess: true });
      expect((await getClient(live)).statusCode).toBe(401);
      expect((await getClient(other)).statusCode).toBe(200);
    });

    it('resets nothing for a link that is still valid', async () => {
      const live = await sessionTokenFor(deps, 5, '1004');
      const res = await report(await linkToken(deps, 5, '1004'));
      expect(res.json()).toEqual({ bottler: 5, isUserContextResetSuccess: false });
      expect((await getClient(live)).statusCode).toBe(200);
    });

    it.each([
      ['tampered', (tok: string) => tamper(tok)],
      ['alg none', (tok: string) => algNone(tok)],
    ])('refuses a %s expired token with 401 and revokes nothing', async (_name, mutate) => {
      const live = await sessionTokenFor(deps, 5, '1003');
      const res = await report(mutate(await linkToken(deps, 5, '1003', { now: ago(200) })));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'unauthorized' });
      expect((await getClient(live)).statusCode).toBe(200);
    });

    it('refuses a missing token with 400 validation', async () => {
      const res = await post('/api/webToken/expiredToken', {});
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('validation');
    });
  });

  describe('POST /api/bot/links (PRODUCT.md "How a shop gets in")', () => {
    const botKey = (bottler: number) => ({ 'x-bot-key': t.config.BOT_KEYS[String(bottler)] ?? '' });

    it("links a shop of the key's tenant; the link signs in and lives the tenant's TTL", async () => {
      const res = await post('/api/bot/links', { clientId: '1001' }, botKey(2));
      expect(res.statusCode).toBe(200);
      const link = res.json() as { url: string; token: string; expiresAt: string };
      const url = new URL(link.url);
      expect(`${url.origin}${url.pathname}`).toBe(`${t.config.PUBLIC_URL}/`);
      expect(url.searchParams.get('bottler')).toBe('2');
      expect(url.searchParams.get('userToken')).toBe(link.token);
      const ttlHours = deps.tenants.get(2)?.linkTokenTtlHours ?? 24;
      expect(new Date(link.expiresAt).getTime()).toBe(t.clock.now().getTime() + ttlHours * HOUR_MS);
      const outcome = await authenticateUserToken(deps, link.token);
      expect(outcome).toMatchObject({ ok: true, ctx: { tenantId: 2, clientId: '1001' } });
    });

    it("answers 404 for a client only another tenant has, and links it with that tenant's key", async () => {
      const res = await post('/api/bot/links', { clientId: '5001' }, botKey(2));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'notFound' });
      const own = await post('/api/bot/links', { clientId: '5001' }, botKey(5));
      expect(own.statusCode).toBe(200);
      expect(new URL(own.json().url).searchParams.get('bottler')).toBe('5');
    });

    it.each([
      ['no key', {}],
      ['a wrong key', { 'x-bot-key': 'definitely-not-the-bot-key-0000' }],
    ])('answers 401 with %s', async (_name, headers) => {
      const res = await post('/api/bot/links', { clientId: '1001' }, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'unauthorized' });
    });

    it.each([[{}], [{ clientId: '' }], [{ clientId: 'a b' }], [{ clientId: '1001', bottler: 5 }]])(
      'refuses the body %j with 400 validation',
      async (body) => {
        const res = await post('/api/bot/links', body, botKey(2));
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe('validation');
      },
    );
  });
});
