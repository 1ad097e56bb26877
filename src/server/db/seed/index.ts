/**
 * The demo seed (PRODUCT.md "Demo data"): every tenant's catalogue, clients 1001–1004, orders,
 * invoices, combos, bingo and marketing content, with dates relative to `now`, and the console's
 * demo operators (./operators.ts). One transaction
 * per tenant, multi-row INSERTs. Expects migrations 001 (app_meta) and 002 (ordering) applied.
 */
import type { Database } from '../types.ts';
import { generateCatalogue, generateLargeCatalogue } from './catalogue.ts';
import { demoRowsForTenant } from './demo-rows.ts';
import { insertRows } from './insert-rows.ts';
import { demoSeeded, demoSeedMarkerKey } from './marker.ts';
import { demoOperators } from './operators.ts';
import { hashDemoPassword } from './password.ts';
import { demoTenantIds } from './tenant-profiles.ts';

export { demoTenantIds } from './tenant-profiles.ts';
export { demoPassword } from './password.ts';
export { demoSeeded, demoSeedMarkerKey } from './marker.ts';
export { PLATFORM_DEMO_EMAIL, demoOperatorEmail } from './operators.ts';

export interface SeedDemoOptions {
  now: Date;
  /** Tenant ids to seed; default all 14. */
  tenants?: readonly number[];
  /** A ready `scrypt$…` hash for the demo password; default: hash `Demo@2026` once now. */
  passwordHash?: string;
}

/** Rows inserted per table, summed over the seeded tenants. */
export type SeedCounts = Record<string, number>;

export async function seedDemo(db: Database, options: SeedDemoOptions): Promise<SeedCounts> {
  const passwordHash = options.passwordHash ?? (await hashDemoPassword());
  const counts: SeedCounts = {};
  const tenantIds = options.tenants ?? demoTenantIds;
  for (const tenantId of tenantIds) {
    const tables = demoRowsForTenant(tenantId, options.now, passwordHash);
    await db.transaction(async (tx) => {
      for (const [table, rows] of tables) {
        counts[table] = (counts[table] ?? 0) + (await insertRows(tx, table, rows));
      }
    });
  }
  // The console's demo operators (issue 12); the platform one is shared by every seed call.
  counts.operators = await insertRows(
    db,
    'operators',
    demoOperators(tenantIds, passwordHash, options.now),
    {
      onConflictDoNothing: true,
    },
  );
  // Fresh statistics, so foreign-key checks and the first queries use the indexes.
  await db.query('analyze');
  // Seeded rows carry explicit ids; move the identity on so the service's next insert is free.
  await db.query(
    `select setval(pg_get_serial_sequence('recurrent_schedules', 'id'),
                   greatest((select max(id) from recurrent_schedules), 1))`,
  );
  return counts;
}

/**
 * Seeds the demo once: does nothing when app_meta holds the 'demo_seed' marker, otherwise seeds
 * every tenant and writes the marker. Returns whether it seeded.
 */
export async function seedIfEmpty(
  db: Database,
  options: { now: Date; passwordHash?: string },
): Promise<{ seeded: boolean; counts?: SeedCounts }> {
  if (await demoSeeded(db)) return { seeded: false };
  const counts = await seedDemo(db, options);
  await db.query('insert into app_meta (key, value) values ($1, $2) on conflict (key) do nothing', [
    demoSeedMarkerKey,
    options.now.toISOString(),
  ]);
  return { seeded: true, counts };
}

/**
 * Adds `products` (default 5,000) benchmark products to a tenant's catalogue, skus
 * '9BBFXXNNNNN', with their tier prices; creates the demo categories, brands and packaging products if missing.
 * Idempotent: rows already there are skipped. Returns the number of products generated.
 */
export async function seedLargeCatalogue(
  db: Database,
  options: { tenantId: number; products?: number; now: Date },
): Promise<number> {
  const base = generateCatalogue(options.tenantId);
  const large = generateLargeCatalogue(options.tenantId, options.products ?? 5000);
  const skip = { onConflictDoNothing: true };
  await db.transaction(async (tx) => {
    await insertRows(tx, 'categories', base.categories, skip);
    await insertRows(tx, 'brands', base.brands, skip);
    // The empty bottles and crates the returnable glass products point to.
    await insertRows(
      tx,
      'products',
      base.products.filter((p) => p.sku.endsWith('P')),
      skip,
    );
  });
  // Without statistics the foreign-key checks below scan products row by row (seconds, not ms).
  await db.query('analyze products');
  await db.transaction(async (tx) => {
    await insertRows(tx, 'products', large.products, skip);
    await insertRows(tx, 'product_price_tiers', large.priceTiers, skip);
  });
  await db.query('analyze products');
  await db.query('analyze product_price_tiers');
  return large.products.length;
}
