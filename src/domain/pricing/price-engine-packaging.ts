/**
 * Returnable packaging on the server (SPEC §5 "Returnable packaging"; "Products with sku ending 'P'
 * … are excluded from simulate and create bodies").
 *
 * Decided here: since the browser never sends packaging lines, the server derives them from the
 * liquid lines with the domain rule (`packagingRequirements`): exactly the required glass bottles
 * and bottle boxes, priced from the catalogue like any product (a packaging product priced 0 is
 * exchanged, not sold, and costs 0). Packaging lines are never in a combo. Accepting too few or
 * too many (glassBottlesAccepted) is a cart-side choice: the order always carries the required
 * amounts. A required packaging sku missing from the catalogue is left out (it cannot be priced).
 */
import { packagingIndex, packagingRequirements } from '../packaging.ts';
import type { CartItem, Product } from '../types.ts';

/** The liquid lines followed by the packaging lines they require, in first-seen order. */
export function withDerivedPackaging(
  liquid: readonly CartItem[],
  catalogue: ReadonlyMap<string, Product>,
): CartItem[] {
  const packaging: CartItem[] = [];
  for (const requirement of packagingRequirements(liquid, packagingIndex(catalogue))) {
    const product = catalogue.get(requirement.sku);
    if (product === undefined || requirement.required <= 0) continue;
    packaging.push({
      product: { ...product, combo: 0, familyId: 0 },
      quantity: requirement.required,
    });
  }
  return [...liquid, ...packaging];
}
