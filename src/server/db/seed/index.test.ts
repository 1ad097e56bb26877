import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabases } from '../../test/databases.ts';
import type { Database } from '../types.ts';
import { demoRowsForTenant } from './demo-rows.ts';
import { seedDemo, seedIfEmpty, seedLargeCatalogue } from './index.ts';
import { demoTenantIds } from './tenant-profiles.ts';

const now = new Date('2026-03-10T12:00:00Z');
const passwordHash =
  'scrypt$131072$8$1$c2FsdHNhbHRzYWx0c2FsdA==$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g=';

/** Rows the generators produce for all tenants, per table. */
function expectedCounts(): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const tenantId of demoTenantIds) {
    for (const [table, rows] of demoRowsForTenant(tenantId, now, passwordHash)) {
      counts[table] = (counts[table] ?? 0) + rows.length;
    }
  }
  // Three demo operators per tenant and the platform one (operators.ts).
  counts.operators = demoTenantIds.length * 3 + 1;
  return counts;
}

describe.each(testDatabases())('demo seed on %s', (kind) => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase(kind);
  });
  afterAll(() => db.close());

  it('seeds all 14 tenants once, in seconds, and writes the app_meta marker', async () => {
    const started = performance.now();
    const first = await seedIfEmpty(db, { now, passwordHash });
    const seconds = (performance.now() - started) / 1000;
    expect(first.seeded).toBe(true);
    expect(seconds).toBeLessThan(30);
    const expected = expectedCounts();
    expect(first.counts).toEqual(expected);
    for (const [table, count] of Object.entries(expected)) {
      const [row] = await db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
      expect(row?.n, table).toBe(count);
    }
    expect(expected.products).toBeGreaterThanOrEqual(14 * 156);
    expect(await seedIfEmpty(db, { now, passwordHash })).toEqual({ seeded: false });
    const [marker] = await db.query<{ value: string }>(
      "select value from app_meta where key = 'demo_seed'",
    );
    expect(marker?.value).toBe(now.toISOString());
  });

  it('stores jsonb, money and dates as the app reads them', async () => {
    const [p] = await db.query<{ descriptions: Record<string, string>; price: unknown }>(
      "select descriptions, price from products where tenant_id = 5 and sku = '101101'",
    );
    expect(Object.keys(p?.descriptions ?? {}).sort()).toEqual(['ar', 'fr']);
    expect(Number(p?.price)).toBeGreaterThan(0);
    const [c] = await db.query<{ n: number }>(
      "select count(*)::int as n from clients where password_hash = $1 and external_id in ('1001','1002','1003','1004')",
      [passwordHash],
    );
    expect(c?.n).toBe(56);
  });

  it('lets the service create the next recurrent schedule without an id clash', async () => {
    const rows = await db.query<{ id: number }>(
      "insert into recurrent_schedules (tenant_id, client_id, period_days, start_date, next_date) values (2, '1001', 15, '2026-03-11', '2026-03-26') returning id",
    );
    expect(rows[0]?.id).toBeGreaterThan(1);
  });

  it('adds a 5,000-product benchmark catalogue', async () => {
    expect(await seedLargeCatalogue(db, { tenantId: 3, now, products: 5000 })).toBe(5000);
    const [row] = await db.query<{ n: number }>(
      "select count(*)::int as n from products where tenant_id = 3 and sku like '9%'",
    );
    expect(row?.n).toBe(5000);
  });

  it('keys every table of the ordering schema by tenant (SECURITY T4)', async () => {
    const constraints = await db.query<{
      table_name: string;
      constraint_name: string;
      has_tenant: boolean;
    }>(
      `select c.conrelid::regclass::text as table_name, c.conname as constraint_name,
              exists (select 1 from unnest(c.conkey) k
                      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k
                      where a.attname = 'tenant_id') as has_tenant
         from pg_constraint c
        where c.contype in ('p', 'u', 'f')
          and c.connamespace = 'public'::regnamespace
          and c.conrelid::regclass::text = any($1)`,
      [
        demoRowsForTenant(2, now, null)
          .map(([table]) => table)
          .concat(['idempotency_keys', 'tracking_events', 'client_logs', 'client_features_seen']),
      ],
    );
    expect(constraints.length).toBeGreaterThan(40);
    expect(constraints.filter((c) => !c.has_tenant)).toEqual([]);
  });
});

describe.each(testDatabases())('seedDemo for chosen tenants on %s', (kind) => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase(kind);
  });
  afterAll(() => db.close());

  it('seeds only the tenants asked for', async () => {
    const counts = await seedDemo(db, { now, tenants: [13], passwordHash });
    expect(counts.clients).toBe(4);
    const rows = await db.query<{ tenant_id: number }>('select distinct tenant_id from products');
    expect(rows).toEqual([{ tenant_id: 13 }]);
  });
});
