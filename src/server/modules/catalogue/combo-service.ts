/**
 * Combos (SPEC §3 Combo, §7 `combo`, `combo/products/{comboId}`): the tenant's combos and, for
 * one combo, its families (family combos), its price ranges (quantity combos) or its products
 * (generic combos). Tenants without the combo service (`isComboServiceAvailable` off) have none:
 * an empty list, and 404 for any combo id. Another tenant's combo id is 404 too (SECURITY T4).
 */
import type {
  Combo,
  ComboFamily,
  ComboPriceRange,
  ComboProductsResponse,
  QuantityCombo,
} from '../../../contract/index.ts';
import { comboPricingOf, comboUnitCents } from '../../../domain/combo-pricing.ts';
import { activeRange, nextRange, quantityComboMinimum } from '../../../domain/combos.ts';
import { fromCents, toCents } from '../../../domain/money.ts';
import { unitPriceForQuantity } from '../../../domain/prices.ts';
import type { Product } from '../../../domain/types.ts';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { RequestContext } from '../../plugins/request-context.ts';
import { catalogueOfRequest, pricedProducts, type TenantCatalogue } from './catalogue-cache.ts';
import * as repo from './repository.ts';
import { answerLanguage, localized } from './service.ts';

type Deps = Pick<AppDeps, 'db' | 'now'>;

function toCombo(row: repo.ComboQueryRow, language: string): Combo {
  const description = localized(row.descriptions, language, row.description);
  return {
    id: row.id,
    name: localized(row.names, language, row.name),
    ...(description ? { description } : {}),
    ...(row.image ? { image: row.image } : {}),
    ...(row.discount_percentage !== null
      ? { discountPercentage: Number(row.discount_percentage) }
      : {}),
    kind: row.kind,
  };
}

export async function combos(deps: Deps, ctx: RequestContext): Promise<Combo[]> {
  if (!ctx.tenant.isComboServiceAvailable) return [];
  const [rows, language] = await Promise.all([
    repo.selectCombos(deps.db, ctx),
    answerLanguage(deps, ctx),
  ]);
  return rows.map((row) => toCombo(row, language));
}

export async function comboProducts(
  deps: Deps,
  ctx: RequestContext,
  comboId: number,
): Promise<ComboProductsResponse> {
  if (!ctx.tenant.isComboServiceAvailable) throw new HttpError(404, 'notFound');
  const row = await repo.selectCombo(deps.db, ctx, comboId);
  if (!row) throw new HttpError(404, 'notFound');
  const [members, catalogue, language] = await Promise.all([
    repo.selectComboMembers(deps.db, ctx, comboId),
    catalogueOfRequest(deps, ctx),
    answerLanguage(deps, ctx),
  ]);
  const combo = toCombo(row, language);
  const memberProduct = memberProducts(catalogue, comboId);

  if (row.kind === 'family') {
    const familyRows = await repo.selectComboFamilies(deps.db, ctx, comboId);
    const families: ComboFamily[] = familyRows.map((family) => ({
      familyId: family.family_id,
      name: localized(family.names, language, family.name),
      minimum: family.minimum,
      products: members
        .filter((member) => member.family_id === family.family_id)
        .flatMap((member) => memberProduct(member.sku, { familyId: family.family_id })),
    }));
    return { kind: 'family', combo, families };
  }

  if (row.kind === 'quantity') {
    const rangeRows = await repo.selectComboRanges(deps.db, ctx, comboId);
    const products = members.flatMap((member) => memberProduct(member.sku, {}));
    return {
      kind: 'quantity',
      combo,
      quantityCombo: quantityCombo(combo, rangeRows, products, ctx),
    };
  }

  return {
    kind: 'generic',
    combo,
    products: members.flatMap((member) => memberProduct(member.sku, { quantity: member.quantity })),
  };
}

/** A member as a product of the combo (`combo` set), or nothing when it is no longer sold. */
function memberProducts(catalogue: TenantCatalogue, comboId: number) {
  const priced = new Set(pricedProducts(catalogue));
  return (sku: string, extra: { familyId?: number; quantity?: number }): Product[] => {
    const product = catalogue.bySku.get(sku);
    return product && priced.has(product) ? [{ ...product, combo: comboId, ...extra }] : [];
  };
}

function toRange(row: repo.ComboRangeQueryRow): ComboPriceRange {
  return {
    minimumQuantity: row.minimum_quantity,
    ...(row.price !== null ? { price: Number(row.price) } : {}),
    ...(row.discount_percentage !== null
      ? { discountPercentage: Number(row.discount_percentage) }
      : {}),
  };
}

/**
 * The quantity combo entity (SPEC §3). `priceInfo` is the entry price the combo card shows: the
 * combo's minimum quantity (SPEC §5: the first range's minimumQuantity) of its cheapest product,
 * at its tier price, with the range reached at that quantity applied as the price engine does
 * (a range unit price never above the tier price; a percentage off unless the tenant disables
 * combo percentages). `nextRange` is the range after it.
 */
function quantityCombo(
  combo: Combo,
  rangeRows: readonly repo.ComboRangeQueryRow[],
  products: readonly Product[],
  ctx: RequestContext,
): QuantityCombo {
  const ranges = rangeRows.map(toRange);
  const minimum = quantityComboMinimum(ranges);
  const cheapest = [...products].sort((a, b) => a.price - b.price)[0];
  let regularCents = 0;
  let totalCents = 0;
  if (cheapest) {
    const tierUnit = toCents(unitPriceForQuantity(cheapest, minimum) ?? 0);
    // The price engine's rule, so the card shows what the order will cost.
    const pricing = comboPricingOf(
      activeRange(ranges, minimum),
      ctx.tenant.disableComboDiscountPercentage === true,
    );
    const unit = comboUnitCents(tierUnit, pricing);
    regularCents = toCents(cheapest.price) * minimum;
    totalCents = unit * minimum;
  }
  return {
    comboId: combo.id,
    name: combo.name,
    ...(combo.image ? { image: combo.image } : {}),
    priceInfo: {
      totalRegularPrice: fromCents(regularCents),
      totalPrice: fromCents(totalCents),
      totalDiscount: fromCents(Math.max(0, regularCents - totalCents)),
    },
    nextRange: nextRange(ranges, minimum) ?? null,
    ranges: Object.fromEntries(ranges.map((range) => [String(range.minimumQuantity), range])),
    products: [...products],
  };
}
