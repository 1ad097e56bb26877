/**
 * Database rows of the catalogue → the domain Product (src/domain/types.ts), compact: a field
 * that is null, undefined, false, 0-meaning-none or empty is left out (every such field of the
 * contract's productSchema is optional), so 5,000 products cost as few bytes as they can.
 */
import type { PricePromotion, Product } from '../../../domain/types.ts';
import { fromCents, toCents } from '../../../domain/money.ts';

type Localized = Readonly<Record<string, string | undefined>> | null;

/** One row of repository.ts `selectCatalogueProducts` (numeric columns arrive as strings). */
export interface ProductQueryRow {
  sku: string;
  description: string;
  descriptions: Localized;
  brand: string;
  brand_names: Localized;
  /** The category's names per language (absent in rows that do not join categories). */
  category_names?: Localized;
  category: string;
  submenu: string | null;
  size: string | null;
  unit: string | null;
  bottler_type: Localized;
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
  combo_id: number | null;
  family_id: number | null;
  is_glass_bottle: boolean;
  glass_bottles: number;
  glass_bottle_product_sku: string | null;
  box_product_sku: string | null;
  is_bottle_box: boolean;
  packaging: string | null;
}

export interface PriceTierQueryRow {
  sku: string;
  minimum_quantity: number;
  price: string;
  discount_percentage: string | null;
  unit_cost: string | null;
  table_code: string | null;
}

const money = (value: string | null): number | undefined =>
  value === null ? undefined : Number(value);

/** `{description_pt: …, description_fr: …}` from a jsonb language map; empty texts left out. */
function localizedFields(prefix: string, texts: Localized): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [language, text] of Object.entries(texts ?? {})) {
    if (typeof text === 'string' && text !== '') fields[`${prefix}_${language}`] = text;
  }
  return fields;
}

/** Copies only the meaningful values: no null/undefined, no false, no empty string. */
function compact(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null || value === false || value === '') continue;
    out[key] = value;
  }
  return out;
}

export function toPricePromotion(row: PriceTierQueryRow): PricePromotion {
  return compact({
    minimumQuantity: row.minimum_quantity,
    price: Number(row.price),
    discountPercentage: money(row.discount_percentage),
    unitCost: money(row.unit_cost),
    tableCode: row.table_code,
  }) as unknown as PricePromotion;
}

/**
 * A product row as the domain Product. `tax` is the tax contained in the unit price
 * (price − priceWithoutTax, exact in cents); quantityLimit absent = the default 9999 (SPEC §5);
 * combo and familyId absent = none (SPEC §3).
 */
export function toProduct(row: ProductQueryRow, tiers: readonly PricePromotion[]): Product {
  const price = Number(row.price);
  return {
    sku: row.sku,
    description: row.description,
    brand: row.brand,
    category: row.category,
    price,
    ...localizedFields('description', row.descriptions),
    ...localizedFields('brand', row.brand_names),
    ...localizedFields('category', row.category_names ?? null),
    ...optionalFields(row, price, tiers),
  } as Product;
}

function optionalFields(
  row: ProductQueryRow,
  price: number,
  tiers: readonly PricePromotion[],
): Record<string, unknown> {
  const priceWithoutTax = money(row.price_without_tax);
  const tax =
    priceWithoutTax === undefined
      ? undefined
      : fromCents(Math.max(0, toCents(price) - toCents(priceWithoutTax)));
  return compact({
    submenu: row.submenu,
    size: row.size,
    unit: row.unit,
    ...localizedFields('bottlerType', row.bottler_type),
    priceWithoutDiscount: money(row.price_without_discount),
    priceWithoutTax,
    unitCost: money(row.unit_cost),
    suggestedSale: money(row.suggested_sale),
    imageUrl: row.image_url,
    iconBannerUrl: row.icon_banner_url,
    quantityLimit: row.quantity_limit,
    pricePromotions: tiers.length > 0 ? tiers : undefined,
    isPromotionType: row.is_promotion_type,
    isPromo: row.is_promo,
    isMSL: row.is_msl,
    alcoholic: row.alcoholic,
    combo: row.combo_id === 0 ? undefined : row.combo_id,
    familyId: row.family_id === 0 ? undefined : row.family_id,
    isGlassBottle: row.is_glass_bottle,
    glassBottles: row.glass_bottles === 0 ? undefined : row.glass_bottles,
    glassBottleProductId: row.glass_bottle_product_sku,
    boxProductId: row.box_product_sku,
    isBottleBox: row.is_bottle_box,
    tax: tax === 0 ? undefined : tax,
    packaging: row.packaging,
  });
}
