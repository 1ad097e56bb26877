// `npm run bench:import` — issue 13's speed figures, as rows per second and as ratios to a
// reference measured in the same run (shared, noisy machines: absolute numbers drift, ratios
// much less). Everything goes through the real app over `inject` (routing, validation, the
// CSV reader, the ERP's JSON, the bulk core, the audit), tenant 2 with its demo data:
//
//   reference   one plain multi-row INSERT … SELECT FROM unnest of BENCH_PRODUCTS products into
//               an unindexed copy of the products table (the "COPY / bulk insert" of the issue)
//   products    BENCH_PRODUCTS new products (default 10,000) as one CSV file (admin's
//               `catalogue-files/products/apply`), and as many others through the ERP's
//               `PUT erp/v1/products` in calls of 5,000 rows
//   prices      BENCH_PRICE_ROWS price rows (default 100,000) as CSV files of BENCH_PRODUCTS rows,
//               and through `PUT erp/v1/prices` in calls of 5,000 rows, every row a new price
//   first call  the shop's orchestration on a 5,000-product catalogue (tenant 5) right after one
//               price changed, as a ratio to a warm orchestration (median of BENCH_ROUNDS)
//
// Embedded PGlite by default; PostgreSQL when DATABASE_URL is set (a database of its own is made
// on that server and dropped at the end). Smoke size: BENCH_PRODUCTS=200 BENCH_PRICE_ROWS=400.
import { ERP_BULK_MAX_ROWS } from '../src/contract/index.ts';
import { CATALOGUE_COLUMNS } from '../src/domain/catalogue-rows.ts';
import { applyRows } from '../src/server/modules/catalogue-bulk/bulk-service.ts';
import { openTestApp, type TestApp } from '../src/server/test/app-harness.ts';
import { createTestApiKey } from '../src/server/test/erp-harness.ts';
import { operatorAuth } from '../src/server/test/operator-harness.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const PRICE_ROWS = Number(process.env.BENCH_PRICE_ROWS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 9);
const FIRST_CALL_PRODUCTS = 5000;

if (process.env.DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.DATABASE_URL;
const t: TestApp = await openTestApp(process.env.DATABASE_URL ? 'postgres' : 'pglite', {
  tenants: [2, 5],
  now: new Date(),
});

const seconds = async (work: () => Promise<unknown>): Promise<number> => {
  const start = performance.now();
  await work();
  return (performance.now() - start) / 1000;
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
const ok = (res: { statusCode: number; body: string }, what: string) => {
  if (res.statusCode !== 200)
    throw new Error(`${what}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  return res;
};

try {
  const [ref] = await t.db.query<{ brand_id: number; category_id: number }>(
    `select brand_id, category_id from products where tenant_id = 2 and sku not like '%P' limit 1`,
  );
  if (!ref) throw new Error('no product to copy a brand and category from');
  const product = (prefix: string, i: number) => ({
    sku: `${prefix}-${String(i).padStart(6, '0')}`,
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
  });
  const fileProducts = Array.from({ length: PRODUCTS }, (_, i) => product('FILE', i));
  const erpProducts = Array.from({ length: PRODUCTS }, (_, i) => product('ERP', i));
  const columns = Object.keys(fileProducts[0] ?? {});
  const csv = (rows: Record<string, string>[], header = columns) =>
    [header.join(','), ...rows.map((row) => header.map((c) => row[c] ?? '').join(','))].join('\n');
  if (columns.some((c) => !(CATALOGUE_COLUMNS.products as readonly string[]).includes(c))) {
    throw new Error('a bench column is not a products column');
  }
  console.log(
    `${t.db.kind}: ${PRODUCTS} products per path, ${PRICE_ROWS} price rows per path, ` +
      `first orchestration on ${FIRST_CALL_PRODUCTS} products (median of ${ROUNDS})`,
  );

  // Reference: the same product columns in one plain INSERT into a copy without keys or triggers.
  await t.db.query(`create table bench_products (like products including defaults)`);
  const col = (name: string) => fileProducts.map((row) => (row as Record<string, string>)[name]);
  const reference = await seconds(() =>
    t.db.query(
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

  const admin = await operatorAuth(t, { bottler: 2, role: 'admin' });
  const key = await createTestApiKey(t, 2, ['catalogue', 'prices']);
  const upload = (kind: string, body: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/catalogue-files/${kind}/apply`,
      headers: { ...admin, 'content-type': 'text/csv' },
      payload: body,
    });
  const erp = (path: string, rows: unknown[]) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/erp/v1/${path}`,
      headers: key.headers,
      payload: { rows },
    });
  const batches = <T>(rows: T[]) =>
    Array.from({ length: Math.ceil(rows.length / ERP_BULK_MAX_ROWS) }, (_, i) =>
      rows.slice(i * ERP_BULK_MAX_ROWS, (i + 1) * ERP_BULK_MAX_ROWS),
    );

  const fileProductsTime = await seconds(async () =>
    ok(await upload('products', csv(fileProducts)), 'products file'),
  );
  const erpProductsTime = await seconds(async () => {
    for (const rows of batches(erpProducts)) ok(await erp('products', rows), 'ERP products');
  });

  // Every round gives every sku a new price, so each row is written.
  const priceRounds = (skus: string[], total: number, send: (rows: object[]) => Promise<void>) =>
    seconds(async () => {
      let sent = 0;
      for (let round = 1; sent < total; round += 1) {
        const size = Math.min(skus.length, total - sent);
        const rows = skus.slice(0, size).map((sku, i) => ({
          sku,
          price: ((100 + ((i + round) % 900)) / 100).toFixed(2),
        }));
        await send(rows);
        sent += size;
      }
    });
  const filePricesTime = await priceRounds(
    fileProducts.map((row) => row.sku),
    PRICE_ROWS,
    async (rows) => {
      const body = csv(rows as Record<string, string>[], ['sku', 'price']);
      ok(await upload('prices', body), 'prices file');
    },
  );
  const erpPricesTime = await priceRounds(
    erpProducts.map((row) => row.sku),
    PRICE_ROWS,
    async (rows) => {
      for (const batch of batches(rows)) ok(await erp('prices', batch), 'ERP prices');
    },
  );

  // The shop's first orchestration after one price change, on a 5,000-product catalogue.
  const [existing] = await t.db.query<{ n: number }>(
    `select count(*)::int as n from products where tenant_id = 5`,
  );
  const [ref5] = await t.db.query<{ brand_id: number; category_id: number }>(
    `select brand_id, category_id from products where tenant_id = 5 and sku not like '%P' limit 1`,
  );
  const fill = Math.max(0, FIRST_CALL_PRODUCTS - (existing?.n ?? 0));
  const filled = await applyRows(
    t.db,
    {
      tenantId: 5,
      kind: 'products',
      currency: 'MAD',
      rows: Array.from({ length: fill }, (_, i) => ({
        ...product('SHOP', i),
        brandId: String(ref5?.brand_id),
        categoryId: String(ref5?.category_id),
      })),
    },
    { actor: { kind: 'operatorKey' }, at: new Date(), source: { file: 'bench' } },
  );
  if (!filled.applied) throw new Error(`tenant 5 catalogue: ${JSON.stringify(filled.errors[0])}`);
  const key5 = await createTestApiKey(t, 5, ['prices']);
  const shop = await t.auth(5, '1001');
  const orchestration = async () =>
    ok(
      await t.app.inject({
        method: 'GET',
        url: '/api/orchestration',
        headers: { ...shop, 'accept-encoding': 'gzip' },
      }),
      'orchestration',
    );
  await orchestration();
  const warm: number[] = [];
  const first: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    warm.push(await seconds(orchestration));
    ok(
      await t.app.inject({
        method: 'PUT',
        url: '/api/erp/v1/prices',
        headers: key5.headers,
        payload: { rows: [{ sku: 'SHOP-000001', price: 2 + round / 100 }] },
      }),
      'one price',
    );
    first.push(await seconds(orchestration));
  }

  const line = (name: string, rows: number, time: number) => {
    const rate = rows / time;
    console.log(
      `${name.padEnd(58)} ${rate.toFixed(0).padStart(9)} rows/s  ratio ${(rate / referenceRate).toFixed(3)}×`,
    );
  };
  console.log(
    `reference: plain multi-row INSERT ${' '.repeat(24)} ${referenceRate.toFixed(0).padStart(9)} rows/s`,
  );
  line('products: one CSV file (console, admin)', PRODUCTS, fileProductsTime);
  line(
    `products: ERP API (${batches(erpProducts).length} calls of ≤ ${ERP_BULK_MAX_ROWS})`,
    PRODUCTS,
    erpProductsTime,
  );
  line(`prices: CSV files of ${PRODUCTS} rows`, PRICE_ROWS, filePricesTime);
  line(`prices: ERP API (calls of ≤ ${ERP_BULK_MAX_ROWS})`, PRICE_ROWS, erpPricesTime);
  const warmMs = median(warm) * 1000;
  const firstMs = median(first) * 1000;
  console.log(
    `orchestration on ${FIRST_CALL_PRODUCTS} products: warm ${warmMs.toFixed(1)} ms, first after ` +
      `one price change ${firstMs.toFixed(1)} ms: ${(firstMs / warmMs).toFixed(1)}× the warm call`,
  );
} finally {
  await t.close();
}
