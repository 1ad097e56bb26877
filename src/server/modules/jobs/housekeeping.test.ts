import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/types.ts';
import { openTestDatabase, testDatabases } from '../../test/databases.ts';
import { countHit } from '../rate-limits/rate-window-repository.ts';
import { checkLoginAllowed, WINDOW_SECONDS } from '../auth/login-throttle.ts';
import { createSession, markLinkTokenUsed } from '../auth/sessions.ts';
import { storeIdempotentAnswer } from '../ordering/idempotency-repository.ts';
import { RATE_WINDOW_RETENTION_MS } from '../rate-limits/rate-window-repository.ts';
import { purgeExpired } from './housekeeping.ts';

describe.each(testDatabases())('purgeExpired on %s', (kind) => {
  let db: Database;
  const NOW = new Date('2026-11-18T15:00:00Z');
  const at = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);
  const HOUR = 3600;

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    await db.query(
      `insert into clients (tenant_id, external_id, name)
       values (2, '1001', 'Shop A'), (2, '1002', 'Shop B'), (5, '1001', 'Shop C')`,
    );
  });
  afterAll(() => db.close());

  const ids = async (sql: string): Promise<string[]> =>
    (await db.query<{ id: string }>(sql)).map((row) => row.id).sort();

  it('removes expired rows of every kind, for every tenant, and keeps live ones', async () => {
    // Sessions: one ended a minute ago, one lives another hour.
    await createSession(db, {
      tenantId: 2,
      clientId: '1001',
      origin: 'chat',
      now: at(-2 * HOUR),
      ttl: 2 * HOUR - 60,
    });
    await createSession(db, {
      tenantId: 5,
      clientId: '1001',
      origin: 'standalone',
      now: at(-HOUR),
      ttl: 2 * HOUR,
    });
    // Used links are kept an hour past their token's expiry (sessions.ts).
    await markLinkTokenUsed(db, {
      jti: 'old-link',
      tenantId: 2,
      now: at(-3 * HOUR),
      expiresAt: at(-HOUR - 1),
    });
    await markLinkTokenUsed(db, {
      jti: 'recent-link',
      tenantId: 2,
      now: at(-2 * HOUR),
      expiresAt: at(-60),
    });
    // Login throttle windows: one finished, one still counting.
    await checkLoginAllowed(db, {
      tenantId: 2,
      clientId: '1001',
      ip: '198.51.100.7',
      now: at(-WINDOW_SECONDS - 1),
    });
    await checkLoginAllowed(db, {
      tenantId: 2,
      clientId: '1002',
      ip: '198.51.100.8',
      now: at(-60),
    });
    // Rate counters of `logs`: one older than the retention, one current.
    await countHit(
      db,
      { tenantId: 2, scope: 'logs', key: 'old' },
      new Date(NOW.getTime() - RATE_WINDOW_RETENTION_MS - 1000),
    );
    await countHit(db, { tenantId: 5, scope: 'logs', key: 'current' }, at(-60));
    // Idempotency keys: expired ones of two tenants, and a live one.
    const claim = (tenantId: number, clientId: string, key: string, expiresAt: Date) =>
      db.transaction((tx) =>
        storeIdempotentAnswer(tx, { tenantId, clientId }, key, {
          requestHash: 'hash',
          now: at(-25 * HOUR),
          expiresAt,
          status: 200,
          body: {},
        }),
      );
    await claim(2, '1001', 'expired-a', at(-HOUR));
    await claim(5, '1001', 'expired-b', NOW);
    await claim(2, '1002', 'live', at(HOUR));

    const before = {
      sessions: await ids(`select client_id || '@' || tenant_id as id from user_sessions`),
      links: await ids('select jti as id from used_link_tokens'),
      attempts: (await ids('select key as id from login_attempts')).length,
      windows: await ids('select key as id from call_rate_windows'),
      keys: await ids('select key as id from idempotency_keys'),
    };
    expect(before).toEqual({
      sessions: ['1001@2', '1001@5'],
      links: ['old-link', 'recent-link'],
      attempts: 6,
      windows: ['current', 'old'],
      keys: ['expired-a', 'expired-b', 'live'],
    });

    await purgeExpired(db, NOW);

    expect(await ids(`select client_id || '@' || tenant_id as id from user_sessions`)).toEqual([
      '1001@5',
    ]);
    expect(await ids('select jti as id from used_link_tokens')).toEqual(['recent-link']);
    const attempts = await db.query<{ window_start: Date }>(
      'select window_start from login_attempts',
    );
    expect(attempts).toHaveLength(3);
    expect(attempts.every((row) => row.window_start.getTime() === at(-60).getTime())).toBe(true);
    expect(await ids('select key as id from call_rate_windows')).toEqual(['current']);
    expect(await ids('select key as id from idempotency_keys')).toEqual(['live']);

    // Again: nothing more goes, nothing fails.
    await purgeExpired(db, NOW);
    expect(await ids('select key as id from idempotency_keys')).toEqual(['live']);
    expect(await ids(`select client_id || '@' || tenant_id as id from user_sessions`)).toEqual([
      '1001@5',
    ]);
  });
  it('deletes uploaded images no product has shown for 90 days, and keeps the rest', async () => {
    await db.query(`insert into categories (tenant_id, id, name) values (2, 1, 'Refrigerantes')`);
    await db.query(`insert into brands (tenant_id, id, name) values (2, 1, 'Sol')`);
    await db.query(
      `insert into products (tenant_id, sku, description, brand_id, category_id, price, image_url)
       values (2, 'IMG1', 'Sol 350 ml', 1, 1, 3.5, '/api/product-images/2/IMG1/${'c'.repeat(64)}.webp')`,
    );
    const image = (hash: string, daysOld: number) =>
      db.query(
        `insert into product_images (tenant_id, sku, hash, content_type, bytes, width, height,
                                     created_at)
         values (2, 'IMG1', $1, 'image/webp', '\\x00', 1, 1, $2)`,
        [hash.repeat(64), at(-daysOld * 24 * HOUR)],
      );
    await image('a', 120); // unused for long: goes
    await image('b', 30); // unused, recent: an admin may still want it back
    await image('c', 400); // the product's current picture: stays however old
    await purgeExpired(db, NOW);
    expect(await ids(`select left(hash, 1) as id from product_images`)).toEqual(['b', 'c']);
  });
});
