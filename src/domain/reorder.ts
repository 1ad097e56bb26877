/**
 * Reorder (SPEC.md §4 "Reorder"): the cart is replaced by the order's products that are still in
 * the catalogue. Quantities follow the cart caps of SPEC §5 (quantityLimit, default 9999).
 *
 * Packaging skus (ending 'P': glass bottles and bottle boxes) are not reordered as lines: they
 * are recomputed from the liquid lines by the packaging rule, so they are skipped, not "dropped".
 */
import { isPackagingSku } from './order-body.ts';
import { DEFAULT_QUANTITY_LIMIT } from './quantity.ts';
import type { CartItem, Product } from './types.ts';

export interface OrderedProduct {
  sku: string;
  quantity: number;
}

export interface ReorderResult {
  cart: CartItem[];
  /** Skus of the order that cannot be reordered: gone from the catalogue, unpriced or not orderable. */
  dropped: string[];
}

/** SPEC §5: the product's cap (default 9999; 0 disables ordering). */
function quantityLimitOf(product: Product): number {
  const limit = product.quantityLimit;
  return typeof limit === 'number' && Number.isFinite(limit) && limit >= 0
    ? Math.floor(limit)
    : DEFAULT_QUANTITY_LIMIT;
}

/**
 * SPEC §4 reorder: one line per sku (repeated skus summed), in order of first appearance, with the
 * catalogue's current product (and price); quantity rounded, capped at the product's limit.
 * Dropped: skus missing from the catalogue, priced 0 or less (SPEC §5 price rule), or with limit 0.
 * Lines with a quantity of 0 or less are ignored (never orderable, SPEC §5).
 */
export function reorderCart(
  orderProducts: readonly OrderedProduct[],
  catalogue: readonly Product[],
): ReorderResult {
  const bySku = new Map(catalogue.map((product) => [product.sku, product]));
  const quantities = new Map<string, number>();
  for (const { sku, quantity } of orderProducts) {
    if (isPackagingSku(sku) || !Number.isFinite(quantity) || Math.round(quantity) <= 0) continue;
    quantities.set(sku, (quantities.get(sku) ?? 0) + Math.round(quantity));
  }
  const cart: CartItem[] = [];
  const dropped: string[] = [];
  for (const [sku, quantity] of quantities) {
    const product = bySku.get(sku);
    const limit = product ? quantityLimitOf(product) : 0;
    if (!product || !(product.price > 0) || limit === 0) {
      dropped.push(sku);
      continue;
    }
    cart.push({ product, quantity: Math.min(quantity, limit) });
  }
  return { cart, dropped };
}
