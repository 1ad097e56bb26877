/**
 * The console's products (issue 13): list and search, one product with its tiers, create and
 * update (every field the bottler owns and the tier list replaced as one), each in one
 * transaction with its audit entry (before and after) and optimistic concurrency on `version`
 * (decision 040). References are checked against the tenant: brand and category exist, the
 * bottle product is a packaging product (sku ending P, not a box), the box product a bottle box.
 */
import type {
  AdminProduct,
  AdminProductCreate,
  AdminProductSummary,
  AdminProductUpdate,
} from '../../../contract/index.ts';
import { fromCents, toCents } from '../../../domain/money.ts';
import { amountFitsCurrency, currencyDecimals } from '../../../domain/locale.ts';
import { discountedCents, withoutTaxCents } from '../../../domain/product-prices.ts';
import type { Database, Queryable } from '../../db/types.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { OperatorContext } from '../../plugins/operator-context.ts';
import { operatorActor } from '../admin-lists/audit-actor.ts';
import { decodeCursor, pageOf } from '../admin-lists/keyset.ts';
import { recordAudit } from '../audit/audit-repository.ts';
import {
  insertProduct,
  namedExists,
  replaceTiers,
  selectProduct,
  selectProductKinds,
  selectProducts,
  selectTiers,
  updateProduct,
  type ProductRow,
  type ProductWrite,
  type TierRow,
} from './catalogue-repository.ts';

type Ctx = Pick<OperatorContext, 'tenantId' | 'tenant' | 'now' | 'operatorId' | 'email'>;

const money = (value: string | null): number | null => (value === null ? null : Number(value));
const decimal = (value: number | null): string | null =>
  value === null ? null : fromCents(toCents(value)).toFixed(2);

export const toSummary = (row: ProductRow): AdminProductSummary => ({
  sku: row.sku,
  description: row.description,
  brand: row.brand,
  category: row.category,
  size: row.size,
  price: Number(row.price),
  active: row.active,
  imageUrl: row.image_url,
  tierCount: row.tier_count,
});

export const toProduct = (row: ProductRow, tiers: readonly TierRow[]): AdminProduct => ({
  sku: row.sku,
  description: row.description,
  descriptions: row.descriptions,
  brandId: row.brand_id,
  brand: row.brand,
  categoryId: row.category_id,
  category: row.category,
  size: row.size,
  unit: row.unit,
  packaging: row.packaging,
  isGlassBottle: row.is_glass_bottle,
  glassBottles: row.glass_bottles,
  glassBottleProductSku: row.glass_bottle_product_sku,
  boxProductSku: row.box_product_sku,
  isBottleBox: row.is_bottle_box,
  taxRate: Number(row.tax_rate),
  alcoholic: row.alcoholic,
  isMsl: row.is_msl,
  quantityLimit: row.quantity_limit,
  isPromotionType: row.is_promotion_type,
  isPromo: row.is_promo,
  unitCost: money(row.unit_cost),
  suggestedSale: money(row.suggested_sale),
  active: row.active,
  price: Number(row.price),
  priceWithoutDiscount: money(row.price_without_discount),
  priceWithoutTax: money(row.price_without_tax),
  imageUrl: row.image_url,
  tiers: tiers.map((tier) => ({
    minimumQuantity: tier.minimum_quantity,
    price: Number(tier.price),
    discountPercentage: money(tier.discount_percentage),
  })),
  version: row.version,
});

export async function listProducts(
  db: Queryable,
  ctx: Pick<OperatorContext, 'tenantId'>,
  query: {
    q?: string | undefined;
    category?: number[] | undefined;
    brand?: number[] | undefined;
    active?: boolean | undefined;
    limit: number;
    cursor?: string | undefined;
  },
): Promise<{ items: AdminProductSummary[]; nextCursor: string | null }> {
  const after =
    query.cursor === undefined ? undefined : String(decodeCursor(query.cursor, ['s'])[0]);
  const rows = await selectProducts(db, {
    tenantId: ctx.tenantId,
    q: query.q,
    categories: query.category,
    brands: query.brand,
    active: query.active,
    after,
    limit: query.limit + 1,
  });
  return pageOf(rows, query.limit, toSummary, (row) => [row.sku]);
}

export async function productOrNotFound(
  db: Queryable,
  tenantId: number,
  sku: string,
  forUpdate = false,
): Promise<AdminProduct> {
  const row = await selectProduct(db, tenantId, sku, { forUpdate });
  if (row === undefined) throw new HttpError(404, 'notFound');
  return toProduct(row, await selectTiers(db, tenantId, sku));
}

export const getProduct = (db: Queryable, ctx: Pick<OperatorContext, 'tenantId'>, sku: string) =>
  productOrNotFound(db, ctx.tenantId, sku);

type ProductInput = Omit<AdminProductUpdate, 'version'>;

/** The tenant's default language must have a description: it is the plain `description`. */
export function defaultText(
  texts: Partial<Record<string, string>>,
  language: string,
  field: string,
): string {
  const text = texts[language];
  if (text === undefined) throw new HttpError(400, 'validation', { field: `${field}.${language}` });
  return text;
}

/** 422 referenceInvalid unless every reference is the tenant's and of the right kind. */
async function checkReferences(tx: Queryable, tenantId: number, sku: string, input: ProductInput) {
  const invalid = (field: string) => new HttpError(422, 'referenceInvalid', { field });
  if (!(await namedExists(tx, 'brands', tenantId, input.brandId))) throw invalid('brandId');
  if (!(await namedExists(tx, 'categories', tenantId, input.categoryId))) {
    throw invalid('categoryId');
  }
  const wanted = [input.glassBottleProductSku, input.boxProductSku].filter(
    (value): value is string => value !== null,
  );
  const found = new Map(
    (await selectProductKinds(tx, tenantId, wanted)).map((row) => [row.sku, row.is_bottle_box]),
  );
  const bottle = input.glassBottleProductSku;
  if (bottle !== null && (bottle === sku || !bottle.endsWith('P') || found.get(bottle) !== false)) {
    throw invalid('glassBottleProductSku');
  }
  const box = input.boxProductSku;
  if (box !== null && (box === sku || !box.endsWith('P') || found.get(box) !== true)) {
    throw invalid('boxProductSku');
  }
}

/**
 * 400 validation naming the first amount with cents in a currency without them (PYG, CLP): a
 * price of ₲ 5.200,5 would show as ₲ 5.201 in the shop and its line totals stop adding up.
 */
function checkWholeAmounts(currency: string, input: ProductInput): void {
  const amounts: [string, number | null][] = [
    ['body.price', input.price],
    ['body.priceWithoutDiscount', input.priceWithoutDiscount],
    ['body.unitCost', input.unitCost],
    ['body.suggestedSale', input.suggestedSale],
    ...input.tiers.map((tier, index): [string, number | null] => [
      `body.tiers.${index}.price`,
      tier.price ?? null,
    ]),
  ];
  for (const [field, amount] of amounts) {
    if (amount !== null && !amountFitsCurrency(amount, currency)) {
      throw new HttpError(400, 'validation', { field });
    }
  }
}

/** The write of a product: default-language description, exact money, tax derived from price. */
function productWrite(ctx: Ctx, input: ProductInput): ProductWrite {
  checkWholeAmounts(ctx.tenant.currency, input);
  const priceCents = toCents(input.price);
  return {
    description: defaultText(input.descriptions, ctx.tenant.language, 'body.descriptions'),
    descriptions: input.descriptions as Record<string, string>,
    brandId: input.brandId,
    categoryId: input.categoryId,
    size: input.size,
    unit: input.unit,
    packaging: input.packaging,
    isGlassBottle: input.isGlassBottle,
    glassBottles: input.glassBottles,
    glassBottleProductSku: input.glassBottleProductSku,
    boxProductSku: input.boxProductSku,
    isBottleBox: input.isBottleBox,
    taxRate: input.taxRate,
    alcoholic: input.alcoholic,
    isMsl: input.isMsl,
    quantityLimit: input.quantityLimit,
    isPromotionType: input.isPromotionType,
    isPromo: input.isPromo,
    unitCost: decimal(input.unitCost),
    suggestedSale: decimal(input.suggestedSale),
    active: input.active,
    price: fromCents(priceCents).toFixed(2),
    priceWithoutDiscount: decimal(input.priceWithoutDiscount),
    priceWithoutTax: fromCents(withoutTaxCents(priceCents, input.taxRate)).toFixed(2),
  };
}

/**
 * Tiers as stored: a discount becomes its unit price (to the cent, or to the unit in a currency
 * without cents), which must stay below the list price.
 */
function tierWrites(input: ProductInput, currency: string) {
  const listCents = toCents(input.price);
  const decimals = currencyDecimals(currency);
  return input.tiers.map((tier, index) => {
    const cents =
      tier.price === undefined
        ? discountedCents(listCents, tier.discountPercentage ?? 0, decimals)
        : toCents(tier.price);
    if (cents >= listCents) {
      throw new HttpError(400, 'validation', { field: `body.tiers.${index}.discountPercentage` });
    }
    return {
      minimumQuantity: tier.minimumQuantity,
      price: fromCents(cents).toFixed(2),
      discountPercentage:
        tier.discountPercentage === undefined ? null : tier.discountPercentage.toFixed(2),
    };
  });
}

/** What the audit log keeps of a product (no counts, no joined names). */
const audited = (product: AdminProduct) => {
  const { brand: _brand, category: _category, ...fields } = product;
  return fields;
};

export async function updateProductFully(
  db: Database,
  ctx: Ctx,
  sku: string,
  body: AdminProductUpdate,
): Promise<AdminProduct> {
  const { version, ...input } = body;
  const write = productWrite(ctx, input);
  const tiers = tierWrites(input, ctx.tenant.currency);
  return db.transaction(async (tx) => {
    const before = await productOrNotFound(tx, ctx.tenantId, sku, true);
    if (before.version !== version) {
      throw new HttpError(409, 'staleVersion', { version: before.version });
    }
    await checkReferences(tx, ctx.tenantId, sku, input);
    await updateProduct(tx, ctx.tenantId, sku, write);
    await replaceTiers(tx, ctx.tenantId, sku, tiers);
    const after = await productOrNotFound(tx, ctx.tenantId, sku);
    await recordAudit(tx, {
      tenantId: ctx.tenantId,
      actor: operatorActor(ctx),
      action: 'product.update',
      entity: 'product',
      entityId: sku,
      before: audited(before),
      after: audited(after),
      at: ctx.now,
    });
    return after;
  });
}

export async function createProduct(
  db: Database,
  ctx: Ctx,
  body: AdminProductCreate,
): Promise<AdminProduct> {
  const { sku, ...input } = body;
  const write = productWrite(ctx, input);
  const tiers = tierWrites(input, ctx.tenant.currency);
  return createInTransaction(db, ctx, sku, input, write, tiers).catch((error: unknown) => {
    // Two creates of one sku at once: the second's INSERT meets the first's committed row.
    if ((error as { code?: unknown } | null)?.code === UNIQUE_VIOLATION) {
      throw new HttpError(409, 'productExists');
    }
    throw error;
  });
}

/** PostgreSQL unique_violation (PGlite reports the same SQLSTATE). */
const UNIQUE_VIOLATION = '23505';

async function createInTransaction(
  db: Database,
  ctx: Ctx,
  sku: string,
  input: ProductInput,
  write: ProductWrite,
  tiers: ReturnType<typeof tierWrites>,
): Promise<AdminProduct> {
  return db.transaction(async (tx) => {
    if ((await selectProduct(tx, ctx.tenantId, sku)) !== undefined) {
      throw new HttpError(409, 'productExists');
    }
    await checkReferences(tx, ctx.tenantId, sku, input);
    await insertProduct(tx, ctx.tenantId, sku, write);
    await replaceTiers(tx, ctx.tenantId, sku, tiers);
    const after = await productOrNotFound(tx, ctx.tenantId, sku);
    await recordAudit(tx, {
      tenantId: ctx.tenantId,
      actor: operatorActor(ctx),
      action: 'product.create',
      entity: 'product',
      entityId: sku,
      before: null,
      after: audited(after),
      at: ctx.now,
    });
    return after;
  });
}
