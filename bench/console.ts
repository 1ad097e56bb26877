// `npm run bench:console` — the console's heaviest reads (issue 12) as ratios to a plain
// primary-key read of one order, measured in the same run (shared, noisy machines: absolute
// numbers drift, ratios much less). Goal: each ratio ≥ 0.1 (decision 027 names the indexes).
//
//   orders board, first page (50), unfiltered                 on a tenant with ORDERS orders
//   orders board, first page, filtered by status + a week    (orders_tenant_status_created_idx)
//   NPS dashboard (score, distribution, weekly) of 12 weeks   over ANSWERS answers (nps_daily, 046)
//   NPS answers, first page                                    (nps_answers_tenant_created_idx)
//
// Rows are inserted in bulk with SQL (generate_series) into tenant 2 after the demo seed.
// Embedded PGlite in memory by default; PostgreSQL when DATABASE_URL is set (a fresh database is
// created on that server and dropped at the end).
import { migrate } from '../src/server/db/migrate.ts';
import { openDatabase } from '../src/server/db/open-database.ts';
import { seedDemo } from '../src/server/db/seed/index.ts';
import type { Database } from '../src/server/db/types.ts';
import { ordersBoard } from '../src/server/modules/admin-orders/board-service.ts';
import { npsAnswers, npsDashboard } from '../src/server/modules/admin-nps/nps-service.ts';
import { loadServedTenants } from '../src/server/served-tenants.ts';
import { createEmptyPostgresDatabase } from '../src/server/test/databases.ts';
import { testConfig } from '../src/server/test/config.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const ANSWERS = Number(process.env.BENCH_ANSWERS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const NOW = new Date();

let dropDatabase: (() => Promise<void>) | undefined;
let db: Database;
if (process.env.DATABASE_URL) {
  process.env.TEST_DATABASE_URL = process.env.DATABASE_URL;
  const fresh = await createEmptyPostgresDatabase();
  dropDatabase = fresh.drop;
  db = await openDatabase({ databaseUrl: fresh.url });
} else {
  db = await openDatabase({ memory: true });
}

try {
  await migrate(db);
  console.log(`${db.kind}: seeding tenant 2, then ${ORDERS} orders and ${ANSWERS} NPS answers…`);
  await seedDemo(db, { now: NOW, tenants: [2], passwordHash: 'scrypt$unused' });
  const statuses = `(array['REGISTERED','BLOCKED','PREPARING','ROUTED','DELIVERED','CANCELLED'])`;
  const clients = `(array['1001','1002','1003','1004'])`;
  await db.query(
    `insert into orders (tenant_id, order_number, client_id, channel, status, created_at,
                         expected_delivery_date, total, total_without_tax, price_without_discount)
     select 2, (2000000 + g)::text, ${clients}[1 + g % 4], (array[11,12,40])[1 + g % 3],
            ${statuses}[1 + g % 6], $1::timestamptz - make_interval(mins => g * 3),
            ($1::timestamptz - make_interval(mins => g * 3))::date + 1, 100 + g % 500,
            90 + g % 500, 100 + g % 500
       from generate_series(1, $2::int) as g`,
    [NOW, ORDERS],
  );
  await db.query(
    `insert into nps_answers (tenant_id, client_id, score, feedback, created_at)
     select 2, ${clients}[1 + g % 4], g % 11, case when g % 7 = 0 then 'comment ' || g end,
            $1::timestamptz - make_interval(mins => g)
       from generate_series(1, $2::int) as g`,
    [NOW, ANSWERS],
  );
  await db.query('analyze');

  const tenant = loadServedTenants(testConfig()).get(2);
  if (!tenant) throw new Error('tenant 2 is not served');
  const ctx = { tenantId: 2, tenant, now: NOW };
  const weekAgo = new Date(NOW.getTime() - 7 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  const today = NOW.toISOString().slice(0, 10);

  async function perSecond(work: () => Promise<unknown>): Promise<number> {
    for (let i = 0; i < 10; i++) await work(); // warm-up (plans, caches)
    const start = performance.now();
    for (let i = 0; i < RUNS; i++) await work();
    return (RUNS * 1000) / (performance.now() - start);
  }

  let pk = 0;
  const reference = await perSecond(() =>
    db.query(`select * from orders where tenant_id = 2 and order_number = $1`, [
      String(2000000 + 1 + (pk++ % ORDERS)),
    ]),
  );
  const cases: [string, () => Promise<unknown>][] = [
    ['orders board, first page, unfiltered', () => ordersBoard(db, ctx, { limit: 50 })],
    [
      'orders board, first page, status BLOCKED + last 7 days',
      () => ordersBoard(db, ctx, { limit: 50, status: ['BLOCKED'], from: weekAgo, to: today }),
    ],
    ['NPS dashboard, last 12 weeks', () => npsDashboard(db, ctx, {})],
    ['NPS answers, first page', () => npsAnswers(db, ctx, { limit: 50 })],
  ];
  console.log(`reference: primary-key read of one order  ${reference.toFixed(0)}/s`);
  for (const [name, work] of cases) {
    const rate = await perSecond(work);
    console.log(
      `${name.padEnd(56)} ${rate.toFixed(1).padStart(8)}/s  ratio ${(rate / reference).toFixed(3)}×`,
    );
  }
} finally {
  await db.close();
  await dropDatabase?.();
}
