// Bench set-up, run once before the server starts (PGlite has one owner at a time): gives demo
// shop 1001 of tenant 2 a payment limit no benchmark run can exhaust, so create measures orders
// and not 406 refusals once the shop's open orders add up, and adds BENCH_SHOPS copies of it
// (bench-shop-001…) so create can be measured across many shops of one tenant (issue 16, P6).
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/open-database.ts';
import { BENCH_SHOPS, benchShopId } from './shops.ts';

const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await db.query(
    `update clients set payment_limit = 999999999 where tenant_id = 2 and external_id = '1001'`,
  );
  // Whatever columns the clients table has today: the row of 1001 with another external id.
  const ids = Array.from({ length: BENCH_SHOPS }, (_, i) => benchShopId(i));
  await db.query(
    `insert into clients
     select (jsonb_populate_record(null::clients,
               to_jsonb(c) || jsonb_build_object('external_id', id))).*
       from clients c, unnest($1::text[]) id
      where c.tenant_id = 2 and c.external_id = '1001'
     on conflict do nothing`,
    [ids],
  );
} finally {
  await db.close();
}
