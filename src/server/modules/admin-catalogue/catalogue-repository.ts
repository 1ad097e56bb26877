/**
 * SQL of the console's catalogue (issue 13): products listed by sku and searched, one product with
 * its tiers (locked for a change), its write and its tier list replaced, brands and categories,
 * and the product image library. Every query names the operator's tenant. The catalogue version
 * triggers (migration 008) bump on each of these writes, so the shops' next call reloads.
 */
import type { Queryable, SqlParam } from '../../db/types.ts';
import { containsPattern } from '../admin-lists/keyset.ts';

type Localized = Record<string, string>;

export interface ProductRow {
  sku: string;
  description: string;
  descriptions: Localized;
  brand_id: number;
  brand: string;
  category_id: number;
  category: string;
  size: string | null;
  unit: string | null;
  packaging: string | null;
  is_glass_bottle: boolean;
  glass_bottles: number;
  glass_bottle_product_sku: string | null;
  box_product_sku: string | null;
  is_bottle_box: boolean;
  tax_rate: string;
  alcoholic: boolean;
  is_msl: boolean;
  quantity_limit: number | null;
  is_promotion_type: boolean;
  is_promo: boolean;
  unit_cost: string | null;
  suggested_sale: string | null;
  active: boolean;
  price: string;
  price_without_discount: string | null;
  price_without_tax: string | null;
  image_url: string | null;
  version: number;
  tier_count: number;
}

export interface TierRow {
  minimum_quantity: number;
  price: string;
  discount_percentage: string | null;
}

const PRODUCT_COLUMNS = `p.sku, p.description, p.descriptions, p.brand_id, b.name as brand,
  p.category_id, c.name as category, p.size, p.unit, p.packaging, p.is_glass_bottle,
  p.glass_bottles, p.glass_bottle_product_sku, p.box_product_sku, p.is_bottle_box, p.tax_rate,
  p.alcoholic, p.is_msl, p.quantity_limit, p.is_promotion_type, p.is_promo, p.unit_cost,
  p.suggested_sale, p.active, p.price, p.price_without_discount, p.price_without_tax, p.image_url,
  p.version,
  (select count(*)::int from product_price_tiers t
    where t.tenant_id = p.tenant_id and t.sku = p.sku) as tier_count`;

const PRODUCT_FROM = `from products p
  join brands b on b.tenant_id = p.tenant_id and b.id = p.brand_id
  join categories c on c.tenant_id = p.tenant_id and c.id = p.category_id`;

export interface ProductQuery {
  tenantId: number;
  q?: string | undefined;
  categories?: readonly number[] | undefined;
  brands?: readonly number[] | undefined;
  active?: boolean | undefined;
  after?: string | undefined;
  limit: number;
}

export async function selectProducts(db: Queryable, query: ProductQuery): Promise<ProductRow[]> {
  const q = query.q === undefined || query.q === '' ? null : containsPattern(query.q);
  return db.query<ProductRow>(
    `select ${PRODUCT_COLUMNS} ${PRODUCT_FROM}
      where p.tenant_id = $1
        and ($2::text is null or p.sku ilike $2 or search_fold(p.description) like search_fold($2)
             or exists (select 1 from jsonb_each_text(p.descriptions) d
                         where search_fold(d.value) like search_fold($2)))
        and ($3::int[] is null or p.category_id = any($3::int[]))
        and ($4::int[] is null or p.brand_id = any($4::int[]))
        and ($5::boolean is null or p.active = $5)
        and ($6::text is null or p.sku > $6)
      order by p.sku
      limit $7`,
    [
      query.tenantId,
      q,
      query.categories && query.categories.length > 0 ? `{${query.categories.join(',')}}` : null,
      query.brands && query.brands.length > 0 ? `{${query.brands.join(',')}}` : null,
      query.active ?? null,
      query.after ?? null,
      query.limit,
    ],
  );
}

export async function selectProduct(
  db: Queryable,
  tenantId: number,
  sku: string,
  options: { forUpdate?: boolean } = {},
): Promise<ProductRow | undefined> {
  const [row] = await db.query<ProductRow>(
    `select ${PRODUCT_COLUMNS} ${PRODUCT_FROM}
      where p.tenant_id = $1 and p.sku = $2
      ${options.forUpdate === true ? 'for update of p' : ''}`,
    [tenantId, sku],
  );
  return row;
}

export async function selectTiers(db: Queryable, tenantId: number, sku: string) {
  return db.query<TierRow>(
    `select minimum_quantity, price, discount_percentage from product_price_tiers
      where tenant_id = $1 and sku = $2 order by minimum_quantity`,
    [tenantId, sku],
  );
}

/** What a reference to another product may point at: is it there, and what kind is it. */
export async function selectProductKinds(
  db: Queryable,
  tenantId: number,
  skus: readonly string[],
): Promise<{ sku: string; is_bottle_box: boolean }[]> {
  if (skus.length === 0) return [];
  return db.query(
    `select sku, is_bottle_box from products where tenant_id = $1 and sku = any($2::text[])`,
    [tenantId, `{${skus.map((sku) => `"${sku}"`).join(',')}}`],
  );
}

export async function namedExists(
  db: Queryable,
  table: 'brands' | 'categories',
  tenantId: number,
  id: number,
): Promise<boolean> {
  const rows = await db.query(`select 1 from ${table} where tenant_id = $1 and id = $2`, [
    tenantId,
    id,
  ]);
  return rows.length > 0;
}

/** A product's written fields as the database takes them (money as decimal text). */
export interface ProductWrite {
  description: string;
  descriptions: Localized;
  brandId: number;
  categoryId: number;
  size: string | null;
  unit: string | null;
  packaging: string | null;
  isGlassBottle: boolean;
  glassBottles: number;
  glassBottleProductSku: string | null;
  boxProductSku: string | null;
  isBottleBox: boolean;
  taxRate: number;
  alcoholic: boolean;
  isMsl: boolean;
  quantityLimit: number | null;
  isPromotionType: boolean;
  isPromo: boolean;
  unitCost: string | null;
  suggestedSale: string | null;
  active: boolean;
  price: string;
  priceWithoutDiscount: string | null;
  priceWithoutTax: string;
}

const writeValues = (w: ProductWrite): SqlParam[] => [
  w.description,
  JSON.stringify(w.descriptions),
  w.brandId,
  w.categoryId,
  w.size,
  w.unit,
  w.packaging,
  w.isGlassBottle,
  w.glassBottles,
  w.glassBottleProductSku,
  w.boxProductSku,
  w.isBottleBox,
  w.taxRate,
  w.alcoholic,
  w.isMsl,
  w.quantityLimit,
  w.isPromotionType,
  w.isPromo,
  w.unitCost,
  w.suggestedSale,
  w.active,
  w.price,
  w.priceWithoutDiscount,
  w.priceWithoutTax,
];

export async function updateProduct(
  tx: Queryable,
  tenantId: number,
  sku: string,
  write: ProductWrite,
): Promise<void> {
  await tx.query(
    `update products
        set description = $3, descriptions = $4::jsonb, brand_id = $5, category_id = $6,
            size = $7, unit = $8, packaging = $9, is_glass_bottle = $10, glass_bottles = $11,
            glass_bottle_product_sku = $12, box_product_sku = $13, is_bottle_box = $14,
            tax_rate = $15, alcoholic = $16, is_msl = $17, quantity_limit = $18,
            is_promotion_type = $19, is_promo = $20, unit_cost = $21::numeric,
            suggested_sale = $22::numeric, active = $23, price = $24::numeric,
            price_without_discount = $25::numeric, price_without_tax = $26::numeric,
            version = version + 1
      where tenant_id = $1 and sku = $2`,
    [tenantId, sku, ...writeValues(write)],
  );
}

export async function insertProduct(
  tx: Queryable,
  tenantId: number,
  sku: string,
  write: ProductWrite,
): Promise<void> {
  await tx.query(
    `insert into products (tenant_id, sku, description, descriptions, brand_id, category_id, size,
            unit, packaging, is_glass_bottle, glass_bottles, glass_bottle_product_sku,
            box_product_sku, is_bottle_box, tax_rate, alcoholic, is_msl, quantity_limit,
            is_promotion_type, is_promo, unit_cost, suggested_sale, active, price,
            price_without_discount, price_without_tax, position)
     values ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17,
             $18, $19, $20, $21::numeric, $22::numeric, $23, $24::numeric, $25::numeric,
             $26::numeric,
             (select coalesce(max(position), 0) + 1 from products where tenant_id = $1))`,
    [tenantId, sku, ...writeValues(write)],
  );
}

/** Replaces the tier list (delete, then one insert: two version bumps, one transaction). */
export async function replaceTiers(
  tx: Queryable,
  tenantId: number,
  sku: string,
  tiers: readonly { minimumQuantity: number; price: string; discountPercentage: string | null }[],
): Promise<void> {
  await tx.query(`delete from product_price_tiers where tenant_id = $1 and sku = $2`, [
    tenantId,
    sku,
  ]);
  if (tiers.length === 0) return;
  const values: SqlParam[] = [tenantId, sku];
  const rows = tiers.map((tier) => {
    values.push(tier.minimumQuantity, tier.price, tier.discountPercentage);
    const n = values.length;
    return `($1, $2, $${n - 2}, $${n - 1}::numeric, $${n}::numeric)`;
  });
  await tx.query(
    `insert into product_price_tiers (tenant_id, sku, minimum_quantity, price, discount_percentage)
     values ${rows.join(', ')}`,
    values,
  );
}

export async function setProductImage(
  tx: Queryable,
  tenantId: number,
  sku: string,
  image: { hash: string; contentType: string; bytes: Buffer; width: number; height: number },
  url: string,
): Promise<void> {
  await tx.query(
    `insert into product_images (tenant_id, sku, hash, content_type, bytes, width, height)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (tenant_id, sku, hash) do nothing`,
    [tenantId, sku, image.hash, image.contentType, image.bytes, image.width, image.height],
  );
  await tx.query(
    `update products set image_url = $3, version = version + 1 where tenant_id = $1 and sku = $2`,
    [tenantId, sku, url],
  );
}

export async function selectProductImage(
  db: Queryable,
  tenantId: number,
  sku: string,
  hash: string,
): Promise<{ content_type: string; bytes: Uint8Array } | undefined> {
  const [row] = await db.query<{ content_type: string; bytes: Uint8Array }>(
    `select content_type, bytes from product_images
      where tenant_id = $1 and sku = $2 and hash = $3`,
    [tenantId, sku, hash],
  );
  return row;
}

export interface NamedRow {
  id: number;
  name: string;
  names: Localized;
  version: number;
  product_count: number;
}

export async function selectNamed(
  db: Queryable,
  table: 'brands' | 'categories',
  tenantId: number,
  options: { id?: number; forUpdate?: boolean } = {},
): Promise<NamedRow[]> {
  const column = table === 'brands' ? 'brand_id' : 'category_id';
  return db.query<NamedRow>(
    `select n.id, n.name, n.names, n.version,
            (select count(*)::int from products p
              where p.tenant_id = n.tenant_id and p.${column} = n.id) as product_count
       from ${table} n
      where n.tenant_id = $1 and ($2::int is null or n.id = $2)
      order by n.id
      ${options.forUpdate === true ? 'for update' : ''}`,
    [tenantId, options.id ?? null],
  );
}

export async function insertNamed(
  tx: Queryable,
  table: 'brands' | 'categories',
  tenantId: number,
  name: string,
  names: Localized,
): Promise<number> {
  // Serialised per tenant by the row lock of the max: ids are the tenant's own small numbers.
  await tx.query(`select id from ${table} where tenant_id = $1 for update`, [tenantId]);
  const [row] = await tx.query<{ id: number }>(
    `insert into ${table} (tenant_id, id, name, names)
     values ($1, (select coalesce(max(id), 0) + 1 from ${table} where tenant_id = $1), $2,
             $3::jsonb)
     returning id`,
    [tenantId, name, JSON.stringify(names)],
  );
  if (row === undefined) throw new Error('insertNamed: no id returned');
  return row.id;
}

export async function updateNamed(
  tx: Queryable,
  table: 'brands' | 'categories',
  tenantId: number,
  id: number,
  name: string,
  names: Localized,
): Promise<void> {
  await tx.query(
    `update ${table} set name = $3, names = $4::jsonb, version = version + 1
      where tenant_id = $1 and id = $2`,
    [tenantId, id, name, JSON.stringify(names)],
  );
}

/** How long an uploaded image no product shows is kept (an admin's undo, a shop's old catalogue). */
export const UNUSED_IMAGE_RETENTION_DAYS = 90;

/**
 * Deletes uploaded images that no product shows and that are older than the retention (the
 * housekeeping job, decision 041). One DELETE; the product's own current image is never touched.
 */
export async function purgeUnusedProductImages(db: Queryable, now: Date): Promise<void> {
  await db.query(
    `delete from product_images i
      where i.created_at < $1::timestamptz - make_interval(days => $2)
        and not exists (select 1 from products p
                         where p.tenant_id = i.tenant_id and p.sku = i.sku
                           and p.image_url like '%/' || i.hash || '.webp')`,
    [now, UNUSED_IMAGE_RETENTION_DAYS],
  );
}
