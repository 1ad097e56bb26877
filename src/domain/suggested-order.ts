/**
 * The suggested order (SPEC §7 `order/suggested`; PRODUCT.md "suggested products"), computed
 * from the shop's own order history — never a fixed list. Pure: the service loads the data.
 *
 * The rule:
 * 1. Look at the shop's last SUGGESTED_HISTORY_ORDERS orders that were not cancelled
 *    (packaging lines left out), newest first: order i (0 = newest) weighs (N − i) / N.
 * 2. A sku's score is the sum of the weights of the orders it appears in — bought often and
 *    lately scores high. Ties: the more recently bought first, then by sku.
 * 3. The top SUGGESTED_FROM_HISTORY skus that are still orderable (sold, priced above 0, limit
 *    not 0) are suggested with the quantity of their latest order, capped at their quantity limit.
 * 4. Then up to SUGGESTED_MUST_STOCK must-stock (isMSL) products the shop has not ordered in
 *    those orders, in catalogue order, with quantity 1.
 */
import { effectiveQuantityLimit } from './quantity.ts';
import type { Product } from './types.ts';

export const SUGGESTED_HISTORY_ORDERS = 10;
export const SUGGESTED_FROM_HISTORY = 12;
export const SUGGESTED_MUST_STOCK = 4;

export interface OrderedLine {
  order_number: string;
  sku: string;
  quantity: number;
}

interface SkuHistory {
  score: number;
  /** Index of the newest order holding the sku (0 = the newest order). */
  newest: number;
  latestQuantity: number;
}

/**
 * `lines`: lines of the shop's recent orders, newest order first (repository order).
 * `orderable`: the tenant's orderable products in catalogue order.
 */
export function suggestedOrder(
  lines: readonly OrderedLine[],
  orderable: readonly Product[],
  orderableBySku: ReadonlyMap<string, Product> = productsBySku(orderable),
): Product[] {
  const history = skuHistory(lines);
  const fromHistory = usualProducts(lines, orderableBySku, SUGGESTED_FROM_HISTORY, history).map(
    (product) => {
      const quantity = Math.max(
        1,
        Math.min(history.get(product.sku)?.latestQuantity ?? 1, effectiveQuantityLimit(product)),
      );
      return { ...product, quantity };
    },
  );

  const mustStock = orderable
    .filter((product) => product.isMSL === true && !history.has(product.sku))
    .slice(0, SUGGESTED_MUST_STOCK)
    .map((product) => ({ ...product, quantity: 1 }));

  return [...fromHistory, ...mustStock];
}

/**
 * Products by sku. A catalogue's is built once per version (`homeRailProducts` in the catalogue
 * cache): built per call over 5,000 products, it was a quarter of each GET home/rails's CPU.
 */
export function productsBySku(products: readonly Product[]): ReadonlyMap<string, Product> {
  return new Map(products.map((product) => [product.sku, product]));
}

/**
 * The shop's usual products (steps 1–2 above; the home's buy-again rail, decision 051): the
 * `count` best-scoring skus of its recent history that are still orderable (`bySku`), as they
 * are sold today (catalogue quantity, not the ordered one).
 */
export function usualProducts(
  lines: readonly OrderedLine[],
  bySku: ReadonlyMap<string, Product>,
  count: number,
  history: Map<string, SkuHistory> = skuHistory(lines),
): Product[] {
  return [...history]
    .filter(([sku]) => bySku.has(sku))
    .sort(([skuA, a], [skuB, b]) => b.score - a.score || a.newest - b.newest || cmp(skuA, skuB))
    .slice(0, count)
    .map(([sku]) => bySku.get(sku) as Product);
}

function skuHistory(lines: readonly OrderedLine[]): Map<string, SkuHistory> {
  const orderIndex = new Map<string, number>();
  const history = new Map<string, SkuHistory>();
  const seenInOrder = new Set<string>();
  for (const line of lines) {
    let index = orderIndex.get(line.order_number);
    if (index === undefined) {
      index = orderIndex.size;
      orderIndex.set(line.order_number, index);
    }
    if (index >= SUGGESTED_HISTORY_ORDERS) continue;
    const key = `${line.order_number}\u0000${line.sku}`;
    const entry = history.get(line.sku);
    if (seenInOrder.has(key)) {
      // The same sku twice in one order (e.g. in and out of a combo): add the quantity only.
      if (entry && entry.newest === index) entry.latestQuantity += line.quantity;
      continue;
    }
    seenInOrder.add(key);
    const weight = (SUGGESTED_HISTORY_ORDERS - index) / SUGGESTED_HISTORY_ORDERS;
    if (entry) entry.score += weight;
    else history.set(line.sku, { score: weight, newest: index, latestQuantity: line.quantity });
  }
  return history;
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
