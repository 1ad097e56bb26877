/**
 * Cart rules (SPEC §3 "Cart item", §4 "Cart persistence", §5 "A product already in the cart cannot
 * be added again as a new item", §2 Chrome "cart with a rounded quantity badge").
 * Every function returns a new array; inputs are never mutated.
 */
import type { CartItem, Product } from './types.ts';

/** The merge key of a line: combo and familyId absent or 0 both mean "none". */
type LineKey = Pick<Product, 'combo' | 'familyId'>;

/** Lines merge when sku, combo and familyId all match; undefined and 0 are the same (SPEC §3 cart item). */
export function sameCartLine(a: Product, b: Product): boolean {
  return a.sku === b.sku && sameKey(a, b);
}

function sameKey(a: LineKey, b: LineKey): boolean {
  return (a.combo || 0) === (b.combo || 0) && (a.familyId || 0) === (b.familyId || 0);
}

/** Adds an item, summing quantities into the matching line if there is one (SPEC §3 cart item merge). */
export function mergeIntoCart(cart: readonly CartItem[], item: CartItem): CartItem[] {
  const index = cart.findIndex((line) => sameCartLine(line.product, item.product));
  if (index === -1) return [...cart, item];
  return cart.map((line, i) =>
    i === index ? { ...line, quantity: line.quantity + item.quantity } : line,
  );
}

/** A product already in the cart (same line key) cannot be added again as a new item (SPEC §5). */
export function canAddAsNewItem(cart: readonly CartItem[], product: Product): boolean {
  return !cart.some((line) => sameCartLine(line.product, product));
}

/** Removing an item removes every line with that sku (SPEC §4 cart persistence). */
export function removeBySku(cart: readonly CartItem[], sku: string): CartItem[] {
  return cart.filter((line) => line.product.sku !== sku);
}

/** Removing a combo removes its items (SPEC §4); combo id 0 means "no combo" and removes nothing. */
export function removeCombo(cart: readonly CartItem[], comboId: number): CartItem[] {
  if (!comboId) return [...cart];
  return cart.filter((line) => line.product.combo !== comboId);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One stored entry back into a cart line, or undefined when malformed. */
function restoreLine(entry: unknown): CartItem | undefined {
  if (!isRecord(entry) || !isRecord(entry.product)) return undefined;
  const { product, quantity } = entry;
  if (typeof product.sku !== 'string' || product.sku === '') return undefined;
  if (typeof product.price !== 'number' || !Number.isFinite(product.price)) return undefined;
  if (typeof quantity !== 'number' || !Number.isFinite(quantity)) return undefined;
  const rounded = Math.round(quantity);
  if (rounded < 1) return undefined;
  const text = (value: unknown): string => (typeof value === 'string' ? value : '');
  const restored = {
    ...product,
    sku: product.sku,
    price: product.price,
    description: text(product.description),
    brand: text(product.brand),
    category: text(product.category),
  } as Product;
  return { product: restored, quantity: rounded };
}

/**
 * Restores the stored cart (SPEC §4: non-array content becomes empty). Accepts the parsed value or the
 * raw JSON string; entries without a product sku, a numeric price or a positive quantity are dropped.
 */
export function restoreCartFromStorage(raw: unknown): CartItem[] {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw) as unknown;
    } catch {
      return [];
    }
  }
  if (!Array.isArray(value)) return [];
  return value.map(restoreLine).filter((line): line is CartItem => line !== undefined);
}

/** Total units in the cart, rounded, for the badge (SPEC §2 chrome). */
export function cartQuantity(cart: readonly CartItem[]): number {
  return Math.round(cart.reduce((sum, line) => sum + line.quantity, 0));
}

/** Units of one sku across all its lines (SPEC §4: limits are reduced by quantities already in the cart). */
export function quantityInCart(cart: readonly CartItem[], sku: string): number {
  return cart.reduce((sum, line) => (line.product.sku === sku ? sum + line.quantity : sum), 0);
}

/**
 * Sets a line's quantity, rounded; 0 or less removes the line (SPEC §5: 0 allowed in the cart to remove).
 * The line is found by sku and `key` (combo/familyId); without `key` it is the line outside any combo.
 */
export function setLineQuantity(
  cart: readonly CartItem[],
  sku: string,
  quantity: number,
  key: LineKey = {},
): CartItem[] {
  const matches = (line: CartItem): boolean =>
    line.product.sku === sku && sameKey(line.product, key);
  const rounded = Number.isFinite(quantity) ? Math.round(quantity) : 0;
  if (rounded <= 0) return cart.filter((line) => !matches(line));
  return cart.map((line) => (matches(line) ? { ...line, quantity: rounded } : line));
}
