/**
 * The home's rails (issue 14 "a home that sells", decision 051), computed on the server from the
 * tenant's orderable products and the shop's own history. Pure: the service loads the data.
 *
 * - Buy again: the shop's usual products (./suggested-order.ts usualProducts: bought often and
 *   lately in its last SUGGESTED_HISTORY_ORDERS orders), at most HOME_RAIL_SIZE.
 * - Today's deals: products whose best unit saving is above 0 — a tier price below the base
 *   price, or a promotion price below the catalogue's price without discount — largest saving
 *   (in percent of the price it is compared with) first, then catalogue order; at most
 *   HOME_RAIL_SIZE.
 */
import { toCents } from './money.ts';
import { usualProducts, type OrderedLine } from './suggested-order.ts';
import type { Product } from './types.ts';

export const HOME_RAIL_SIZE = 10;

export function buyAgain(
  lines: readonly OrderedLine[],
  orderableBySku: ReadonlyMap<string, Product>,
): Product[] {
  return usualProducts(lines, orderableBySku, HOME_RAIL_SIZE);
}

/** The best saving on one unit, in percent of the price it is compared with (0: no deal). */
export function bestSavingPercent(product: Product): number {
  const price = toCents(product.price);
  if (price <= 0) return 0;
  let best = 0;
  for (const tier of product.pricePromotions ?? []) {
    const tierPrice = toCents(tier.price);
    if (tierPrice > 0 && tierPrice < price) best = Math.max(best, (price - tierPrice) / price);
  }
  const before =
    typeof product.priceWithoutDiscount === 'number' ? toCents(product.priceWithoutDiscount) : 0;
  if (before > price) best = Math.max(best, (before - price) / before);
  return Math.round(best * 10_000) / 100;
}

export function todaysDeals(orderable: readonly Product[]): Product[] {
  return orderable
    .map((product, index) => ({ product, index, saving: bestSavingPercent(product) }))
    .filter((entry) => entry.saving > 0)
    .sort((a, b) => b.saving - a.saving || a.index - b.index)
    .slice(0, HOME_RAIL_SIZE)
    .map((entry) => entry.product);
}
