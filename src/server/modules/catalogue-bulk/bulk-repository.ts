/**
 * The catalogue's bulk reads and writes (issue 13, decision 042). Writes are set-based: one
 * statement per kind over `unnest` of column arrays, and a row whose stored values are not
 * DISTINCT FROM the new ones is not touched, so re-applying the same rows writes nothing and the
 * catalogue version triggers (migration 008) do not bump.
 */
import type {
  CatalogueKind,
  PriceRecord,
  ProductRecord,
  ProductRef,
  RecordOf,
  TierRecord,
} from '../../../domain/catalogue-rows.ts';
import type { LanguageCode } from '../../../domain/languages.ts';
import type { Queryable } from '../../db/types.ts';

interface ProductRow {
  sku: string;
  description: string;
  descriptions: Partial<Record<LanguageCode, string>> | null;
  brand_id: number;
  category_id: number;
  submenu: string | null;
  size: string | null;
  unit: string | null;
  bottler_type: Partial<Record<LanguageCode, string>> | null;
  price: string;
  price_without_discount: string | null;
  price_without_tax: string | null;
  unit_cost: string | null;
  suggested_sale: string | null;
  image_url: string | null;
  icon_banner_url: string | null;
  quantity_limit: number | null;
  is_promotion_type: boolean;
  is_promo: boolean;
  is_msl: boolean;
  alcoholic: boolean;
  is_glass_bottle: boolean;
  glass_bottles: number;
  glass_bottle_product_sku: string | null;
  box_product_sku: string | null;
  is_bottle_box: boolean;
  tax_rate: string;
  packaging: string | null;
  active: boolean;
}

const PRODUCT_SELECT = `select sku, description, descriptions, brand_id, category_id, submenu, size,
  unit, bottler_type, price::text as price, price_without_discount::text as price_without_discount,
  price_without_tax::text as price_without_tax, unit_cost::text as unit_cost,
  suggested_sale::text as suggested_sale, image_url, icon_banner_url, quantity_limit,
  is_promotion_type, is_promo, is_msl, alcoholic, is_glass_bottle, glass_bottles,
  glass_bottle_product_sku, box_product_sku, is_bottle_box, tax_rate::text as tax_rate, packaging,
  active
  from products`;

/** Only the non-empty texts of a stored language map. */
const languageMap = (value: Partial<Record<LanguageCode, string>> | null) =>
  Object.fromEntries(
    Object.entries(value ?? {}).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  ) as Partial<Record<LanguageCode, string>>;

const toProduct = (row: ProductRow): ProductRecord => ({
  sku: row.sku,
  description: row.description,
  descriptions: languageMap(row.descriptions),
  brandId: row.brand_id,
  categoryId: row.category_id,
  submenu: row.submenu,
  size: row.size,
  unit: row.unit,
  bottlerType: languageMap(row.bottler_type),
  price: row.price,
  priceWithoutDiscount: row.price_without_discount,
  priceWithoutTax: row.price_without_tax,
  unitCost: row.unit_cost,
  suggestedSale: row.suggested_sale,
  imageUrl: row.image_url,
  iconBannerUrl: row.icon_banner_url,
  quantityLimit: row.quantity_limit,
  isPromotionType: row.is_promotion_type,
  isPromo: row.is_promo,
  isMSL: row.is_msl,
  alcoholic: row.alcoholic,
  isGlassBottle: row.is_glass_bottle,
  glassBottles: row.glass_bottles,
  glassBottleProductId: row.glass_bottle_product_sku,
  boxProductId: row.box_product_sku,
  isBottleBox: row.is_bottle_box,
  tax: row.tax_rate,
  packaging: row.packaging,
  active: row.active,
});

interface TierRow {
  sku: string;
  minimum_quantity: number;
  price: string;
  discount_percentage: string | null;
  unit_cost: string | null;
  table_code: string | null;
}

const TIER_SELECT = `select sku, minimum_quantity, price::text as price,
  discount_percentage::text as discount_percentage, unit_cost::text as unit_cost, table_code
  from product_price_tiers`;

const toTier = (row: TierRow): TierRecord => ({
  sku: row.sku,
  minimumQuantity: row.minimum_quantity,
  price: row.price,
  discountPercentage: row.discount_percentage,
  unitCost: row.unit_cost,
  tableCode: row.table_code,
});

export interface LoadedRefs {
  brandIds: Set<number>;
  categoryIds: Set<number>;
  products: Map<string, ProductRef>;
}

/** Brands, categories and what every product is to the rows that point at it. */
export async function loadRefs(q: Queryable, tenantId: number): Promise<LoadedRefs> {
  const [brands, categories, products] = await Promise.all([
    q.query<{ id: number }>(`select id from brands where tenant_id = $1`, [tenantId]),
    q.query<{ id: number }>(`select id from categories where tenant_id = $1`, [tenantId]),
    q.query<{ sku: string; price: string; packaging: string | null; is_bottle_box: boolean }>(
      `select sku, price::text as price, packaging, is_bottle_box from products
        where tenant_id = $1`,
      [tenantId],
    ),
  ]);
  return {
    brandIds: new Set(brands.map((row) => row.id)),
    categoryIds: new Set(categories.map((row) => row.id)),
    products: new Map(
      products.map((row) => [
        row.sku,
        { price: row.price, packaging: row.packaging, isBottleBox: row.is_bottle_box },
      ]),
    ),
  };
}

/** The stored products of these skus. */
export async function storedProducts(
  q: Queryable,
  tenantId: number,
  skus: readonly string[],
): Promise<Map<string, ProductRecord>> {
  const rows = await q.query<ProductRow>(
    `${PRODUCT_SELECT} where tenant_id = $1 and sku = any($2::text[])`,
    [tenantId, [...skus]],
  );
  return new Map(rows.map((row) => [row.sku, toProduct(row)]));
}

/** The stored tiers of these skus. */
export async function storedTiers(
  q: Queryable,
  tenantId: number,
  skus: readonly string[],
): Promise<TierRecord[]> {
  const rows = await q.query<TierRow>(
    `${TIER_SELECT} where tenant_id = $1 and sku = any($2::text[])`,
    [tenantId, [...skus]],
  );
  return rows.map(toTier);
}

/** Every record of the kind, in a stable order (the export). */
export async function exportRecords<K extends CatalogueKind>(
  q: Queryable,
  tenantId: number,
  kind: K,
): Promise<RecordOf[K][]> {
  if (kind === 'tiers') {
    const rows = await q.query<TierRow>(
      `${TIER_SELECT} where tenant_id = $1 order by sku, minimum_quantity`,
      [tenantId],
    );
    return rows.map(toTier) as RecordOf[K][];
  }
  // Packaging first: a file re-imported into an empty tenant finds each bottle and box earlier.
  const rows = await q.query<ProductRow>(
    `${PRODUCT_SELECT} where tenant_id = $1
      order by (coalesce(packaging in ('glass_bottle', 'bottle_box'), false) or is_bottle_box) desc,
               sku`,
    [tenantId],
  );
  const products = rows.map(toProduct);
  if (kind === 'products') return products as RecordOf[K][];
  return products.map((p): PriceRecord => ({
    sku: p.sku,
    price: p.price,
    priceWithoutDiscount: p.priceWithoutDiscount,
  })) as RecordOf[K][];
}

const json = (map: Partial<Record<LanguageCode, string>>) => JSON.stringify(map);

/**
 * Inserts new products and updates changed ones in one statement. Packaging products the same
 * statement inserts satisfy the self-referencing foreign keys (checked at the statement's end).
 * New products go after the tenant's last position. Returns the skus written.
 */
export async function upsertProducts(
  tx: Queryable,
  tenantId: number,
  records: readonly ProductRecord[],
): Promise<number> {
  if (records.length === 0) return 0;
  const col = <T>(pick: (r: ProductRecord) => T) => records.map(pick);
  const rows = await tx.query<{ sku: string }>(
    `insert into products (tenant_id, sku, description, descriptions, brand_id, category_id,
       submenu, size, unit, bottler_type, price, price_without_discount, price_without_tax,
       unit_cost, suggested_sale, image_url, icon_banner_url, quantity_limit, is_promotion_type,
       is_promo, is_msl, alcoholic, is_glass_bottle, glass_bottles, glass_bottle_product_sku,
       box_product_sku, is_bottle_box, tax_rate, packaging, active, position)
     select $1, n.sku, n.description, n.descriptions::jsonb, n.brand_id, n.category_id,
       n.submenu, n.size, n.unit, n.bottler_type::jsonb, n.price, n.pwd, n.pwt, n.unit_cost,
       n.suggested_sale, n.image_url, n.icon_banner_url, n.quantity_limit, n.is_promotion_type,
       n.is_promo, n.is_msl, n.alcoholic, n.is_glass_bottle, n.glass_bottles, n.bottle_sku,
       n.box_sku, n.is_bottle_box, n.tax_rate, n.packaging, n.active,
       (select coalesce(max(position), 0) from products where tenant_id = $1) + n.ord
     from unnest($2::text[], $3::text[], $4::text[], $5::int[], $6::int[], $7::text[],
                 $8::text[], $9::text[], $10::text[], $11::numeric[], $12::numeric[],
                 $13::numeric[], $14::numeric[], $15::numeric[], $16::text[], $17::text[],
                 $18::int[], $19::bool[], $20::bool[], $21::bool[], $22::bool[], $23::bool[],
                 $24::int[], $25::text[], $26::text[], $27::bool[], $28::numeric[], $29::text[],
                 $30::bool[])
       with ordinality as n(sku, description, descriptions, brand_id, category_id, submenu, size,
         unit, bottler_type, price, pwd, pwt, unit_cost, suggested_sale, image_url,
         icon_banner_url, quantity_limit, is_promotion_type, is_promo, is_msl, alcoholic,
         is_glass_bottle, glass_bottles, bottle_sku, box_sku, is_bottle_box, tax_rate, packaging,
         active, ord)
     on conflict (tenant_id, sku) do update set
       description = excluded.description, descriptions = excluded.descriptions,
       brand_id = excluded.brand_id, category_id = excluded.category_id,
       submenu = excluded.submenu, size = excluded.size, unit = excluded.unit,
       bottler_type = excluded.bottler_type, price = excluded.price,
       price_without_discount = excluded.price_without_discount,
       price_without_tax = excluded.price_without_tax, unit_cost = excluded.unit_cost,
       suggested_sale = excluded.suggested_sale, image_url = excluded.image_url,
       icon_banner_url = excluded.icon_banner_url, quantity_limit = excluded.quantity_limit,
       is_promotion_type = excluded.is_promotion_type, is_promo = excluded.is_promo,
       is_msl = excluded.is_msl, alcoholic = excluded.alcoholic,
       is_glass_bottle = excluded.is_glass_bottle, glass_bottles = excluded.glass_bottles,
       glass_bottle_product_sku = excluded.glass_bottle_product_sku,
       box_product_sku = excluded.box_product_sku, is_bottle_box = excluded.is_bottle_box,
       tax_rate = excluded.tax_rate, packaging = excluded.packaging, active = excluded.active,
       version = products.version + 1
     where (products.description, products.descriptions, products.brand_id,
            products.category_id, products.submenu, products.size, products.unit,
            products.bottler_type, products.price, products.price_without_discount,
            products.price_without_tax, products.unit_cost, products.suggested_sale,
            products.image_url, products.icon_banner_url, products.quantity_limit,
            products.is_promotion_type, products.is_promo, products.is_msl, products.alcoholic,
            products.is_glass_bottle, products.glass_bottles, products.glass_bottle_product_sku,
            products.box_product_sku, products.is_bottle_box, products.tax_rate,
            products.packaging, products.active)
       is distinct from
           (excluded.description, excluded.descriptions, excluded.brand_id,
            excluded.category_id, excluded.submenu, excluded.size, excluded.unit,
            excluded.bottler_type, excluded.price, excluded.price_without_discount,
            excluded.price_without_tax, excluded.unit_cost, excluded.suggested_sale,
            excluded.image_url, excluded.icon_banner_url, excluded.quantity_limit,
            excluded.is_promotion_type, excluded.is_promo, excluded.is_msl, excluded.alcoholic,
            excluded.is_glass_bottle, excluded.glass_bottles, excluded.glass_bottle_product_sku,
            excluded.box_product_sku, excluded.is_bottle_box, excluded.tax_rate,
            excluded.packaging, excluded.active)
     returning sku`,
    [
      tenantId,
      col((r) => r.sku),
      col((r) => r.description),
      col((r) => json(r.descriptions)),
      col((r) => r.brandId),
      col((r) => r.categoryId),
      col((r) => r.submenu),
      col((r) => r.size),
      col((r) => r.unit),
      col((r) => json(r.bottlerType)),
      col((r) => r.price),
      col((r) => r.priceWithoutDiscount),
      col((r) => r.priceWithoutTax),
      col((r) => r.unitCost),
      col((r) => r.suggestedSale),
      col((r) => r.imageUrl),
      col((r) => r.iconBannerUrl),
      col((r) => r.quantityLimit),
      col((r) => r.isPromotionType),
      col((r) => r.isPromo),
      col((r) => r.isMSL),
      col((r) => r.alcoholic),
      col((r) => r.isGlassBottle),
      col((r) => r.glassBottles),
      col((r) => r.glassBottleProductId),
      col((r) => r.boxProductId),
      col((r) => r.isBottleBox),
      col((r) => r.tax),
      col((r) => r.packaging),
      col((r) => r.active),
    ],
  );
  return rows.length;
}

/** Changes list prices in one statement; unchanged products are not touched. */
export async function updatePrices(
  tx: Queryable,
  tenantId: number,
  records: readonly PriceRecord[],
): Promise<number> {
  if (records.length === 0) return 0;
  const rows = await tx.query<{ sku: string }>(
    `update products p set price = n.price, price_without_discount = n.pwd,
            version = p.version + 1
       from unnest($2::text[], $3::numeric[], $4::numeric[]) as n(sku, price, pwd)
      where p.tenant_id = $1 and p.sku = n.sku
        and (p.price, p.price_without_discount) is distinct from (n.price, n.pwd)
     returning p.sku`,
    [
      tenantId,
      records.map((r) => r.sku),
      records.map((r) => r.price),
      records.map((r) => r.priceWithoutDiscount),
    ],
  );
  return rows.length;
}

/**
 * The file's tiers of each sku replace that sku's tiers: stored tiers the file does not name are
 * deleted, the others inserted or updated when they differ, and the products whose tiers changed
 * get a new console version. Three or four statements whatever the count.
 */
export async function replaceTiers(
  tx: Queryable,
  tenantId: number,
  records: readonly TierRecord[],
): Promise<{ written: number; removed: number }> {
  if (records.length === 0) return { written: 0, removed: 0 };
  const skus = records.map((r) => r.sku);
  const quantities = records.map((r) => r.minimumQuantity);
  const removed = await tx.query<{ sku: string }>(
    `delete from product_price_tiers t
      where t.tenant_id = $1 and t.sku = any($2::text[])
        and not exists (select 1 from unnest($2::text[], $3::int[]) as n(sku, minimum_quantity)
                         where n.sku = t.sku and n.minimum_quantity = t.minimum_quantity)
     returning t.sku`,
    [tenantId, skus, quantities],
  );
  const written = await tx.query<{ sku: string }>(
    `insert into product_price_tiers (tenant_id, sku, minimum_quantity, price,
       discount_percentage, unit_cost, table_code)
     select $1, n.sku, n.minimum_quantity, n.price, n.discount, n.unit_cost, n.table_code
       from unnest($2::text[], $3::int[], $4::numeric[], $5::numeric[], $6::numeric[],
                   $7::text[]) as n(sku, minimum_quantity, price, discount, unit_cost, table_code)
     on conflict (tenant_id, sku, minimum_quantity) do update set
       price = excluded.price, discount_percentage = excluded.discount_percentage,
       unit_cost = excluded.unit_cost, table_code = excluded.table_code
     where (product_price_tiers.price, product_price_tiers.discount_percentage,
            product_price_tiers.unit_cost, product_price_tiers.table_code)
       is distinct from
           (excluded.price, excluded.discount_percentage, excluded.unit_cost,
            excluded.table_code)
     returning sku`,
    [
      tenantId,
      skus,
      quantities,
      records.map((r) => r.price),
      records.map((r) => r.discountPercentage),
      records.map((r) => r.unitCost),
      records.map((r) => r.tableCode),
    ],
  );
  const touched = [...new Set([...removed, ...written].map((row) => row.sku))];
  if (touched.length > 0) {
    // A product's tiers are part of what a console save of it checks (decision 040).
    await tx.query(
      `update products set version = version + 1 where tenant_id = $1 and sku = any($2::text[])`,
      [tenantId, touched],
    );
  }
  return { written: written.length, removed: removed.length };
}
