/**
 * The shop's choice inside a combo screen, before it goes to the cart: units per product (and
 * family), turned into cart lines marked with the combo and family (SPEC §3 cart item merge key;
 * §4 "adding replaces the cart's lines of that combo"). The rules themselves are in src/domain.
 */
import { removeCombo } from '../../../domain/cart.ts';
import { allowanceToAdd } from '../../../domain/quantity.ts';
import type { CartItem, Product } from '../../../domain/types.ts';

/** Units chosen, by selectionKey. */
export type Quantities = Readonly<Record<string, number>>;

/** A product offered by the combo, in its family (0 when the combo has no families). */
export interface ComboOption {
  product: Product;
  familyId: number;
}

export const selectionKey = (option: ComboOption): string =>
  `${option.familyId}:${option.product.sku}`;

/** The chosen units as cart lines of the combo (quantity > 0 only), in the options' order. */
export function comboLines(
  options: readonly ComboOption[],
  quantities: Quantities,
  comboId: number,
): CartItem[] {
  return options.flatMap((option) => {
    const quantity = quantities[selectionKey(option)] ?? 0;
    if (!(quantity > 0)) return [];
    return [
      { product: { ...option.product, combo: comboId, familyId: option.familyId }, quantity },
    ];
  });
}

/**
 * Where the screen starts: the units of this combo already in the cart (reopening a combo shows
 * it as it was added), else `fallback(option)` (0 by default).
 */
export function initialQuantities(
  options: readonly ComboOption[],
  cart: readonly CartItem[],
  comboId: number,
  fallback: (option: ComboOption) => number = () => 0,
): Record<string, number> {
  const inCart = cart.filter((line) => line.product.combo === comboId);
  const quantities: Record<string, number> = {};
  for (const option of options) {
    const line = inCart.find(
      (item) =>
        item.product.sku === option.product.sku && (item.product.familyId ?? 0) === option.familyId,
    );
    quantities[selectionKey(option)] = inCart.length > 0 ? (line?.quantity ?? 0) : fallback(option);
  }
  return quantities;
}

/** Units chosen in all. */
export function totalUnits(quantities: Quantities): number {
  return Object.values(quantities).reduce((total, quantity) => total + Math.max(0, quantity), 0);
}

/**
 * Units of a product the combo may hold: its limit minus what the cart holds of it outside this
 * combo (this combo's lines are about to be replaced) (SPEC §5 remaining allowance).
 */
export function remainingForCombo(
  product: Product,
  cart: readonly CartItem[],
  comboId: number,
): number {
  return allowanceToAdd(product, 0, removeCombo(cart, comboId)).remaining;
}
