// `npm run seed` — seeds the demo data (PRODUCT.md) into the configured database, once.
// `npm run seed -- --tenant 2 --products 5000` — adds a large catalogue to one tenant (benchmarks).
// Uses DATABASE_URL when set, else the embedded database in DATA_DIR (stop `npm start` first:
// one process owns an embedded database).
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config.ts';
import { migrate } from '../src/server/db/migrate.ts';
import { openDatabase } from '../src/server/db/open-database.ts';
import { seedIfEmpty, seedLargeCatalogue } from '../src/server/db/seed/index.ts';

const { values } = parseArgs({
  options: {
    tenant: { type: 'string' },
    products: { type: 'string' },
  },
});

const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await migrate(db);
  const now = new Date();
  if (values.tenant !== undefined) {
    const tenantId = Number(values.tenant);
    const products = Number(values.products ?? 5000);
    if (
      !Number.isInteger(tenantId) ||
      tenantId < 1 ||
      !Number.isInteger(products) ||
      products < 1
    ) {
      throw new Error('usage: npm run seed -- --tenant <id> --products <count>');
    }
    await seedIfEmpty(db, { now });
    const added = await seedLargeCatalogue(db, { tenantId, products, now });
    console.log(`Tenant ${tenantId}: ${added} catalogue products generated.`);
  } else {
    const { seeded } = await seedIfEmpty(db, { now });
    console.log(seeded ? 'Seeded the demo data.' : 'The demo data is already there.');
  }
} finally {
  await db.close();
}
