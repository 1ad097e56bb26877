import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/types.ts';
import { openTestDatabase, testDatabases } from '../../test/databases.ts';
import { purgeExpired } from '../jobs/housekeeping.ts';
import { insertEvent, OUTBOX_RETENTION_DAYS } from './outbox-repository.ts';

describe.each(testDatabases())('outbox retention on %s', (kind) => {
  let db: Database;
  const NOW = new Date('2026-11-18T15:00:00Z');
  const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

  beforeAll(async () => {
    db = await openTestDatabase(kind);
  });
  afterAll(() => db.close());

  async function event(name: string, state: string, createdAt: Date): Promise<string> {
    const id = await insertEvent(db, {
      tenantId: 2,
      clientId: '1001',
      type: 'order.created',
      data: { name },
      createdAt,
    });
    await db.query('update outbox_events set state = $2 where id = $1', [id ?? '', state]);
    await db.query(
      `insert into outbox_attempts (event_id, attempt, started_at, duration_ms, url, status, answer)
       values ($1, 1, $2, 5, 'http://127.0.0.1/hook', 200, 'ok')`,
      [id ?? '', createdAt],
    );
    return id ?? '';
  }

  it('purges delivered and skipped events past the retention, keeps dead, recent and unsent ones', async () => {
    const old = OUTBOX_RETENTION_DAYS + 1;
    await event('old delivered', 'delivered', daysAgo(old));
    await event('old skipped', 'skipped', daysAgo(old));
    await event('old dead', 'dead', daysAgo(old));
    await event('old pending', 'pending', daysAgo(old));
    await event('recent delivered', 'delivered', daysAgo(OUTBOX_RETENTION_DAYS - 1));
    const waiting = await event('old delivered, WhatsApp pending', 'delivered', daysAgo(old));
    await db.query(
      `insert into whatsapp_messages (id, event_id, tenant_id, client_id)
       values (gen_random_uuid(), $1, 2, '1001')`,
      [waiting],
    );

    await purgeExpired(db, NOW);
    const left = await db.query<{ name: string }>(
      "select data->>'name' as name from outbox_events order by name",
    );
    expect(left.map((row) => row.name)).toEqual([
      'old dead',
      'old delivered, WhatsApp pending',
      'old pending',
      'recent delivered',
    ]);
    const [attempts] = await db.query<{ n: number }>(
      'select count(*)::int as n from outbox_attempts',
    );
    expect(attempts?.n).toBe(4);
  });
});
