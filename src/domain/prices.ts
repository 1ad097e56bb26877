/**
 * Tier prices (SPEC §5 "Tier prices", "Product price is used only if above 0"; §9 "Price promotions",
 * "Cart price rounding: 2 decimals"). Money is computed in cents with ./money.ts.
 */
import { fromCents, multiplyMoney } from './money.ts';
import type { CartItem, PricePromotion, Product } from './types.ts';

/** A price is usable only if it is a finite number above 0 (SPEC §5). */
function isUsablePrice(price: number | undefined): price is number {
  return typeof price === 'number' && Number.isFinite(price) && price > 0;
}

/** A product is orderable only when its base price is above 0 (SPEC §5). */
export function isPriced(product: Product): boolean {
  return isUsablePrice(product.price);
}

/**
 * The tier in force: the highest minimumQuantity at or below the quantity, among tiers priced above 0
 * (SPEC §5 tier prices). On equal minimumQuantity the later tier in the list wins.
 */
export function activeTier(product: Product, quantity: number): PricePromotion | undefined {
  let best: PricePromotion | undefined;
  for (const tier of product.pricePromotions ?? []) {
    if (!isUsablePrice(tier.price) || !(tier.minimumQuantity <= quantity)) continue;
    if (best === undefined || tier.minimumQuantity >= best.minimumQuantity) best = tier;
  }
  return best;
}

/** Unit price for a quantity: the active tier's price, else the base price; undefined when the base price is not above 0 (SPEC §5). */
export function unitPriceForQuantity(product: Product, quantity: number): number | undefined {
  if (!isPriced(product)) return undefined;
  return activeTier(product, quantity)?.price ?? product.price;
}

/**
 * The shop's unit cost for a quantity (SPEC: a tier carries its own unitCost): the tier in force's
 * when it states one above 0, else the product's; undefined when neither does.
 */
export function unitCostForQuantity(product: Product, quantity: number): number | undefined {
  const tierCost = activeTier(product, quantity)?.unitCost;
  if (isUsablePrice(tierCost)) return tierCost;
  return isUsablePrice(product.unitCost) ? product.unitCost : undefined;
}

/** Line total in integer cents; unpriced products and quantities ≤ 0 count 0. */
export function lineTotalCents(product: Product, quantity: number): number {
  const unitPrice = unitPriceForQuantity(product, quantity);
  if (unitPrice === undefined || !(quantity > 0)) return 0;
  return multiplyMoney(unitPrice, quantity);
}

/** Line total as a decimal amount rounded to 2 decimals (SPEC §9). */
export function lineTotal(product: Product, quantity: number): number {
  return fromCents(lineTotalCents(product, quantity));
}

/** Cart total: the exact sum of line totals, rounded once to 2 decimals (SPEC §9 cart price rounding). */
export function cartTotal(items: readonly CartItem[]): number {
  return fromCents(
    items.reduce((sum, item) => sum + lineTotalCents(item.product, item.quantity), 0),
  );
}
