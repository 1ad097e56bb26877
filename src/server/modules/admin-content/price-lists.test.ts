/**
 * Price lists scheduled to start on a day of the tenant (issue 13, decision 057), on both
 * databases: an admin schedules a new price for tomorrow; until the tenant's midnight the shop's
 * `products` (plain and gzip), orchestration and `order/simulate` keep the old price, and from
 * that instant they carry the new one — the test clock moves, nothing is written in between (the
 * catalogue version does not move). A later direct price change wins over a started list; a day
 * not after today or an unknown sku is a field error; other roles read; tenants are isolated.
 */
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, TEST_NOW, type TestApp } from '../../test/app-harness.ts';
import { auditRows } from '../../test/console-ops-support.ts';
import { testDatabases } from '../../test/databases.ts';
import { operatorAuth } from '../../test/operator-harness.ts';

type Headers = Record<string, string>;
interface Priced {
  sku: string;
  price: number;
}

// TEST_NOW is 2026-11-18 15:00 UTC; tenant 2 is in São Paulo (UTC−3): the 19th starts at 03:00 UTC.
const START = new Date('2026-11-19T03:00:00Z');

describe.each(testDatabases())('scheduled price lists on %s', (kind) => {
  let t: TestApp;
  let admin2: Headers;
  let sku: string;
  let oldPrice: number;
  beforeAll(async () => {
    t = await openTestApp(kind, { tenants: [2, 5] });
    admin2 = await operatorAuth(t, { bottler: 2, role: 'admin' });
    const [row] = await t.db.query<{ sku: string; price: string }>(
      `select sku, price::text as price from products
        where tenant_id = 2 and active and is_msl and price > 0 and sku not like '%P'
        order by sku limit 1`,
    );
    if (!row) throw new Error('no MSL product');
    sku = row.sku;
    oldPrice = Number(row.price);
    // The seed wrote the products at the database's clock (today); the app's test clock is
    // earlier: date their last price change before the list, as it is in production.
    await t.db.query(
      "update products set price_changed_at = '2026-01-01' where tenant_id = 2 and sku = $1",
      [sku],
    );
  }, 300_000);
  afterAll(() => t?.close());

  const call = (headers: Headers, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/admin/${url}`, headers, ...(payload ? { payload } : {}) });
  const version = async () =>
    (
      await t.db.query<{ version: string }>(
        'select version::text as version from catalogue_versions where tenant_id = 2',
      )
    )[0]?.version;

  /** What the shop's three calls price the product at, at the clock's now. */
  async function shopPrices() {
    const headers = await t.auth(2, '1001');
    const products = await t.app.inject({ method: 'GET', url: '/api/products', headers });
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/api/products',
      headers: { ...headers, 'accept-encoding': 'gzip' },
    });
    const orchestration = await t.app.inject({ method: 'GET', url: '/api/orchestration', headers });
    const simulate = await t.app.inject({
      method: 'POST',
      url: '/api/order/simulate',
      headers,
      payload: { products: [{ sku, quantity: 1 }], orderType: '' },
    });
    const find = (list: Priced[]) => list.find((product) => product.sku === sku)?.price;
    const orchestrated = orchestration.json<{ products: (Priced | { product: Priced })[] }>();
    return {
      products: find(products.json<Priced[]>()),
      gzip: find(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8')) as Priced[]),
      orchestration: find(
        orchestrated.products.map((entry) => ('product' in entry ? entry.product : entry)),
      ),
      simulate: simulate.json<{ price: number }>().price,
      etag: products.headers.etag,
      orchestrationEtag: orchestration.headers.etag,
    };
  }

  it('takes effect at the tenant’s midnight with no write; a later direct change wins', async () => {
    const newPrice = Math.round((oldPrice + 1.37) * 100) / 100;
    const res = await call(admin2, 'POST', 'price-lists', {
      startDate: '2026-11-19',
      rows: [{ sku, price: newPrice, priceWithoutDiscount: null }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      startDate: '2026-11-19',
      startsAt: START.toISOString(),
      products: 1,
      state: 'scheduled',
    });
    const old = { products: oldPrice, gzip: oldPrice, orchestration: oldPrice, simulate: oldPrice };
    const fresh = {
      products: newPrice,
      gzip: newPrice,
      orchestration: newPrice,
      simulate: newPrice,
    };
    const before = await shopPrices();
    expect(before).toMatchObject(old);
    const written = await version();
    try {
      t.clock.set(new Date(START.getTime() - 1));
      expect(await shopPrices()).toMatchObject(old);
      t.clock.set(START);
      const after = await shopPrices();
      expect(after).toMatchObject(fresh);
      expect(after.etag).not.toBe(before.etag);
      // A shop that revalidates its first screen must not get a 304 for the old prices.
      expect(after.orchestrationEtag).toEqual(expect.any(String));
      expect(after.orchestrationEtag).not.toBe(before.orchestrationEtag);
      expect(await version()).toBe(written);
      const admin = await operatorAuth(t, { bottler: 2, role: 'admin' });
      expect((await call(admin, 'GET', 'price-lists')).json().items).toContainEqual(
        expect.objectContaining({ startDate: '2026-11-19', state: 'live' }),
      );

      // A direct change of the product's price after the list started wins over it.
      const direct = Math.round((oldPrice + 0.5) * 100) / 100;
      await t.db.query('update products set price = $2 where tenant_id = 2 and sku = $1', [
        sku,
        direct,
      ]);
      expect(await shopPrices()).toMatchObject({ products: direct, simulate: direct });
      await t.db.query('update products set price = $2 where tenant_id = 2 and sku = $1', [
        sku,
        oldPrice,
      ]);
    } finally {
      t.clock.set(TEST_NOW);
    }
    expect((await call(admin2, 'POST', 'price-lists/2026-11-19/delete')).json()).toEqual({
      ok: true,
    });
    expect((await auditRows(t.db, 'priceList', '2026-11-19')).map((row) => row.action)).toEqual([
      'priceList.schedule',
      'priceList.delete',
    ]);
  });

  it('names a first day not after today and an unknown sku, writing nothing', async () => {
    const today = await call(admin2, 'POST', 'price-lists', {
      startDate: '2026-11-18',
      rows: [{ sku, price: 1, priceWithoutDiscount: null }],
    });
    expect(today.json()).toEqual({
      code: 'validation',
      fields: [{ path: 'startDate', code: 'notFuture' }],
    });
    const unknown = await call(admin2, 'POST', 'price-lists', {
      startDate: '2026-12-01',
      rows: [
        { sku, price: 1, priceWithoutDiscount: null },
        { sku: 'no-such-sku', price: 1, priceWithoutDiscount: null },
      ],
    });
    expect(unknown.json().fields).toEqual([{ path: 'rows.1.sku', code: 'unknownProduct' }]);
    const negative = await call(admin2, 'POST', 'price-lists', {
      startDate: '2026-12-01',
      rows: [{ sku, price: -1, priceWithoutDiscount: null }],
    });
    expect(negative.statusCode).toBe(400);
    expect((await call(admin2, 'GET', 'price-lists')).json().items).toEqual([]);
  });

  it('other roles read but cannot schedule; another tenant’s admin neither sees nor cancels', async () => {
    const sales2 = await operatorAuth(t, { bottler: 2, role: 'sales' });
    const admin5 = await operatorAuth(t, { bottler: 5, role: 'admin' });
    const list = { startDate: '2026-12-01', rows: [{ sku, price: 9, priceWithoutDiscount: null }] };
    expect((await call(sales2, 'POST', 'price-lists', list)).statusCode).toBe(403);
    expect((await call(admin2, 'POST', 'price-lists', list)).statusCode).toBe(200);
    try {
      expect((await call(sales2, 'GET', 'price-lists')).json().items).toHaveLength(1);
      expect((await call(admin5, 'GET', 'price-lists')).json().items).toEqual([]);
      expect((await call(admin5, 'POST', 'price-lists/2026-12-01/delete')).statusCode).toBe(404);
    } finally {
      await call(admin2, 'POST', 'price-lists/2026-12-01/delete');
    }
  });
});
