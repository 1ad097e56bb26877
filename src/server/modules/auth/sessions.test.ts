import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/types.ts';
import { openTestDatabase, testDatabases } from '../../test/databases.ts';
import {
  MAX_LINK_EXCHANGES,
  createSession,
  findActiveSession,
  isSessionActive,
  markLinkTokenUsed,
  purgeExpiredSessions,
  revokeClientSessions,
  revokeSession,
} from './sessions.ts';

type TestDb = Database;

describe.each(testDatabases())('on %s', (kind) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await db.close();
  });
  beforeEach(async () => {
    await db.query('TRUNCATE user_sessions, used_link_tokens, login_attempts');
  });

  const NOW = new Date('2026-03-10T12:00:00Z');
  const at = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);
  const newSession = (over: Partial<Parameters<typeof createSession>[1]> = {}) =>
    createSession(db, {
      tenantId: 2,
      clientId: '1001',
      origin: 'chat',
      now: NOW,
      ttl: 3600,
      ...over,
    });

  describe('sessions (SECURITY T8: logout revokes on the server)', () => {
    it('creates a session that is active until it expires', async () => {
      const { sid, expiresAt } = await newSession();
      expect(sid).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(expiresAt).toEqual(at(3600));
      expect(await findActiveSession(db, sid, NOW)).toEqual({
        tenantId: 2,
        clientId: '1001',
        origin: 'chat',
        createdAt: NOW,
        expiresAt: at(3600),
      });
    });

    it.each([
      ['at creation', 0, true],
      ['one second before expiry', 3599, true],
      ['at expiry', 3600, false],
      ['after expiry', 7200, false],
    ])('is active %s → %s', async (_label, offset, active) => {
      const { sid } = await newSession();
      expect(await isSessionActive(db, sid, at(offset))).toBe(active);
    });

    it('stores only a hash of the session id', async () => {
      const { sid } = await newSession();
      const rows = await db.query<{ id: string }>('SELECT id FROM user_sessions');
      expect(rows).toHaveLength(1);
      expect(rows[0]?.id).not.toBe(sid);
    });

    it('revokes: the session is no longer active, and revoking again is a no-op', async () => {
      const { sid } = await newSession();
      const other = await newSession();
      expect(await revokeSession(db, sid, at(10))).toBe(true);
      expect(await isSessionActive(db, sid, at(11))).toBe(false);
      expect(await revokeSession(db, sid, at(12))).toBe(false);
      expect(await isSessionActive(db, other.sid, at(11))).toBe(true);
    });

    it('does not know an unknown or empty sid', async () => {
      expect(await isSessionActive(db, 'nope', NOW)).toBe(false);
      expect(await isSessionActive(db, '', NOW)).toBe(false);
      expect(await revokeSession(db, 'nope', NOW)).toBe(false);
    });

    it("revokes every session of one client, and only that client's", async () => {
      const a = await newSession();
      const b = await newSession({ origin: 'standalone' });
      const otherClient = await newSession({ clientId: '1002' });
      const otherTenant = await newSession({ tenantId: 5 });
      expect(await revokeClientSessions(db, { tenantId: 2, clientId: '1001', now: at(5) })).toBe(2);
      expect(await isSessionActive(db, a.sid, at(6))).toBe(false);
      expect(await isSessionActive(db, b.sid, at(6))).toBe(false);
      expect(await isSessionActive(db, otherClient.sid, at(6))).toBe(true);
      expect(await isSessionActive(db, otherTenant.sid, at(6))).toBe(true);
    });

    it.each([
      ['tenant 0', { tenantId: 0 }],
      ['ttl 0', { ttl: 0 }],
      ['an unknown origin', { origin: 'email' as 'chat' }],
    ])('refuses to create a session with %s', async (_label, over) => {
      await expect(newSession(over)).rejects.toThrow();
    });

    it('purges expired sessions only', async () => {
      const short = await newSession({ ttl: 60 });
      const long = await newSession({ ttl: 3600 });
      await purgeExpiredSessions(db, at(60));
      const rows = await db.query('SELECT id FROM user_sessions');
      expect(rows).toHaveLength(1);
      expect(await isSessionActive(db, long.sid, at(60))).toBe(true);
      expect(await isSessionActive(db, short.sid, at(30))).toBe(false);
    });
  });

  describe('link-token exchanges (SECURITY T7; decision in sessions.ts)', () => {
    const exchange = (now = NOW, over: Partial<Parameters<typeof markLinkTokenUsed>[1]> = {}) =>
      markLinkTokenUsed(db, { jti: 'jti-1', tenantId: 2, now, expiresAt: at(86_400), ...over });

    it('allows the same link again within its lifetime, counting each exchange', async () => {
      expect(await exchange()).toEqual({ allowed: true, exchanges: 1 });
      expect(await exchange(at(3600))).toEqual({ allowed: true, exchanges: 2 });
      const rows = await db.query<{ used_at: Date; last_used_at: Date }>(
        'SELECT used_at, last_used_at FROM used_link_tokens',
      );
      expect(rows[0]).toEqual({ used_at: NOW, last_used_at: at(3600) });
    });

    it(`allows exactly ${MAX_LINK_EXCHANGES} exchanges of one link, then refuses`, async () => {
      for (let n = 1; n <= MAX_LINK_EXCHANGES; n += 1) {
        expect(await exchange(at(n))).toEqual({ allowed: true, exchanges: n });
      }
      expect((await exchange(at(100))).allowed).toBe(false);
      expect((await exchange(at(101))).allowed).toBe(false);
      expect((await exchange(at(1), { jti: 'jti-2' })).allowed).toBe(true);
    });

    it('counts concurrent exchanges one by one', async () => {
      const results = await Promise.all(
        Array.from({ length: MAX_LINK_EXCHANGES + 5 }, () => exchange()),
      );
      expect(results.filter((r) => r.allowed)).toHaveLength(MAX_LINK_EXCHANGES);
    });

    it('refuses a jti already recorded for another tenant', async () => {
      expect((await exchange(NOW, { tenantId: 2 })).allowed).toBe(true);
      expect((await exchange(NOW, { tenantId: 5 })).allowed).toBe(false);
    });

    it('keeps link records an hour past the token expiry before purging', async () => {
      await exchange(NOW, { expiresAt: at(100) });
      await purgeExpiredSessions(db, at(100 + 3599));
      expect(await db.query('SELECT jti FROM used_link_tokens')).toHaveLength(1);
      await purgeExpiredSessions(db, at(100 + 3600));
      expect(await db.query('SELECT jti FROM used_link_tokens')).toHaveLength(0);
    });
  });
});
