import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/types.ts';
import { openTestDatabase, testDatabases } from '../../test/databases.ts';
import { countHit } from './rate-window-repository.ts';

describe.each(testDatabases())('rate-limit windows on %s', (kind) => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase(kind);
  });
  afterAll(() => db.close());

  it('are kept in an unlogged table, so a counted call does not wait for a WAL flush (decision 091)', async () => {
    const [table] = await db.query<{ persistence: string }>(
      `select relpersistence as persistence from pg_class where relname = 'call_rate_windows'`,
    );
    expect(table?.persistence).toBe('u');
    // The login throttle keeps its lock-outs through a crash.
    const [throttle] = await db.query<{ persistence: string }>(
      `select relpersistence as persistence from pg_class where relname = 'login_attempts'`,
    );
    expect(throttle?.persistence).toBe('p');
  });

  it('count each hit of a window, separately per tenant, scope and key, and start again in the next window', async () => {
    const minute = new Date('2026-12-05T10:00:00Z');
    const next = new Date('2026-12-05T10:01:00Z');
    const key = { tenantId: 2, scope: 'simulate', key: 'session-a' };
    expect(await countHit(db, key, minute)).toBe(1);
    expect(await countHit(db, key, minute)).toBe(2);
    expect(await countHit(db, { ...key, tenantId: 5 }, minute)).toBe(1);
    expect(await countHit(db, { ...key, scope: 'logs' }, minute)).toBe(1);
    expect(await countHit(db, { ...key, key: 'session-b' }, minute)).toBe(1);
    const concurrent = await Promise.all(
      Array.from({ length: 5 }, () => countHit(db, key, minute)),
    );
    expect(concurrent.sort((a, b) => a - b)).toEqual([3, 4, 5, 6, 7]);
    expect(await countHit(db, key, next)).toBe(1);
  });
});
