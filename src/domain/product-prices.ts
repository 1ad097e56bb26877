/**
 * Prices an operator writes for a product (issue 13), in integer cents (decision 004): a tier
 * given as a discount off the list price, and the price without the tax it contains.
 */

/** The unit price of a tier given as `discountPercentage` % off the list price, rounded half up. */
export function discountedCents(listCents: number, discountPercentage: number): number {
  // Basis points keep the percentage exact (two decimals at most).
  const basisPoints = Math.round(discountPercentage * 100);
  return Math.round((listCents * (10_000 - basisPoints)) / 10_000);
}

/** The price without the tax it contains: price / (1 + rate), rounded to the cent. */
export function withoutTaxCents(priceCents: number, taxRate: number): number {
  return Math.round(priceCents / (1 + taxRate));
}
