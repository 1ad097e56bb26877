/**
 * `selectCatalogueProducts` and `selectPriceTiers` read as one JSON value (issue 16,
 * db/rows-as-one-value.ts): their rows must be exactly what the driver gives for the same columns
 * read row by row — every field, every type (money as text, jsonb as objects, integers as
 * numbers), in order, one tenant only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/types.ts';
import { seedDemo } from '../../db/seed/index.ts';
import { openTestDatabase, testDatabases } from '../../test/databases.ts';
import { TEST_NOW } from '../../test/app-harness.ts';
import { selectCatalogueProducts, selectPriceTiers } from './repository.ts';

/** The catalogue's columns read as rows, as the driver decodes them. */
const rowByRow = (db: Database, tenantId: number) =>
  db.query(
    `select p.sku, p.description, p.descriptions, b.name as brand, b.names as brand_names,
            c.name as category, c.names as category_names, p.submenu, p.size, p.unit,
            p.bottler_type, p.price, p.price_without_discount, p.price_without_tax, p.unit_cost,
            p.suggested_sale, p.image_url, p.icon_banner_url, p.quantity_limit,
            p.is_promotion_type, p.is_promo, p.is_msl, p.alcoholic, p.combo_id, p.family_id,
            p.is_glass_bottle, p.glass_bottles, p.glass_bottle_product_sku, p.box_product_sku,
            p.is_bottle_box, p.packaging
       from products p
       join brands b on b.tenant_id = p.tenant_id and b.id = p.brand_id
       join categories c on c.tenant_id = p.tenant_id and c.id = p.category_id
      where p.tenant_id = $1 and p.active
      order by p.position, p.sku`,
    [tenantId],
  );

describe.each(testDatabases())('the catalogue read as one value on %s', (kind) => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase(kind);
    await seedDemo(db, { now: TEST_NOW, tenants: [2, 5], passwordHash: 'x' });
    // Values the demo leaves empty, so each column is seen holding something.
    await db.query(
      `update products set quantity_limit = 12, icon_banner_url = '/banner.svg', unit_cost = 1.25,
              suggested_sale = 2.5, submenu = 'Lata', active = (sku <> $2)
        where tenant_id = 2 and sku = $1`,
      ['101101', '101102'],
    );
  }, 120_000);
  afterAll(() => db.close());

  it('gives every active product of the tenant exactly as a row-by-row read does', async () => {
    for (const tenantId of [2, 5]) {
      const rows = await selectCatalogueProducts(db, tenantId);
      expect(rows.length).toBeGreaterThan(10);
      expect(rows).toEqual(await rowByRow(db, tenantId));
    }
    const limited = (await selectCatalogueProducts(db, 2)).find((row) => row.sku === '101101');
    expect(limited).toMatchObject({ quantity_limit: 12, unit_cost: '1.25', submenu: 'Lata' });
  });

  it('gives every price tier of the tenant exactly as a row-by-row read does', async () => {
    for (const tenantId of [2, 5]) {
      const tiers = await selectPriceTiers(db, tenantId);
      expect(tiers.length).toBeGreaterThan(0);
      expect(tiers).toEqual(
        await db.query(
          `select sku, minimum_quantity, price, discount_percentage, unit_cost, table_code
             from product_price_tiers where tenant_id = $1 order by sku, minimum_quantity`,
          [tenantId],
        ),
      );
    }
  });

  it('gives an empty list for a tenant without products', async () => {
    expect(await selectCatalogueProducts(db, 999)).toEqual([]);
    expect(await selectPriceTiers(db, 999)).toEqual([]);
  });
});
