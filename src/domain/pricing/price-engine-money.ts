/**
 * Line and tax arithmetic of the price engine, in integer cents (ARCHITECTURE habit 5; SPEC §9
 * "Cart price rounding: 2 decimals"). Percentages and rates are turned into integers first and
 * divided with BigInt, rounding half up, so no float ever carries a sum.
 */
import { comboUnitCents, divideRounded, type ComboPricing } from '../combo-pricing.ts';
import { toCents } from '../money.ts';
import { lineTotalCents, unitPriceForQuantity } from '../prices.ts';
import type { CartItem } from '../types.ts';
import type { TaxSettings } from './price-engine-types.ts';

/** The VAT rate in millionths (0.195 → 195000); the tenant schema keeps it within 0..1. */
function rateMillionths(vatRate: number): bigint {
  if (!Number.isFinite(vatRate) || vatRate < 0) throw new RangeError('priceEngine.invalidVatRate');
  return BigInt(Math.round(vatRate * 1_000_000));
}

/**
 * VAT of the goods total: the part contained in it (price − price / (1 + rate)) when prices
 * include tax, else price × rate to add on top; rounded once, half up.
 */
export function vatCents(goodsCents: number, tax: TaxSettings): number {
  const rate = rateMillionths(tax.vatRate);
  const goods = BigInt(goodsCents);
  if (!tax.pricesIncludeTax) return divideRounded(goods * rate, 1_000_000n);
  const net = divideRounded(goods * 1_000_000n, 1_000_000n + rate);
  return goodsCents - net;
}

/** One line priced in cents; `unitCents × quantity = lineCents`. */
export interface LineCents {
  /** Unit price from the tiers alone, before the combo. */
  tierUnitCents: number;
  unitCents: number;
  unitWithoutDiscountCents: number;
  lineCents: number;
  withoutDiscountCents: number;
  promoDiscountCents: number;
  discountCents: number;
}

/**
 * Prices one merged line: the tier unit price (SPEC §5, domain unitPriceForQuantity) then the
 * combo's price per unit. Without discount = the base price (or a tier priced above it) × quantity.
 * The product must be priced (checked before).
 */
export function priceLine(item: CartItem, pricing: ComboPricing | undefined): LineCents {
  const { product, quantity } = item;
  const tierUnit = unitPriceForQuantity(product, quantity);
  if (tierUnit === undefined) throw new RangeError('priceEngine.unpricedProduct');
  const tierUnitCents = toCents(tierUnit);
  const unitWithoutDiscountCents = Math.max(toCents(product.price), tierUnitCents);
  const unitCents = comboUnitCents(tierUnitCents, pricing);
  const tierLineCents = lineTotalCents(product, quantity);
  const withoutDiscountCents = unitWithoutDiscountCents * quantity;
  const lineCents = unitCents * quantity;
  return {
    tierUnitCents,
    unitCents,
    unitWithoutDiscountCents,
    lineCents,
    withoutDiscountCents,
    promoDiscountCents: withoutDiscountCents - tierLineCents,
    discountCents: tierLineCents - lineCents,
  };
}
