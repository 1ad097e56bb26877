// `npm run bench:import` — the catalogue's bulk core (issue 13, decision 042) as rows per second
// and as a ratio to a plain multi-row INSERT of the same rows measured in the same run (shared,
// noisy machines: absolute numbers drift, ratios much less).
//
//   products: BENCH_PRODUCTS new products (default 10,000) through applyRows, in one file
//   prices:   BENCH_PRICE_ROWS price rows (default 100,000), in files of at most BENCH_PRODUCTS
//             rows (one sku once per file), each file changing every price it names
//   reference: one INSERT … SELECT FROM unnest of the same columns into an unindexed copy table
//
// Embedded PGlite in memory by default; PostgreSQL when DATABASE_URL is set (a fresh database is
// created on that server and dropped at the end). Smoke size: BENCH_PRODUCTS=200
// BENCH_PRICE_ROWS=400.
import type { RawRow } from '../src/domain/catalogue-rows.ts';
import { migrate } from '../src/server/db/migrate.ts';
import { openDatabase } from '../src/server/db/open-database.ts';
import { seedDemo } from '../src/server/db/seed/index.ts';
import type { Database } from '../src/server/db/types.ts';
import { applyRows } from '../src/server/modules/catalogue-bulk/bulk-service.ts';
import { createEmptyPostgresDatabase } from '../src/server/test/databases.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const PRICE_ROWS = Number(process.env.BENCH_PRICE_ROWS ?? 100_000);
const NOW = new Date();
const audit = { actor: { kind: 'operatorKey' } as const, at: NOW, source: { file: 'bench' } };

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

const seconds = async (work: () => Promise<unknown>): Promise<number> => {
  const start = performance.now();
  await work();
  return (performance.now() - start) / 1000;
};

try {
  await migrate(db);
  await seedDemo(db, { now: NOW, tenants: [2], passwordHash: 'scrypt$unused' });
  const [ref] = await db.query<{ brand_id: number; category_id: number }>(
    `select brand_id, category_id from products where tenant_id = 2 and sku not like '%P' limit 1`,
  );
  if (!ref) throw new Error('no product to copy a brand and category from');
  const products: RawRow[] = Array.from({ length: PRODUCTS }, (_, i) => ({
    sku: `BENCH-${String(i).padStart(6, '0')}`,
    description: `Refrigerante de teste ${i} 350 ml`,
    description_pt: `Refrigerante de teste ${i} 350 ml`,
    brandId: String(ref.brand_id),
    categoryId: String(ref.category_id),
    size: '350 ml',
    unit: 'unit',
    price: ((100 + (i % 900)) / 100).toFixed(2),
    priceWithoutDiscount: ((120 + (i % 900)) / 100).toFixed(2),
    tax: '0.18',
    isMSL: i % 7 === 0 ? 'true' : 'false',
  }));
  console.log(`${db.kind}: ${PRODUCTS} products, ${PRICE_ROWS} price rows`);

  // Reference: the same product columns in one plain INSERT into a copy without keys or triggers.
  await db.query(`create table bench_products (like products including defaults)`);
  const col = (name: string) => products.map((row) => row[name] as string);
  const reference = await seconds(() =>
    db.query(
      `insert into bench_products (tenant_id, sku, description, descriptions, brand_id,
         category_id, size, unit, price, price_without_discount, tax_rate, is_msl)
       select 2, n.sku, n.description, jsonb_build_object('pt', n.pt), n.brand, n.category,
              n.size, n.unit, n.price, n.pwd, n.tax, n.msl
         from unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::int[], $6::text[],
                     $7::text[], $8::numeric[], $9::numeric[], $10::numeric[], $11::bool[])
           as n(sku, description, pt, brand, category, size, unit, price, pwd, tax, msl)`,
      [
        col('sku'),
        col('description'),
        col('description_pt'),
        col('brandId').map(Number),
        col('categoryId').map(Number),
        col('size'),
        col('unit'),
        col('price'),
        col('priceWithoutDiscount'),
        col('tax'),
        col('isMSL').map((value) => value === 'true'),
      ],
    ),
  );
  const referenceRate = PRODUCTS / reference;

  const core = await seconds(async () => {
    const result = await applyRows(db, { tenantId: 2, kind: 'products', rows: products }, audit);
    if (!result.applied) throw new Error(`products refused: ${JSON.stringify(result.errors[0])}`);
  });
  const coreRate = PRODUCTS / core;
  const again = await seconds(() =>
    applyRows(db, { tenantId: 2, kind: 'products', rows: products }, audit),
  );

  let priced = 0;
  let round = 0;
  const prices = await seconds(async () => {
    while (priced < PRICE_ROWS) {
      round += 1;
      const size = Math.min(PRODUCTS, PRICE_ROWS - priced);
      const rows = products.slice(0, size).map((row, i) => ({
        sku: row.sku,
        price: ((100 + ((i + round) % 900)) / 100).toFixed(2),
      }));
      const result = await applyRows(db, { tenantId: 2, kind: 'prices', rows }, audit);
      if (!result.applied) throw new Error(`prices refused: ${JSON.stringify(result.errors[0])}`);
      priced += size;
    }
  });
  const priceRate = PRICE_ROWS / prices;

  const line = (name: string, rate: number) =>
    console.log(
      `${name.padEnd(52)} ${rate.toFixed(0).padStart(9)} rows/s  ratio ${(rate / referenceRate).toFixed(3)}×`,
    );
  line('reference: plain multi-row INSERT (products)', referenceRate);
  line('products through the core (new, one transaction)', coreRate);
  line('products re-applied unchanged (nothing written)', PRODUCTS / again);
  line(`prices through the core (${round} files, all changed)`, priceRate);
} finally {
  await db.close();
  await dropDatabase?.();
}
