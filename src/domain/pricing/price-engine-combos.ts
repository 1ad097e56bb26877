/**
 * Combo checks and combo prices on the server (SPEC §3 Combo; §4 "the active price range is the
 * highest range whose minimumQuantity is reached"; §5 "combo minimum is the sum of family
 * minimums", "quantity combo minimum is the first range's minimumQuantity").
 *
 * Decided here:
 * - Every line of a combo must belong to it: to the family it names (family combos), else to the
 *   combo's `skus` when given; packaging lines and a familyId outside a combo are refused.
 * - Family combos: every family must reach its minimum (domain canAddCombo).
 * - Quantity combos: the combo's total units must reach the first range.
 * - Price: family and generic combos take `discountPercentage` off; a quantity combo applies its
 *   active range — its unit price when above 0, else its percentage — to every line of the combo.
 *   A combo never makes a line dearer than its tier price.
 */
import { comboPricingOf, type ComboPricing } from '../combo-pricing.ts';
import { activeRange, canAddCombo } from '../combos.ts';
import { isPackagingSku } from '../order-body.ts';
import type { CartItem } from '../types.ts';
import type { ComboDefinition, PricingFailure } from './price-engine-types.ts';

function belongsTo(combo: ComboDefinition, item: CartItem): boolean {
  const { sku } = item.product;
  const familyId = item.product.familyId ?? 0;
  if (combo.skus !== undefined && !combo.skus.includes(sku)) return false;
  const families = combo.families ?? [];
  if (families.length > 0) {
    return families.some((family) => family.familyId === familyId && family.skus.includes(sku));
  }
  return combo.kind !== 'family' && familyId === 0;
}

const comboUnits = (lines: readonly CartItem[]): number =>
  lines.reduce((total, line) => total + line.quantity, 0);

/** The combo's lines satisfy it (membership, family minimums, first range). */
function satisfies(combo: ComboDefinition, lines: readonly CartItem[]): boolean {
  if (!lines.every((line) => belongsTo(combo, line))) return false;
  if (combo.kind === 'family') return canAddCombo(lines, combo.families ?? []);
  if (combo.kind === 'quantity' && (combo.ranges ?? []).length > 0)
    return activeRange(combo.ranges ?? [], comboUnits(lines)) !== undefined;
  return true;
}

function pricingOf(
  combo: ComboDefinition,
  lines: readonly CartItem[],
  percentagesDisabled: boolean,
): ComboPricing | undefined {
  if (combo.kind !== 'quantity')
    return comboPricingOf({ discountPercentage: combo.discountPercentage }, percentagesDisabled);
  const range = activeRange(combo.ranges ?? [], comboUnits(lines));
  return comboPricingOf(
    { price: range?.unitPrice, discountPercentage: range?.discountPercentage },
    percentagesDisabled,
  );
}

/**
 * The pricing of each combo in the order (undefined = no discount), or invalidCombo with
 * params {combo} (or {sku} for a line that cannot be in a combo).
 */
export function comboPricings(
  items: readonly CartItem[],
  combos: ReadonlyMap<number, ComboDefinition>,
  percentagesDisabled: boolean,
): Map<number, ComboPricing | undefined> | PricingFailure {
  const byCombo = new Map<number, CartItem[]>();
  for (const item of items) {
    const comboId = item.product.combo ?? 0;
    if (comboId === 0) {
      if ((item.product.familyId ?? 0) !== 0)
        return { ok: false, code: 'invalidCombo', params: { sku: item.product.sku } };
      continue;
    }
    if (isPackagingSku(item.product.sku))
      return { ok: false, code: 'invalidCombo', params: { sku: item.product.sku } };
    byCombo.set(comboId, [...(byCombo.get(comboId) ?? []), item]);
  }
  const pricings = new Map<number, ComboPricing | undefined>();
  for (const [comboId, lines] of byCombo) {
    const combo = combos.get(comboId);
    if (combo === undefined || !satisfies(combo, lines))
      return { ok: false, code: 'invalidCombo', params: { combo: comboId } };
    pricings.set(comboId, pricingOf(combo, lines, percentagesDisabled));
  }
  return pricings;
}
