/**
 * The prices a combo screen shows while the shop chooses (an estimate: the server prices the
 * order, SPEC §7 order/simulate, and the cart shows its answer). The tier unit price (SPEC §5,
 * domain unitPriceForQuantity), then the combo's price per unit by the rule the server applies
 * (domain combo-pricing: a range's unit price never above the tier price, else its percentage off,
 * skipped when the tenant disables combo percentages); family and generic combos take their
 * percentage off.
 */
import {
  comboPricingOf,
  comboUnitCents as unitCentsAfterCombo,
  type ComboDiscount,
} from '../../../domain/combo-pricing.ts';
import { fromCents, toCents } from '../../../domain/money.ts';
import { unitPriceForQuantity } from '../../../domain/prices.ts';
import type { CartItem, Product } from '../../../domain/types.ts';

/** Unit price in cents of `quantity` units of a product in the combo; undefined when unpriced. */
export function comboUnitCents(
  product: Product,
  quantity: number,
  discount: ComboDiscount | undefined,
  percentagesDisabled: boolean,
): number | undefined {
  const tier = unitPriceForQuantity(product, Math.max(1, quantity));
  if (tier === undefined) return undefined;
  return unitCentsAfterCombo(toCents(tier), comboPricingOf(discount, percentagesDisabled));
}

/** The unit price as a decimal amount (see comboUnitCents). */
export function comboUnitPrice(
  product: Product,
  quantity: number,
  discount: ComboDiscount | undefined,
  percentagesDisabled: boolean,
): number | undefined {
  const cents = comboUnitCents(product, quantity, discount, percentagesDisabled);
  return cents === undefined ? undefined : fromCents(cents);
}

/** The lines' total: exact sum in cents of unit × quantity, rounded once (SPEC §9). */
export function comboTotal(
  lines: readonly CartItem[],
  discount: ComboDiscount | undefined,
  percentagesDisabled: boolean,
): number {
  const cents = lines.reduce(
    (total, line) =>
      total +
      (comboUnitCents(line.product, line.quantity, discount, percentagesDisabled) ?? 0) *
        line.quantity,
    0,
  );
  return fromCents(cents);
}
