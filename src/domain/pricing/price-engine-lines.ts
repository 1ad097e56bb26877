/**
 * From the lines the browser sent to the order lines the server prices: drops empty lines, looks
 * every sku up in the tenant's catalogue, merges lines of the same sku + combo + familyId and checks
 * quantity limits (SPEC §3 cart item merge; §5 quantity input, "limit 0 disables ordering",
 * "price used only if above 0", "sku ending 'P' … excluded"). Combo rules are in ./price-engine-combos.ts.
 */
import { quantityInCart } from '../cart.ts';
import { isOrderableLine } from '../order-body.ts';
import { isPriced } from '../prices.ts';
import { effectiveQuantityLimit } from '../quantity.ts';
import type { CartItem, Product } from '../types.ts';
import type { PricingFailure, PricingLineInput } from './price-engine-types.ts';

/** The merged lines, in first-seen order, with every client unit price sent for each. */
export interface OrderLines {
  /**
   * The lines' catalogue products, each with its line's combo and familyId (absent or 0 when none,
   * as everywhere a line key is read). A line outside any combo keeps the catalogue's own object;
   * the engine only reads products (price-engine.test.ts prices a frozen catalogue).
   */
  items: CartItem[];
  /** Client unit prices by line key (see lineKey). */
  sentPrices: Map<string, number[]>;
}

/**
 * The merge key of a line (SPEC §3): sku, combo and familyId, absent = 0. The two numbers hold
 * no '|', so the key reads back one way whatever the sku holds (a string, not JSON: this runs for
 * every line of every simulate and create).
 */
export function lineKey(
  sku: string,
  combo: number | undefined,
  familyId: number | undefined,
): string {
  return `${combo || 0}|${familyId || 0}|${sku}`;
}

/** Whole units of a sent quantity: rounded (SPEC §5 quantity input); not finite → 0. */
function wholeQuantity(quantity: number): number {
  return Number.isFinite(quantity) ? Math.max(0, Math.round(quantity)) : 0;
}

const fail = (code: PricingFailure['code'], params?: PricingFailure['params']): PricingFailure =>
  params === undefined ? { ok: false, code } : { ok: false, code, params };

/** A product may be ordered only when priced above 0 and its limit is not 0 (SPEC §5). */
function productRefusal(items: readonly CartItem[]): PricingFailure | undefined {
  const seen = new Set<string>();
  for (const { product } of items) {
    if (seen.has(product.sku)) continue;
    seen.add(product.sku);
    const limit = effectiveQuantityLimit(product);
    if (!isPriced(product) || limit === 0) return fail('orderingDisabled', { sku: product.sku });
    // The limit holds for the sku across all its lines (SPEC §4/§5).
    if (quantityInCart(items, product.sku) > limit)
      return fail('quantityLimitExceeded', { sku: product.sku, limit });
  }
  return undefined;
}

/**
 * The product as a line of `line`'s combo and familyId: the catalogue's own object when it already
 * says so (a line outside any combo, nearly every line), else a copy that does. A copy of every
 * line's product, with the quadratic merge and the JSON keys replaced beside it, was a third of
 * priceOrder's time over 30 lines (52 → 33 µs; issue 16, P5).
 */
function asLine(product: Product, line: PricingLineInput): Product {
  const combo = line.combo || 0;
  const familyId = line.familyId || 0;
  return (product.combo || 0) === combo && (product.familyId || 0) === familyId
    ? product
    : { ...product, combo, familyId };
}

/**
 * The order lines to price, or the first refusal: emptyOrder (no line with quantity > 0 outside
 * packaging), unknownProduct, orderingDisabled, quantityLimitExceeded. Packaging lines (skus ending
 * 'P') the browser sends are ignored: the server derives them (./price-engine-packaging.ts).
 */
export function orderLines(
  lines: readonly PricingLineInput[],
  catalogue: ReadonlyMap<string, Product>,
): OrderLines | PricingFailure {
  const sent = lines
    .map((line) => ({ ...line, quantity: wholeQuantity(line.quantity) }))
    .filter(isOrderableLine);
  if (sent.length === 0) return fail('emptyOrder');

  // By line key, in first-seen order: the lines of one key merge (SPEC §3 cart item merge).
  const merged = new Map<string, CartItem>();
  const sentPrices = new Map<string, number[]>();
  for (const line of sent) {
    const product = catalogue.get(line.sku);
    if (product === undefined) return fail('unknownProduct', { sku: line.sku });
    const key = lineKey(line.sku, line.combo, line.familyId);
    const known = merged.get(key);
    if (known === undefined)
      merged.set(key, { product: asLine(product, line), quantity: line.quantity });
    else known.quantity += line.quantity;
    if (line.price !== undefined) {
      const prices = sentPrices.get(key);
      if (prices === undefined) sentPrices.set(key, [line.price]);
      else prices.push(line.price);
    }
  }
  const items = [...merged.values()];
  return productRefusal(items) ?? { items, sentPrices };
}
