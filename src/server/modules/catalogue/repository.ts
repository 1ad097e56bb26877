/**
 * The catalogue module's SQL (the only place it touches the database). Every query is filtered
 * by the tenant, and queries on a shop's own data by the client too (SECURITY T4). Rows come
 * back as the database gives them (numeric as string); services and product-rows.ts shape them.
 */
import type { Queryable } from '../../db/types.ts';
import { selectRowsAsOneValue, type Columns } from '../../db/rows-as-one-value.ts';
import type { PriceTierQueryRow, ProductQueryRow } from './product-rows.ts';

type Localized = Record<string, string | undefined> | null;

/** Who a query is for: tenant always, client for a shop's own data. */
export interface TenantScope {
  tenantId: number;
}
export interface ClientScope extends TenantScope {
  clientId: string;
}

// ---------------------------------------------------------------------------------------------
// Catalogue (cached by catalogue-cache.ts)
// ---------------------------------------------------------------------------------------------

/** The tenant's catalogue version (migration 008); 0 before its first product. */
export async function selectCatalogueVersion(db: Queryable, tenantId: number): Promise<number> {
  const rows = await db.query<{ version: number | string }>(
    'select version from catalogue_versions where tenant_id = $1',
    [tenantId],
  );
  return rows[0] ? Number(rows[0].version) : 0;
}

export interface DuePriceRow {
  sku: string;
  price: string;
  price_without_discount: string | null;
  starts_at: Date;
}

/**
 * Per product, the scheduled price (migration 069) in force at `now`: the latest started one, if
 * it started after the product's own price last changed.
 */
export function selectDuePrices(
  db: Queryable,
  tenantId: number,
  now: Date,
): Promise<DuePriceRow[]> {
  return db.query<DuePriceRow>(
    `select distinct on (s.sku) s.sku, s.price::text as price,
            s.price_without_discount::text as price_without_discount, s.starts_at
       from scheduled_prices s
       join products p on p.tenant_id = s.tenant_id and p.sku = s.sku
      where s.tenant_id = $1 and s.starts_at <= $2 and s.starts_at > p.price_changed_at
      order by s.sku, s.starts_at desc`,
    [tenantId, now],
  );
}

/** When the tenant's next scheduled price starts after `now` (null: none). */
export async function selectNextPriceStart(
  db: Queryable,
  tenantId: number,
  now: Date,
): Promise<Date | null> {
  const rows = await db.query<{ next: Date | null }>(
    'select min(starts_at) as next from scheduled_prices where tenant_id = $1 and starts_at > $2',
    [tenantId, now],
  );
  return rows[0]?.next ?? null;
}

/**
 * The columns of `selectCatalogueProducts`: each row's field and the expression it is read from.
 * Money is read as text, as the driver gives numeric columns everywhere else.
 */
const CATALOGUE_COLUMNS = [
  ['sku', 'p.sku'],
  ['description', 'p.description'],
  ['descriptions', 'p.descriptions'],
  ['brand', 'b.name'],
  ['brand_names', 'b.names'],
  ['category', 'c.name'],
  ['category_names', 'c.names'],
  ['submenu', 'p.submenu'],
  ['size', 'p.size'],
  ['unit', 'p.unit'],
  ['bottler_type', 'p.bottler_type'],
  ['price', 'p.price::text'],
  ['price_without_discount', 'p.price_without_discount::text'],
  ['price_without_tax', 'p.price_without_tax::text'],
  ['unit_cost', 'p.unit_cost::text'],
  ['suggested_sale', 'p.suggested_sale::text'],
  ['image_url', 'p.image_url'],
  ['icon_banner_url', 'p.icon_banner_url'],
  ['quantity_limit', 'p.quantity_limit'],
  ['is_promotion_type', 'p.is_promotion_type'],
  ['is_promo', 'p.is_promo'],
  ['is_msl', 'p.is_msl'],
  ['alcoholic', 'p.alcoholic'],
  ['combo_id', 'p.combo_id'],
  ['family_id', 'p.family_id'],
  ['is_glass_bottle', 'p.is_glass_bottle'],
  ['glass_bottles', 'p.glass_bottles'],
  ['glass_bottle_product_sku', 'p.glass_bottle_product_sku'],
  ['box_product_sku', 'p.box_product_sku'],
  ['is_bottle_box', 'p.is_bottle_box'],
  ['packaging', 'p.packaging'],
] as const satisfies Columns<ProductQueryRow>;

/** Reads the must-stock products' rows alone (orchestration's slice, catalogue-cache.ts). */
interface MustStockOption {
  mustStockOnly?: boolean;
}

/**
 * Active products of the tenant with brand and category names, in catalogue order, read as one
 * value (db/rows-as-one-value.ts: 50,000 products in ~0.8 s instead of ~2.1 s on PGlite).
 */
export function selectCatalogueProducts(
  db: Queryable,
  tenantId: number,
  { mustStockOnly = false }: MustStockOption = {},
): Promise<ProductQueryRow[]> {
  return selectRowsAsOneValue(db, CATALOGUE_COLUMNS, {
    from: `from products p
       join brands b on b.tenant_id = p.tenant_id and b.id = p.brand_id
       join categories c on c.tenant_id = p.tenant_id and c.id = p.category_id
      where p.tenant_id = $1 and p.active${mustStockOnly ? ' and p.is_msl' : ''}`,
    orderBy: 'p.position, p.sku',
    params: [tenantId],
  });
}

const TIER_COLUMNS = [
  ['sku', 'sku'],
  ['minimum_quantity', 'minimum_quantity'],
  ['price', 'price::text'],
  ['discount_percentage', 'discount_percentage::text'],
  ['unit_cost', 'unit_cost::text'],
  ['table_code', 'table_code'],
] as const satisfies Columns<PriceTierQueryRow>;

/** Tier prices of the tenant's products, by sku then minimum quantity, read as one value. */
export function selectPriceTiers(
  db: Queryable,
  tenantId: number,
  { mustStockOnly = false }: MustStockOption = {},
): Promise<PriceTierQueryRow[]> {
  const mustStock = `and sku in (select m.sku from products m
                                   where m.tenant_id = $1 and m.active and m.is_msl)`;
  return selectRowsAsOneValue(db, TIER_COLUMNS, {
    from: `from product_price_tiers where tenant_id = $1 ${mustStockOnly ? mustStock : ''}`,
    orderBy: 'sku, minimum_quantity',
    params: [tenantId],
  });
}

// ---------------------------------------------------------------------------------------------
// The shop
// ---------------------------------------------------------------------------------------------

// ---------------------------------------------------------------------------------------------
// Categories and brands
// ---------------------------------------------------------------------------------------------

export interface CategoryQueryRow {
  id: number;
  name: string;
  names: Localized;
  image_url: string | null;
  sku: string | null;
}

/** Categories that hold at least one active priced product, in their order. */
export function selectCategories(db: Queryable, scope: TenantScope): Promise<CategoryQueryRow[]> {
  return db.query<CategoryQueryRow>(
    `select c.id, c.name, c.names, c.image_url, c.sku
       from categories c
      where c.tenant_id = $1
        and exists (select 1 from products p
                     where p.tenant_id = c.tenant_id and p.category_id = c.id
                       and p.active and p.price > 0)
      order by c.position, c.id`,
    [scope.tenantId],
  );
}

export interface BrandQueryRow {
  id: number;
  name: string;
  names: Localized;
  image_url: string | null;
}

/**
 * Brands with active priced products in the category named `category` (case-insensitive, in any
 * of the tenant's languages) or whose id is `category`.
 */
export function selectBrandsOfCategory(
  db: Queryable,
  scope: TenantScope,
  category: string,
): Promise<BrandQueryRow[]> {
  return db.query<BrandQueryRow>(
    `select b.id, b.name, b.names, b.image_url
       from brands b
      where b.tenant_id = $1
        and exists (
          select 1
            from products p
            join categories c on c.tenant_id = p.tenant_id and c.id = p.category_id
           where p.tenant_id = b.tenant_id and p.brand_id = b.id and p.active and p.price > 0
             and (lower(c.name) = $2
                  or c.id::text = $2
                  or exists (select 1 from jsonb_each_text(c.names) n where lower(n.value) = $2)))
      order by b.name, b.id`,
    [scope.tenantId, category.toLowerCase()],
  );
}

// ---------------------------------------------------------------------------------------------
// Marketing: banners, featured banner, promotion images, ecommerce config
// ---------------------------------------------------------------------------------------------

export interface BannerQueryRow {
  idx: number;
  src: string;
  src_desktop: string | null;
  alt_text: string;
  alt_texts: Localized;
  redirect: string | null;
}

/** A row's period (migrations 061, 068) contains `$n`: null is open, the start in, the end out. */
const liveAt = (n: number, table = '') =>
  `(${table}starts_at is null or ${table}starts_at <= $${n}) and (${table}ends_at is null or ${table}ends_at > $${n})`;
const LIVE_AT_2 = liveAt(2);

/** The tenant's active banners whose period contains `now` (the app's clock, not the database's). */
export function selectBanners(
  db: Queryable,
  scope: TenantScope,
  now: Date,
): Promise<BannerQueryRow[]> {
  return db.query<BannerQueryRow>(
    `select idx, src, src_desktop, alt_text, alt_texts, redirect
       from banners where tenant_id = $1 and active and ${LIVE_AT_2} order by idx, id`,
    [scope.tenantId, now],
  );
}

export interface FeaturedBannerQueryRow {
  description: string;
  descriptions: Localized;
  button_url: string | null;
  button_title: string | null;
  button_titles: Localized;
  image: string | null;
}

/**
 * The featured banner the shop shows at `now`: of the tenant's active ones whose period contains
 * it, the one that started last (an open start counts as earliest), then the newest (decision 056:
 * a featured banner scheduled over a standing one takes its place at its start).
 */
export async function selectFeaturedBanner(
  db: Queryable,
  scope: TenantScope,
  now: Date,
): Promise<FeaturedBannerQueryRow | undefined> {
  const rows = await db.query<FeaturedBannerQueryRow>(
    `select description, descriptions, button_url, button_title, button_titles, image
       from featured_banners where tenant_id = $1 and active and ${LIVE_AT_2}
      order by starts_at desc nulls last, id desc limit 1`,
    [scope.tenantId, now],
  );
  return rows[0];
}

export interface PromotionImageQueryRow {
  idx: number;
  url: string;
  alt_text: string;
  alt_texts: Localized;
}

/** The tenant's active promotion images whose period contains `now` (the app's clock). */
export function selectPromotionImages(
  db: Queryable,
  scope: TenantScope,
  now: Date,
): Promise<PromotionImageQueryRow[]> {
  return db.query<PromotionImageQueryRow>(
    `select idx, url, alt_text, alt_texts
       from promotion_images where tenant_id = $1 and active and ${LIVE_AT_2}
      order by idx, id`,
    [scope.tenantId, now],
  );
}

export async function selectEcommerceMenu(
  db: Queryable,
  scope: TenantScope,
): Promise<Record<string, unknown>> {
  const rows = await db.query<{ menu: Record<string, unknown> | null }>(
    'select menu from ecommerce_config where tenant_id = $1',
    [scope.tenantId],
  );
  return rows[0]?.menu ?? {};
}

export interface FeatureQueryRow {
  id: string;
  category: string;
  callout_text: string;
  media_type: 'image' | 'video';
  media_url: string | null;
  alt_text_image: string;
  msg_title: string;
  msg_text: string;
  route_url: string | null;
  translations: Record<string, Record<string, string | undefined> | undefined> | null;
}

/**
 * Active announcements whose period contains `now` that the shop has not marked seen
 * (client_features_seen), newest first.
 */
export function selectUnseenFeatures(
  db: Queryable,
  scope: ClientScope,
  now: Date,
): Promise<FeatureQueryRow[]> {
  return db.query<FeatureQueryRow>(
    `select f.id, f.category, f.callout_text, f.media_type, f.media_url, f.alt_text_image,
            f.msg_title, f.msg_text, f.route_url, f.translations
       from feature_announcements f
      where f.tenant_id = $1 and f.active and ${liveAt(3, 'f.')}
        and not exists (select 1 from client_features_seen s
                         where s.tenant_id = f.tenant_id and s.client_id = $2
                           and s.feature_id = f.id)
      order by f.created_at desc, f.id
      limit 50`,
    [scope.tenantId, scope.clientId, now],
  );
}

// ---------------------------------------------------------------------------------------------
// Favorites and order history (suggested order)
// ---------------------------------------------------------------------------------------------

export async function selectFavoriteSkus(db: Queryable, scope: ClientScope): Promise<string[]> {
  const rows = await db.query<{ sku: string }>(
    `select sku from favorites where tenant_id = $1 and client_id = $2
      order by created_at desc, sku`,
    [scope.tenantId, scope.clientId],
  );
  return rows.map((row) => row.sku);
}

export interface OrderedLineRow {
  order_number: string;
  sku: string;
  quantity: number;
}

/**
 * Lines of the shop's `limit` most recent orders that were not cancelled (packaging lines left
 * out), newest order first.
 */
export function selectRecentOrderLines(
  db: Queryable,
  scope: ClientScope,
  limit: number,
): Promise<OrderedLineRow[]> {
  return db.query<OrderedLineRow>(
    `with recent as (
       select order_number, created_at
         from orders
        where tenant_id = $1 and client_id = $2 and status <> 'CANCELLED'
        order by created_at desc, order_number desc
        limit $3)
     select l.order_number, l.sku, l.quantity
       from recent r
       join order_lines l on l.tenant_id = $1 and l.order_number = r.order_number
      where not l.is_packaging
      order by r.created_at desc, r.order_number desc, l.line_no`,
    [scope.tenantId, scope.clientId, limit],
  );
}

// ---------------------------------------------------------------------------------------------
// Combos
// ---------------------------------------------------------------------------------------------

export interface ComboQueryRow {
  id: number;
  kind: 'family' | 'quantity' | 'generic';
  name: string;
  names: Localized;
  description: string;
  descriptions: Localized;
  image: string | null;
  discount_percentage: string | null;
}

const comboColumns = `id, kind, name, names, description, descriptions, image, discount_percentage`;

export function selectCombos(db: Queryable, scope: TenantScope): Promise<ComboQueryRow[]> {
  return db.query<ComboQueryRow>(
    `select ${comboColumns} from combos where tenant_id = $1 and active order by id`,
    [scope.tenantId],
  );
}

export async function selectCombo(
  db: Queryable,
  scope: TenantScope,
  comboId: number,
): Promise<ComboQueryRow | undefined> {
  const rows = await db.query<ComboQueryRow>(
    `select ${comboColumns} from combos where tenant_id = $1 and id = $2 and active`,
    [scope.tenantId, comboId],
  );
  return rows[0];
}

export interface ComboFamilyQueryRow {
  family_id: number;
  name: string;
  names: Localized;
  minimum: number;
}

export function selectComboFamilies(
  db: Queryable,
  scope: TenantScope,
  comboId: number,
): Promise<ComboFamilyQueryRow[]> {
  return db.query<ComboFamilyQueryRow>(
    `select family_id, name, names, minimum from combo_families
      where tenant_id = $1 and combo_id = $2 order by family_id`,
    [scope.tenantId, comboId],
  );
}

export interface ComboMemberQueryRow {
  sku: string;
  family_id: number | null;
  quantity: number;
}

export function selectComboMembers(
  db: Queryable,
  scope: TenantScope,
  comboId: number,
): Promise<ComboMemberQueryRow[]> {
  return db.query<ComboMemberQueryRow>(
    `select sku, family_id, quantity from combo_products
      where tenant_id = $1 and combo_id = $2 order by family_id nulls first, sku`,
    [scope.tenantId, comboId],
  );
}

export interface ComboRangeQueryRow {
  minimum_quantity: number;
  price: string | null;
  discount_percentage: string | null;
}

export function selectComboRanges(
  db: Queryable,
  scope: TenantScope,
  comboId: number,
): Promise<ComboRangeQueryRow[]> {
  return db.query<ComboRangeQueryRow>(
    `select minimum_quantity, price, discount_percentage from combo_price_ranges
      where tenant_id = $1 and combo_id = $2 order by minimum_quantity`,
    [scope.tenantId, comboId],
  );
}
