/**
 * Quantity input and limits (SPEC §5 "Quantity input"; §9 "Default quantity limit 9999",
 * "limit toast": see timings.ts).
 */
import { quantityInCart } from './cart.ts';
import type { CartItem, Product } from './types.ts';

/** Default per-product quantity limit (SPEC §9). */
export const DEFAULT_QUANTITY_LIMIT = 9999;

export interface QuantityInputOptions {
  /** 0 is allowed in the cart, where it removes the line (SPEC §5). */
  allowZero?: boolean;
  /** Upper bound; default DEFAULT_QUANTITY_LIMIT. */
  limit?: number;
}

/** Rounds and clamps a numeric quantity: min 1 (0 with allowZero), max the limit (SPEC §5). */
export function clampQuantity(
  quantity: number,
  { allowZero = false, limit = DEFAULT_QUANTITY_LIMIT }: QuantityInputOptions = {},
): number {
  const minimum = allowZero ? 0 : 1;
  const rounded = Number.isFinite(quantity) ? Math.round(quantity) : minimum;
  return Math.max(minimum, Math.min(rounded, Math.max(limit, minimum)));
}

/** Digits only (others stripped), step 1, min 1 (0 with allowZero), capped at the limit; empty → the minimum (SPEC §5). */
export function parseQuantityInput(raw: string, options: QuantityInputOptions = {}): number {
  const digits = raw.replace(/\D/g, '');
  const minimum = options.allowZero ? 0 : 1;
  return clampQuantity(digits === '' ? minimum : Number(digits), options);
}

/** quantityLimit, or 9999 when absent (SPEC §3/§9); a malformed or negative limit counts as 0. */
export function effectiveQuantityLimit(product: Product): number {
  const limit = product.quantityLimit ?? DEFAULT_QUANTITY_LIMIT;
  return Number.isFinite(limit) ? Math.max(0, Math.floor(limit)) : 0;
}

/** A limit of 0 disables ordering (SPEC §5). */
export function isOrderingDisabled(product: Product): boolean {
  return effectiveQuantityLimit(product) === 0;
}

/** The plus button is disabled at the limit (SPEC §5). */
export function canIncrement(quantity: number, limit: number): boolean {
  return quantity < limit;
}

export interface Allowance {
  /** Units that may actually be added now. */
  quantity: number;
  /** True when fewer than requested: the UI shows the limit toast for LIMIT_TOAST_MS. */
  reduced: boolean;
  /** Limit minus the quantity of this sku already in the cart (never below 0). */
  remaining: number;
}

/** Adding respects the remaining allowance, limit minus quantity in cart (SPEC §5). */
export function allowanceToAdd(
  product: Product,
  requested: number,
  cart: readonly CartItem[],
): Allowance {
  const remaining = Math.max(
    0,
    effectiveQuantityLimit(product) - quantityInCart(cart, product.sku),
  );
  const wanted = Number.isFinite(requested) ? Math.max(0, Math.round(requested)) : 0;
  const quantity = Math.min(wanted, remaining);
  return { quantity, reduced: quantity < wanted, remaining };
}

/** A quantity must be a number above 0, else ordering is flagged disabled (SPEC §5). */
export function isValidOrderQuantity(quantity: unknown): quantity is number {
  return typeof quantity === 'number' && Number.isFinite(quantity) && quantity > 0;
}

/**
 * The cart adjusted to the cap (SPEC §5): per sku, lines in cart order keep what fits in the limit;
 * lines left with 0 units are dropped.
 */
export function capCartToLimits(cart: readonly CartItem[]): CartItem[] {
  const used = new Map<string, number>();
  const capped: CartItem[] = [];
  for (const line of cart) {
    const sku = line.product.sku;
    const left = effectiveQuantityLimit(line.product) - (used.get(sku) ?? 0);
    const quantity = Math.min(line.quantity, Math.max(0, left));
    used.set(sku, (used.get(sku) ?? 0) + quantity);
    if (quantity > 0) capped.push(quantity === line.quantity ? line : { ...line, quantity });
  }
  return capped;
}
