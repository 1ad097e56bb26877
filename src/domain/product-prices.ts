/**
 * Prices an operator writes for a product (issue 13), in integer cents (decision 004): a tier
 * given as a discount off the list price, and the price without the tax it contains.
 */

/**
 * The unit price of a tier given as `discountPercentage` % off the list price, rounded half up
 * to the cent, or to the whole unit in a currency without cents (`decimals` 0: PYG, CLP).
 */
export function discountedCents(
  listCents: number,
  discountPercentage: number,
  decimals: 0 | 2 = 2,
): number {
  // Basis points keep the percentage exact (two decimals at most).
  const basisPoints = Math.round(discountPercentage * 100);
  const step = decimals === 0 ? 100 : 1;
  return Math.round((listCents * (10_000 - basisPoints)) / 10_000 / step) * step;
}

/** The price without the tax it contains: price / (1 + rate), rounded to the cent. */
export function withoutTaxCents(priceCents: number, taxRate: number): number {
  return Math.round(priceCents / (1 + taxRate));
}
