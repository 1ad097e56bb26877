/**
 * What a product tile says about price for a quantity (SPEC §5 "Tier prices", §9 "Price
 * promotions"): the unit price in force, the list price it is compared with, the saving for that
 * quantity and the next tier that would lower the unit price. The unit price comes from the price
 * engine's own line rule (./pricing/price-engine-money.ts priceLine), so the tile, the cart and
 * the order can never disagree about a tier. Money in integer cents (./money.ts).
 */
import { fromCents, toCents } from './money.ts';
import { isPriced } from './prices.ts';
import { priceLine } from './pricing/price-engine-money.ts';
import type { PricePromotion, Product } from './types.ts';

export interface TierOffer {
  /** The quantity the offer is for (at least 1). */
  quantity: number;
  /** Unit price for that quantity (the tier in force, else the base price). */
  unitPrice: number;
  /** The unit price it is compared with: the base price, or the catalogue's price without
   * discount when the tenant shows it and it is higher. */
  listPrice: number;
  /** (listPrice − unitPrice) × quantity; 0 when there is nothing saved. */
  saving: number;
  /** The lowest tier above the quantity with a lower unit price, if any. */
  nextTier: Pick<PricePromotion, 'minimumQuantity' | 'price'> | undefined;
}

export interface TierOfferOptions {
  /** The tenant's showPriceWithoutDiscount (SPEC §3): compare with priceWithoutDiscount too. */
  comparePriceWithoutDiscount?: boolean;
}

/** The offer for `quantity` units (rounded, at least 1); undefined for an unpriced product. */
export function tierOffer(
  product: Product,
  quantity: number,
  { comparePriceWithoutDiscount = false }: TierOfferOptions = {},
): TierOffer | undefined {
  if (!isPriced(product)) return undefined;
  const units = Number.isFinite(quantity) ? Math.max(1, Math.round(quantity)) : 1;
  const line = priceLine({ product, quantity: units }, undefined);
  const shownBefore = product.priceWithoutDiscount;
  const beforeCents =
    comparePriceWithoutDiscount && typeof shownBefore === 'number' && Number.isFinite(shownBefore)
      ? toCents(shownBefore)
      : 0;
  const listCents = Math.max(line.unitWithoutDiscountCents, beforeCents);
  const savingCents = Math.max(0, listCents - line.unitCents) * units;
  return {
    quantity: units,
    unitPrice: fromCents(line.unitCents),
    listPrice: fromCents(listCents),
    saving: fromCents(savingCents),
    nextTier: nextTier(product, units, line.unitCents),
  };
}

/** The first tier (by minimumQuantity) above `quantity` whose price is below `unitCents`. */
function nextTier(
  product: Product,
  quantity: number,
  unitCents: number,
): TierOffer['nextTier'] | undefined {
  let best: PricePromotion | undefined;
  for (const tier of product.pricePromotions ?? []) {
    if (!(tier.minimumQuantity > quantity)) continue;
    if (!(typeof tier.price === 'number' && tier.price > 0 && toCents(tier.price) < unitCents))
      continue;
    if (best === undefined || tier.minimumQuantity < best.minimumQuantity) best = tier;
  }
  return best && { minimumQuantity: best.minimumQuantity, price: best.price };
}
