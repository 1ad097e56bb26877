/**
 * The ERP's catalogue calls through HTTP (issue 13): products, prices and tiers go through the
 * console files' bulk core — new / changed / unchanged counts, the same payload twice writes
 * nothing, a bad row refuses the whole call (400 `rows.<i>.<column>`, nothing written), scopes,
 * tenant isolation, and a price the ERP sets is what the shop's next simulation charges.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../test/app-harness.ts';
import { testDatabases } from '../../test/databases.ts';
import { createTestApiKey, type TestApiKey } from '../../test/erp-harness.ts';
import {
  first,
  seededProducts,
  simulate,
  type SeededProduct,
} from '../ordering/ordering.fixture.ts';

describe.each(testDatabases())('ERP catalogue calls on %s', (kind) => {
  let t: TestApp;
  let catalogue2: TestApiKey;
  let pricesOnly2: TestApiKey;
  let ordersOnly2: TestApiKey;
  let catalogue5: TestApiKey;
  let plain: SeededProduct;
  let brandId: number;
  let categoryId: number;

  beforeAll(async () => {
    t = await openTestApp(kind, { tenants: [2, 5] });
    catalogue2 = await createTestApiKey(t, 2, ['catalogue', 'prices']);
    pricesOnly2 = await createTestApiKey(t, 2, ['prices']);
    ordersOnly2 = await createTestApiKey(t, 2, ['orders']);
    catalogue5 = await createTestApiKey(t, 5, ['catalogue', 'prices']);
    plain = first(await seededProducts(t, 2, 'plain'));
    const [ref] = await t.db.query<{ brand_id: number; category_id: number }>(
      `select brand_id, category_id from products where tenant_id = 2 and sku = $1`,
      [plain.sku],
    );
    brandId = ref?.brand_id ?? 0;
    categoryId = ref?.category_id ?? 0;
  }, 300_000);
  afterAll(() => t?.close());

  const put = (path: 'products' | 'prices' | 'tiers', key: TestApiKey, rows: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/erp/v1/${path}`,
      headers: key.headers,
      payload: { rows },
    });
  const product = async (tenantId: number, sku: string) =>
    (
      await t.db.query<{ description: string; price: string; size: string | null }>(
        `select description, price::text as price, size from products
          where tenant_id = $1 and sku = $2`,
        [tenantId, sku],
      )
    )[0];
  const version = async (tenantId: number) =>
    (
      await t.db.query<{ version: string }>(
        `select version::text as version from catalogue_versions where tenant_id = $1`,
        [tenantId],
      )
    )[0]?.version;

  const newProduct = () => ({
    sku: 'ERP-P1',
    description: 'Guaraná 2 L',
    description_es: 'Guaraná 2 L',
    brandId,
    categoryId,
    size: '2 L',
    unit: 'UN',
    price: 8.9,
    tax: 0.18,
    active: true,
  });

  it('creates a product, and the same payload again changes nothing (no new catalogue version)', async () => {
    const created = await put('products', catalogue2, [newProduct()]);
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({ new: 1, changed: 0, unchanged: 0, removed: 0 });
    expect(await product(2, 'ERP-P1')).toEqual({
      description: 'Guaraná 2 L',
      price: '8.90',
      size: '2 L',
    });
    const before = await version(2);
    const again = await put('products', catalogue2, [newProduct()]);
    expect(again.json()).toEqual({ new: 0, changed: 0, unchanged: 1, removed: 0 });
    expect(await version(2)).toBe(before);
    // A text cell for a number is read as the files read it.
    const changed = await put('products', catalogue2, [{ ...newProduct(), price: '9.10' }]);
    expect(changed.json()).toMatchObject({ changed: 1 });
    expect((await product(2, 'ERP-P1'))?.price).toBe('9.10');
  });

  it('refuses the whole call when a row breaks a rule, naming the row and column; nothing is written', async () => {
    const res = await put('products', catalogue2, [
      { ...newProduct(), sku: 'ERP-P2' },
      { ...newProduct(), sku: 'ERP-P3', price: -1 },
      { ...newProduct(), sku: 'ERP-P4', brandId: 999_999 },
    ]);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ code: string; fields: { path: string; code: string }[] }>();
    expect(body.code).toBe('validation');
    expect(body.fields.map((field) => field.path)).toEqual(['rows.1.price', 'rows.2.brandId']);
    expect(await product(2, 'ERP-P2')).toBeUndefined();
    // A column the kind does not know is refused by the contract before any read.
    const unknown = await put('prices', catalogue2, [{ sku: plain.sku, price: 1, colour: 'red' }]);
    expect(unknown.statusCode).toBe(400);
  });

  it('replaces the tiers of the skus named and refuses tiers out of order', async () => {
    const ok = await put('tiers', pricesOnly2, [
      { sku: 'ERP-P1', minimumQuantity: 12, price: 8.5 },
      { sku: 'ERP-P1', minimumQuantity: 24, discountPercentage: 10 },
    ]);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ new: 2, changed: 0, unchanged: 0, removed: 0 });
    const replaced = await put('tiers', pricesOnly2, [
      { sku: 'ERP-P1', minimumQuantity: 12, price: 8.5 },
    ]);
    expect(replaced.json()).toEqual({ new: 0, changed: 0, unchanged: 1, removed: 1 });
    const wrong = await put('tiers', pricesOnly2, [
      { sku: 'ERP-P1', minimumQuantity: 12, price: 8.5 },
      { sku: 'ERP-P1', minimumQuantity: 12, price: 8.0 },
    ]);
    expect(wrong.statusCode).toBe(400);
    const tiers = await t.db.query(
      `select minimum_quantity from product_price_tiers where tenant_id = 2 and sku = 'ERP-P1'`,
    );
    expect(tiers).toHaveLength(1);
  });

  it('a price the ERP sets is what the shop is charged on its next simulation', async () => {
    const original = plain.price.toFixed(2);
    const res = await put('prices', pricesOnly2, [{ sku: plain.sku, price: 4.25 }]);
    expect(res.json()).toMatchObject({ changed: 1 });
    const shop = await t.auth(2, '1001');
    const simulated = await simulate(t, shop, {
      products: [{ sku: plain.sku, quantity: 3 }],
      orderType: '',
    });
    expect(simulated.statusCode).toBe(200);
    expect(simulated.body).toMatchObject({ price: 12.75 });
    await put('prices', pricesOnly2, [{ sku: plain.sku, price: original }]);
    expect((await product(2, plain.sku))?.price).toBe(original);
  });

  it('needs the scope of the kind: catalogue for products, prices for prices and tiers', async () => {
    const products = await put('products', pricesOnly2, [newProduct()]);
    expect(products.statusCode).toBe(403);
    expect(products.json()).toMatchObject({
      code: 'apiKeyScopeMissing',
      params: { scope: 'catalogue' },
    });
    const prices = await put('prices', ordersOnly2, [{ sku: plain.sku, price: 1 }]);
    expect(prices.statusCode).toBe(403);
    const none = await t.app.inject({
      method: 'PUT',
      url: '/api/erp/v1/prices',
      payload: { rows: [{ sku: plain.sku, price: 1 }] },
    });
    expect(none.statusCode).toBe(401);
    expect((await product(2, plain.sku))?.price).toBe(plain.price.toFixed(2));
  });

  it("writes only its own tenant's catalogue", async () => {
    const res = await put('prices', catalogue5, [{ sku: 'ERP-P1', price: 1 }]);
    // Tenant 5 has no ERP-P1: its row error, and tenant 2's product is untouched.
    expect(res.statusCode).toBe(400);
    expect((await product(2, 'ERP-P1'))?.price).toBe('9.10');
  });
});
