import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/types.ts';
import { openTestDatabase, testDatabases } from '../../test/databases.ts';
import {
  ACCOUNT_LIMIT,
  ADDRESS_LIMIT,
  WINDOW_SECONDS,
  addressKey,
  checkLoginAllowed,
  purgeLoginAttempts,
  recordLoginFailure,
  recordLoginSuccess,
} from './login-throttle.ts';
import type { LoginAttemptInput, LoginGate } from './login-throttle.ts';

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
  const SHOP_IP = '203.0.113.10';
  const input = (over: Partial<LoginAttemptInput> = {}): LoginAttemptInput => ({
    tenantId: 2,
    clientId: '1001',
    ip: '198.51.100.7',
    now: NOW,
    ...over,
  });

  /** One login attempt as the route makes it: check, then record the outcome when allowed. */
  async function attempt(
    passwordOk: boolean,
    over: Partial<LoginAttemptInput> = {},
  ): Promise<LoginGate> {
    const gate = await checkLoginAllowed(db, input(over));
    if (gate.allowed) {
      if (passwordOk) await recordLoginSuccess(db, input(over));
      else await recordLoginFailure(db, input(over));
    }
    return gate;
  }
  async function fail(times: number, over: Partial<LoginAttemptInput> = {}): Promise<LoginGate[]> {
    const gates: LoginGate[] = [];
    for (let i = 0; i < times; i += 1) gates.push(await attempt(false, over));
    return gates;
  }

  describe('per-account throttle (SECURITY T12: 5 failures per account per 15 min)', () => {
    it('has the agreed limits', () => {
      expect([ACCOUNT_LIMIT, ADDRESS_LIMIT, WINDOW_SECONDS]).toEqual([5, 20, 900]);
    });

    it.each([
      [4, true],
      [5, false],
    ])('after %i failures the next attempt is allowed: %s', async (failures, allowed) => {
      const gates = await fail(failures);
      expect(gates.every((gate) => gate.allowed)).toBe(true);
      const next = await checkLoginAllowed(db, input({ now: at(60) }));
      expect(next.allowed).toBe(allowed);
    });

    it('refuses the 6th attempt with Retry-After up to the end of the window, and does not count it', async () => {
      await fail(5);
      expect(await attempt(false, { now: at(60) })).toEqual({
        allowed: false,
        scope: 'account',
        retryAfterSeconds: WINDOW_SECONDS - 60,
      });
      // hammering while blocked does not extend the block
      await fail(20, { now: at(WINDOW_SECONDS - 1) });
      expect(await checkLoginAllowed(db, input({ now: at(WINDOW_SECONDS - 1) }))).toEqual({
        allowed: false,
        scope: 'account',
        retryAfterSeconds: 1,
      });
    });

    it.each([
      ['one second before the window ends', WINDOW_SECONDS - 1, false],
      ['when the window ends', WINDOW_SECONDS, true],
      ['long after', 10 * WINDOW_SECONDS, true],
    ])('a blocked account is free again %s → %s', async (_label, offset, allowed) => {
      await fail(5);
      expect((await checkLoginAllowed(db, input({ now: at(offset) }))).allowed).toBe(allowed);
    });

    it('starts a fresh window once the old one ended: 5 new failures again', async () => {
      await fail(5);
      const later = at(WINDOW_SECONDS);
      expect((await fail(5, { now: later })).every((gate) => gate.allowed)).toBe(true);
      expect((await attempt(false, { now: later })).allowed).toBe(false);
    });

    it('the window is fixed from its first failure (failures late in a window do not carry over)', async () => {
      await fail(1);
      await fail(4, { now: at(WINDOW_SECONDS - 10) });
      // the window that started at NOW ends; the next one begins empty
      expect((await attempt(false, { now: at(WINDOW_SECONDS) })).allowed).toBe(true);
    });

    it('a successful login gives an attacker on other addresses no fresh guesses (issue 10.4)', async () => {
      const attacker = { ip: '198.51.100.66' };
      await fail(4, attacker);
      expect((await attempt(true, { ip: SHOP_IP })).allowed).toBe(true);
      expect((await attempt(false, attacker)).allowed).toBe(true);
      expect((await attempt(false, attacker)).allowed).toBe(false);
    });

    it('the shop itself keeps its own address after logging in (its failures there are its own)', async () => {
      await fail(4);
      expect((await attempt(true)).allowed).toBe(true);
      expect((await fail(5)).every((gate) => gate.allowed)).toBe(true);
      expect((await attempt(false)).allowed).toBe(false);
    });

    it('counts unknown accounts the same way (a 429 does not reveal which ids exist)', async () => {
      await fail(5, { clientId: 'does-not-exist' });
      expect((await attempt(false, { clientId: 'does-not-exist' })).allowed).toBe(false);
    });

    it('treats case and surrounding spaces of the client id as one account', async () => {
      await fail(2, { clientId: 'ABC' });
      await fail(2, { clientId: ' abc ' });
      await fail(1, { clientId: 'Abc' });
      expect((await attempt(false, { clientId: 'abc' })).allowed).toBe(false);
    });

    it('keeps accounts and tenants apart', async () => {
      await fail(5);
      expect((await attempt(false, { clientId: '1002' })).allowed).toBe(true);
      expect((await attempt(false, { tenantId: 5 })).allowed).toBe(true);
    });

    it('holds under parallel attempts: of 12 concurrent tries exactly 5 pass', async () => {
      const gates = await Promise.all(
        Array.from({ length: 12 }, () => checkLoginAllowed(db, input())),
      );
      expect(gates.filter((gate) => gate.allowed)).toHaveLength(ACCOUNT_LIMIT);
    });
  });

  describe('per-address throttle (SECURITY T12: 20 failures per address per 15 min)', () => {
    const spray = async (accounts: number, ip: string, now = NOW) => {
      for (let i = 0; i < accounts; i += 1) await attempt(false, { clientId: `c${i}`, ip, now });
    };

    it.each([
      [19, true],
      [20, false],
    ])(
      'after %i failures over many accounts, the next attempt is allowed: %s',
      async (failures, allowed) => {
        await spray(failures, '192.0.2.1');
        const gate = await checkLoginAllowed(db, input({ clientId: 'fresh', ip: '192.0.2.1' }));
        expect(gate.allowed).toBe(allowed);
        if (!gate.allowed)
          expect(gate).toEqual({ allowed: false, scope: 'address', retryAfterSeconds: 900 });
      },
    );

    it('frees the address when its window ends; other addresses are unaffected', async () => {
      await spray(20, '192.0.2.1');
      expect((await checkLoginAllowed(db, input({ clientId: 'x', ip: '192.0.2.2' }))).allowed).toBe(
        true,
      );
      expect(
        (await checkLoginAllowed(db, input({ clientId: 'x', ip: '192.0.2.1', now: at(899) })))
          .allowed,
      ).toBe(false);
      expect(
        (await checkLoginAllowed(db, input({ clientId: 'x', ip: '192.0.2.1', now: at(900) })))
          .allowed,
      ).toBe(true);
    });

    it('shares one counter across an IPv6 /64', async () => {
      for (let i = 0; i < 20; i += 1) {
        await attempt(false, { clientId: `c${i}`, ip: `2001:db8:1:2::${(i + 1).toString(16)}` });
      }
      expect((await checkLoginAllowed(db, input({ ip: '2001:db8:1:2:ffff::1' }))).allowed).toBe(
        false,
      );
      expect((await checkLoginAllowed(db, input({ ip: '2001:db8:1:3::1' }))).allowed).toBe(true);
    });

    it('a success does not clear the address counter (only takes back its own attempt)', async () => {
      await spray(19, '192.0.2.1');
      expect((await attempt(true, { clientId: 'own-account', ip: '192.0.2.1' })).allowed).toBe(
        true,
      );
      expect((await attempt(false, { clientId: 'next', ip: '192.0.2.1' })).allowed).toBe(true);
      expect(
        (await checkLoginAllowed(db, input({ clientId: 'more', ip: '192.0.2.1' }))).allowed,
      ).toBe(false);
    });
  });

  describe('lock-out the attacker cannot turn against the shop (SECURITY T12)', () => {
    it('an address where the shop logged in before keeps working while the account is blocked', async () => {
      expect((await attempt(true, { ip: SHOP_IP, now: at(-86_400) })).allowed).toBe(true);
      await fail(5, { ip: '198.51.100.66' });
      expect(
        (await checkLoginAllowed(db, input({ ip: '198.51.100.67', now: at(1) }))).allowed,
      ).toBe(false);
      expect((await attempt(true, { ip: SHOP_IP, now: at(2) })).allowed).toBe(true);
    });

    it('but a known address gets no more than 5 failures per window itself', async () => {
      await attempt(true, { ip: SHOP_IP, now: at(-60) });
      await fail(5, { ip: '198.51.100.66' });
      expect((await fail(5, { ip: SHOP_IP, now: at(1) })).every((gate) => gate.allowed)).toBe(true);
      expect((await attempt(false, { ip: SHOP_IP, now: at(2) })).allowed).toBe(false);
    });

    it.each([
      ['29 days', 29, true],
      ['31 days', 31, false],
    ])('an address last successful %s ago counts as known: %s', async (_label, days, known) => {
      await attempt(true, { ip: SHOP_IP, now: at(-days * 86_400) });
      await fail(5, { ip: '198.51.100.66' });
      expect((await checkLoginAllowed(db, input({ ip: SHOP_IP }))).allowed).toBe(known);
    });

    it('a shop on a new address is blocked until the window ends (documented trade-off)', async () => {
      await fail(5, { ip: '198.51.100.66' });
      expect(await attempt(true, { ip: '203.0.113.99', now: at(300) })).toEqual({
        allowed: false,
        scope: 'account',
        retryAfterSeconds: 600,
      });
      expect((await attempt(true, { ip: '203.0.113.99', now: at(900) })).allowed).toBe(true);
    });
  });

  describe('addressKey', () => {
    it.each([
      ['198.51.100.7', '198.51.100.7'],
      [' 198.51.100.7 ', '198.51.100.7'],
      ['::ffff:198.51.100.7', '198.51.100.7'],
      ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
      ['2001:0DB8:0001:0002::1', '2001:db8:1:2::/64'],
      ['2001:db8::1', '2001:db8:0:0::/64'],
      ['fe80::1%eth0', 'fe80:0:0:0::/64'],
      ['::1', '0:0:0:0::/64'],
      ['64:ff9b::198.51.100.7', '64:ff9b:0:0::/64'],
      ['not an ip', 'invalid'],
      ['', 'invalid'],
    ])('%s → %s', (ip, key) => {
      expect(addressKey(ip)).toBe(key);
    });
  });

  describe('purgeLoginAttempts', () => {
    it('drops finished windows and keeps current ones and known addresses', async () => {
      await fail(1, { clientId: 'old' });
      await fail(1, { clientId: 'new', ip: '192.0.2.9', now: at(600) });
      await attempt(true, { clientId: 'shop', ip: SHOP_IP });
      await purgeLoginAttempts(db, at(WINDOW_SECONDS));
      const rows = await db.query<{ scope: string }>(
        'SELECT scope FROM login_attempts ORDER BY scope, key',
      );
      expect(rows.map((row) => row.scope)).toEqual([
        'account',
        'account-address',
        'address',
        'known-address',
      ]);
    });
  });
});
