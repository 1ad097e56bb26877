/**
 * Several dispatchers on one database (SECURITY T21): on PostgreSQL two dispatchers with their
 * own connection pools — as two instances would run — share the due events through
 * FOR UPDATE SKIP LOCKED and leases, and each event is acknowledged once, never sent twice at
 * once; on PGlite the same holds for two dispatchers in one process.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgresDatabase } from '../../db/postgres-database.ts';
import type { Database } from '../../db/types.ts';
import { openTestDatabase, testDatabases } from '../../test/databases.ts';
import { createDispatcher } from './dispatcher.ts';
import { endpointsFromConfig } from './endpoints.ts';
import { insertEvent } from './outbox-repository.ts';
import { startReceiver, type Receiver } from './receiver.test-support.ts';

const EVENTS = 60;

/** A second pool on the same PostgreSQL database (another instance), or the same PGlite. */
async function secondConnection(db: Database): Promise<Database> {
  if (db.kind !== 'postgres') return db;
  const [row] = await db.query<{ name: string }>('select current_database() as name');
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${row?.name ?? ''}`;
  return openPostgresDatabase({ connectionString: url.toString(), max: 5 });
}

describe.each(testDatabases())('two dispatchers on one %s database', (kind) => {
  let db: Database;
  let other: Database;
  let receiver: Receiver;

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    other = await secondConnection(db);
    receiver = await startReceiver();
  });
  afterAll(async () => {
    if (other !== db) await other.close();
    await db.close();
    await receiver.close();
  });

  it('deliver each event once: one request per event and attempt, none twice', async () => {
    const ids: string[] = [];
    await db.transaction(async (tx) => {
      for (let i = 0; i < EVENTS; i += 1) {
        const id = await insertEvent(tx, {
          tenantId: 2,
          clientId: '1001',
          type: 'order.status_changed',
          data: { orderNumber: String(100_000 + i) },
          createdAt: new Date(),
        });
        if (id !== undefined) ids.push(id);
      }
    });
    // Every tenth event fails once, so retries are shared too.
    const seen = new Set<string>();
    receiver.behave((request) => {
      const id = request.body.id;
      const first = !seen.has(id);
      seen.add(id);
      return first && ids.indexOf(id) % 10 === 0 ? 500 : 'ok';
    });
    const endpoints = endpointsFromConfig({
      '2': { url: receiver.url, secret: receiver.secret, concurrency: 4, timeoutMs: 5_000 },
    });
    const options = { endpoints, baseDelayMs: 10, maxDelayMs: 50, pollMs: 10 };
    const one = createDispatcher({ ...options, db });
    const two = createDispatcher({ ...options, db: other });
    one.start();
    two.start();
    try {
      await receiver.until(() => ids.every((id) => receiver.acknowledged.has(id)), 60_000);
      await Promise.all([one.idle(), two.idle()]);
    } finally {
      await Promise.all([one.stop(), two.stop()]);
    }
    expect(ids.filter((id) => receiver.acknowledged.get(id) !== 1)).toEqual([]);
    // One request per event, plus one per event that failed once.
    expect(receiver.requests).toHaveLength(EVENTS + EVENTS / 10);
    const states = await db.query<{ state: string; n: number }>(
      'select state, count(*)::int as n from outbox_events group by state',
    );
    expect(states).toEqual([{ state: 'delivered', n: EVENTS }]);
  });
});
