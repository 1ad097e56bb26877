/**
 * The breakdown a shop owner reads under the total (issue 14 "the numbers add up"): products at
 * their list price, returnable packaging deposits (glass bottles and boxes, SPEC §5), discounts
 * (tier prices and combos together) and taxes, said as included in the prices or added on top.
 * Integer cents (decision 004); by construction
 *   products + deposits − discounts + (taxIncluded ? 0 : tax) = total
 * to the cent, and `total` is the price engine's payable price.
 */
import { fromCents } from '../money.ts';

/** One priced line as the breakdown needs it, in cents. */
export interface BreakdownLineCents {
  isPackaging: boolean;
  /** Line total at the list price (before tier and combo discounts). */
  withoutDiscountCents: number;
  /** Line total after discounts. */
  lineCents: number;
}

export interface OrderBreakdown {
  /** Products (not packaging) at their list price. */
  products: number;
  /** Returnable packaging lines at their list price. */
  deposits: number;
  /** Tier-price and combo savings, as a positive amount. */
  discounts: number;
  /** The VAT: contained in the prices (taxIncluded) or added on top. */
  tax: number;
  taxIncluded: boolean;
  /** The amount payable. */
  total: number;
}

export type OrderBreakdownCents = OrderBreakdown;

export function orderBreakdownCents(
  lines: readonly BreakdownLineCents[],
  vatCents: number,
  /** The tenant's TaxSettings.pricesIncludeTax (./price-engine-types.ts): VAT inside prices or on top. */
  tax: { readonly pricesIncludeTax: boolean },
): OrderBreakdownCents {
  let products = 0;
  let deposits = 0;
  let goods = 0;
  for (const line of lines) {
    if (line.isPackaging) deposits += line.withoutDiscountCents;
    else products += line.withoutDiscountCents;
    goods += line.lineCents;
  }
  const discounts = products + deposits - goods;
  return {
    products,
    deposits,
    discounts,
    tax: vatCents,
    taxIncluded: tax.pricesIncludeTax,
    total: tax.pricesIncludeTax ? goods : goods + vatCents,
  };
}

/** The breakdown in decimals, for the API. */
export function breakdownFromCents(cents: OrderBreakdownCents): OrderBreakdown {
  return {
    products: fromCents(cents.products),
    deposits: fromCents(cents.deposits),
    discounts: fromCents(cents.discounts),
    tax: fromCents(cents.tax),
    taxIncluded: cents.taxIncluded,
    total: fromCents(cents.total),
  };
}
