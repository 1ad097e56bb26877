// Bench set-up, run once before the server starts (PGlite has one owner at a time): gives demo
// shop 1001 of tenant 2 a payment limit no benchmark run can exhaust, so create measures orders
// and not 406 refusals once the shop's open orders add up.
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/open-database.ts';

const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await db.query(
    `update clients set payment_limit = 999999999 where tenant_id = 2 and external_id = '1001'`,
  );
} finally {
  await db.close();
}
