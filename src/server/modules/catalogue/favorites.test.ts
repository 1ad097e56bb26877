/**
 * PUT products/favorites/:sku (decision 034) on both databases: marks and unmarks, idempotent,
 * only the tenant's own sellable products, session only, validated.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../test/app-harness.ts';
import { testDatabases } from '../../test/databases.ts';

describe.each(testDatabases())('favorites: mark and unmark on %s', (kind) => {
  let t: TestApp;
  let sku: string;

  const put = async (path: string, payload: unknown, bottler = 2, client = '1001') =>
    t.app.inject({
      method: 'PUT',
      url: `/api/products/favorites/${path}`,
      headers: await t.auth(bottler, client),
      payload: payload as object,
    });
  const favoriteSkus = async (bottler = 2, client = '1001') => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/products/favorites',
      headers: await t.auth(bottler, client),
    });
    return (res.json().data.items as { sku: string }[]).map((item) => item.sku);
  };
  const rows = async (tenant: number, client: string) =>
    (
      await t.db.query<{ sku: string }>(
        `select sku from favorites where tenant_id = $1 and client_id = $2 order by sku`,
        [tenant, client],
      )
    ).map((row) => row.sku);

  beforeAll(async () => {
    t = await openTestApp(kind, { tenants: [2, 5, 4] });
    await t.db.query(
      `insert into products (tenant_id, sku, description, brand_id, category_id, price)
       values (2, 'T2ONLY', 'Tenant two only', 1, 1, 4.5)`,
    );
    // A sellable product of tenant 2 that shop 1003 has not marked.
    const found = await t.db.query<{ sku: string }>(
      `select min(sku) as sku from products
        where tenant_id = 2 and price > 0 and sku not like '%P'
          and sku not in (select sku from favorites where tenant_id = 2 and client_id = '1003')`,
    );
    sku = found[0]!.sku;
  }, 120_000);
  afterAll(() => t.close());

  it('marks a product: 200 with its state, and the favorites list has it first', async () => {
    const res = await put(sku, { favorite: true }, 2, '1003');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sku, favorite: true });
    expect((await favoriteSkus(2, '1003'))[0]).toBe(sku);
  });

  it('marking again changes nothing (idempotent): one row, same answer', async () => {
    const before = await rows(2, '1003');
    const res = await put(sku, { favorite: true }, 2, '1003');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sku, favorite: true });
    expect(await rows(2, '1003')).toEqual(before);
  });

  it('unmarks, twice without error, and the list no longer has it', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await put(sku, { favorite: false }, 2, '1003');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ sku, favorite: false });
    }
    expect(await favoriteSkus(2, '1003')).not.toContain(sku);
    expect(await rows(2, '1003')).not.toContain(sku);
  });

  it("touches only the caller's own shop", async () => {
    const other = await rows(2, '1001');
    await put(sku, { favorite: true }, 2, '1003');
    expect(await rows(2, '1001')).toEqual(other);
  });

  it("another tenant's sku is 422 productUnavailable, and nothing is written", async () => {
    const before = await rows(5, '1001');
    const res = await put('T2ONLY', { favorite: true }, 5);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ code: 'productUnavailable', params: { sku: 'T2ONLY' } });
    expect(await rows(5, '1001')).toEqual(before);
    expect((await put('T2ONLY', { favorite: false }, 5)).statusCode).toBe(422);
  });

  it('an unknown sku or returnable packaging is 422 productUnavailable', async () => {
    expect((await put('NOSUCH1', { favorite: true })).json().code).toBe('productUnavailable');
    const [packaging] = await t.db.query<{ sku: string }>(
      `select min(sku) as sku from products where tenant_id = 2 and sku like '%P'`,
    );
    const res = await put(packaging!.sku, { favorite: true });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('productUnavailable');
  });

  it('a tenant with favorites off answers 422 featureDisabled', async () => {
    const res = await put(sku, { favorite: true }, 4);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ code: 'featureDisabled' });
  });

  it('without a session it is 401 unauthorized', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/products/favorites/${sku}`,
      payload: { favorite: true },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'unauthorized' });
  });

  it.each([
    ['a body without favorite', {}],
    ['favorite not a boolean', { favorite: 'yes' }],
    ['an unknown field', { favorite: true, sku: 'x' }],
  ])('%s is 400 validation', async (_name, body) => {
    const res = await put(sku, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation');
  });

  it('a sku with characters no sku has is 400 validation', async () => {
    const res = await put('bad%20sku', { favorite: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation');
  });
});
