/**
 * Combo rules (SPEC.md §3 "Combo", §4 "Combo", §5 "Combo").
 * Family combos: the shop picks items from each family up to the family minimum.
 * Quantity combos: a table of price ranges keyed by minimumQuantity.
 */
import type { CartItem } from './types.ts';

/** The part of a combo family these rules read (SPEC §3: familyId, name, minimum, products). */
export interface ComboFamilyRule {
  familyId: number;
  minimum: number;
}

/** A quantity-combo price range (SPEC §3: ranges keyed by minimumQuantity). */
export interface QuantityRangeRule {
  minimumQuantity: number;
}

/** A non-negative whole count, or 0 for anything else (defensive against bad data). */
function wholeCount(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** SPEC §5: the combo minimum is the sum of family minimums, at least 1. */
export function comboMinimum(families: readonly ComboFamilyRule[]): number {
  const sum = families.reduce((total, family) => total + wholeCount(family.minimum), 0);
  return Math.max(1, sum);
}

/** Units of one family in the combo selection (SPEC §3: the combo cart holds items with quantity). */
export function familyCount(selection: readonly CartItem[], familyId: number): number {
  return selection
    .filter((item) => (item.product.familyId ?? 0) === familyId)
    .reduce((total, item) => total + wholeCount(item.quantity), 0);
}

/** SPEC §5: per-family counts are capped at the family minimum, so plus is allowed only below it. */
export function canIncrementFamily(
  selection: readonly CartItem[],
  family: ComboFamilyRule,
): boolean {
  return familyCount(selection, family.familyId) < wholeCount(family.minimum);
}

/**
 * SPEC §4: add is enabled when the item count meets the required minimum.
 * Each family counts at most its own minimum (SPEC §5 cap), so every family must be complete.
 */
export function canAddCombo(
  selection: readonly CartItem[],
  families: readonly ComboFamilyRule[],
): boolean {
  const counted = families.reduce(
    (total, family) =>
      total + Math.min(familyCount(selection, family.familyId), wholeCount(family.minimum)),
    0,
  );
  return counted >= comboMinimum(families);
}

/** The ranges sorted by minimumQuantity ascending (a copy; the input is not touched). */
function sortedRanges<R extends QuantityRangeRule>(ranges: readonly R[]): R[] {
  return [...ranges].sort((a, b) => a.minimumQuantity - b.minimumQuantity);
}

/** SPEC §5: the quantity combo minimum is the first range's minimumQuantity (1 when no ranges). */
export function quantityComboMinimum(ranges: readonly QuantityRangeRule[]): number {
  const first = sortedRanges(ranges)[0];
  return first ? Math.max(1, first.minimumQuantity) : 1;
}

/** SPEC §4: the active range is the highest whose minimumQuantity is reached; undefined below the first. */
export function activeRange<R extends QuantityRangeRule>(
  ranges: readonly R[],
  quantity: number,
): R | undefined {
  return sortedRanges(ranges)
    .filter((range) => range.minimumQuantity <= quantity)
    .at(-1);
}

/** SPEC §3 nextRange: the lowest range not yet reached (for the "add N more" nudge); undefined at the top. */
export function nextRange<R extends QuantityRangeRule>(
  ranges: readonly R[],
  quantity: number,
): R | undefined {
  return sortedRanges(ranges).find((range) => range.minimumQuantity > quantity);
}

/**
 * SPEC §4: adding a combo replaces the cart's lines of that combo.
 * Lines of other combos and plain lines keep their order; the new lines (quantity > 0) go last.
 */
export function replaceComboLines(
  cart: readonly CartItem[],
  comboId: number,
  newLines: readonly CartItem[],
): CartItem[] {
  // Combo id 0 means "not in a combo" (SPEC §3): plain lines are never removed as a combo.
  const kept = cart.filter((item) => comboId === 0 || (item.product.combo ?? 0) !== comboId);
  return [...kept, ...newLines.filter((item) => item.quantity > 0)];
}
