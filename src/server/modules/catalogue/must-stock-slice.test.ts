/**
 * Orchestration's must-stock slice (catalogue-cache.ts `getMustStockAt`, issue 16 P8): before the
 * whole catalogue is loaded, orchestration reads the must-stock rows alone. Its answer must be the
 * one the whole catalogue gives, byte for byte (so its ETag too): tier prices, scheduled prices and
 * order included.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getMustStockAt,
  getTenantCatalogueAt,
  orchestrationProductsJson,
  type CatalogueDeps,
} from './catalogue-cache.ts';
import { selectCatalogueVersion } from './repository.ts';
import { openTestApp, TEST_NOW, type TestApp } from '../../test/app-harness.ts';
import { testDatabases } from '../../test/databases.ts';

describe.each(testDatabases())("orchestration's must-stock slice on %s", (kind) => {
  let t: TestApp;
  let deps: CatalogueDeps;
  const version = () => selectCatalogueVersion(t.db, 2);

  beforeAll(async () => {
    t = await openTestApp(kind, { tenants: [2] });
    deps = { db: t.db, now: () => TEST_NOW };
    // A must-stock product with tier prices and a scheduled price that has started, and one
    // whose scheduled price starts later: each part of the load that the slice filters.
    const [first, second] = await t.db.query<{ sku: string }>(
      `select sku from products where tenant_id = 2 and active and is_msl and price > 0
        order by position, sku limit 2`,
    );
    if (!first || !second) throw new Error('the demo has no must-stock products');
    await t.db.query(
      `insert into product_price_tiers (tenant_id, sku, minimum_quantity, price)
       values (2, $1, 6, 1.11), (2, $1, 12, 0.99) on conflict do nothing`,
      [first.sku],
    );
    // A scheduled price applies when it started after the product's last direct price change.
    await t.db.query(
      `update products set price_changed_at = $2 where tenant_id = 2 and sku = any($1::text[])`,
      [[first.sku, second.sku], new Date(TEST_NOW.getTime() - 86_400_000)],
    );
    await t.db.query(
      `insert into scheduled_prices (tenant_id, sku, starts_at, price)
       values (2, $1, $2, 7.77), (2, $3, $4, 8.88)`,
      [
        first.sku,
        new Date(TEST_NOW.getTime() - 3_600_000),
        second.sku,
        new Date(TEST_NOW.getTime() + 3_600_000),
      ],
    );
  });
  afterAll(() => t.close());

  it('answers what the whole catalogue answers, from the must-stock rows alone', async () => {
    const at = await version();
    const slice = await getMustStockAt(deps, 2, at);
    const whole = await getTenantCatalogueAt(deps, 2, at);
    expect(slice).not.toBe(whole);
    expect(slice.products.every((product) => product.isMSL === true)).toBe(true);
    expect(slice.products.length).toBeLessThan(whole.products.length);
    const json = orchestrationProductsJson(slice);
    expect(json).toBe(orchestrationProductsJson(whole));
    // The parts the slice filters are in it: the tiers and the started price.
    expect(json).toContain('1.11');
    expect(json).toContain('7.77');
    expect(json).not.toContain('8.88');
  });

  it('reads the whole catalogue only after the slice has gone back to its caller', async () => {
    // PGlite runs one statement at a time on the process's thread: the whole load must not start
    // before orchestration has written its answer (a restart's first 200, P8), only after it.
    const at = await version();
    const productReads: string[] = [];
    const recorded = new Proxy(t.db, {
      get(target, key) {
        if (key === 'query') {
          return (sql: string, params?: never) => {
            if (sql.includes('from products p')) productReads.push(sql);
            return target.query(sql, params);
          };
        }
        const value: unknown = Reflect.get(target, key);
        return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
      },
    });
    const fresh = { db: recorded, now: () => TEST_NOW };
    await getMustStockAt(fresh, 2, at);
    expect(productReads).toHaveLength(1);
    expect(productReads[0]).toContain('p.active and p.is_msl');
    await expect.poll(() => productReads.length).toBe(2);
    expect(productReads[1]).not.toContain('p.active and p.is_msl');
    const whole = await getTenantCatalogueAt(fresh, 2, at);
    expect(await getMustStockAt(fresh, 2, at)).toBe(whole);
    expect(productReads).toHaveLength(2);
  });

  it('answers from the whole catalogue once it is loaded, and follows a change', async () => {
    const at = await version();
    const whole = await getTenantCatalogueAt(deps, 2, at);
    expect(await getMustStockAt(deps, 2, at)).toBe(whole);

    await t.db.query(
      `update products set price = 9.99
        where tenant_id = 2 and sku = (select sku from products
                                        where tenant_id = 2 and active and is_msl and price > 0
                                        order by position, sku offset 2 limit 1)`,
    );
    const next = await version();
    expect(next).toBeGreaterThan(at);
    const slice = await getMustStockAt(deps, 2, next);
    expect(orchestrationProductsJson(slice)).toContain('9.99');
    expect(orchestrationProductsJson(slice)).toBe(
      orchestrationProductsJson(await getTenantCatalogueAt(deps, 2, next)),
    );
  });
});
