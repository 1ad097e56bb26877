/**
 * How a combo prices each of its units (SPEC §3 Combo; §4 quantity combo ranges; §9 "Cart price
 * rounding: 2 decimals"), shared by the server's price engine and the shop's combo screens.
 *
 * - A unit price above 0 (a quantity combo's active range) applies, but never above the tier
 *   unit price.
 * - Else a percentage above 0 (capped at 100) is taken off the tier unit price, rounded half up to
 *   the cent per unit — unless the tenant disables combo percentages.
 * All in integer cents (src/domain/money.ts); percentages become basis points first.
 */
import { toCents } from './money.ts';

/** How a combo changes the unit price of each of its lines. */
export type ComboPricing =
  { kind: 'percentage'; basisPoints: number } | { kind: 'unitPrice'; cents: number };

/** What a combo (or its active range) offers: a unit price and/or a percentage off. */
export interface ComboDiscount {
  price?: number | undefined;
  discountPercentage?: number | undefined;
}

/** A percentage 0..100 as hundredths of a percent (12.5 → 1250); anything else → undefined. */
export function percentageBasisPoints(percentage: number | undefined): number | undefined {
  if (typeof percentage !== 'number' || !Number.isFinite(percentage) || percentage <= 0)
    return undefined;
  return Math.round(Math.min(percentage, 100) * 100);
}

/** numerator / denominator for non-negative integers, rounded half up. */
export function divideRounded(numerator: bigint, denominator: bigint): number {
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}

/** `basisPoints` hundredths of a percent of `cents` (10 % = 1000), rounded half up to the cent. */
export function percentageOfCents(cents: number, basisPoints: number): number {
  return divideRounded(BigInt(cents) * BigInt(basisPoints), 10_000n);
}

/** The pricing a combo discount gives (undefined = no discount). */
export function comboPricingOf(
  discount: ComboDiscount | undefined,
  percentagesDisabled: boolean,
): ComboPricing | undefined {
  const price = discount?.price;
  if (typeof price === 'number' && Number.isFinite(price) && price > 0)
    return { kind: 'unitPrice', cents: toCents(price) };
  const points = percentagesDisabled
    ? undefined
    : percentageBasisPoints(discount?.discountPercentage);
  return points === undefined ? undefined : { kind: 'percentage', basisPoints: points };
}

/** Unit price in cents after the combo, never above the tier unit price. */
export function comboUnitCents(tierUnitCents: number, pricing: ComboPricing | undefined): number {
  if (pricing === undefined) return tierUnitCents;
  if (pricing.kind === 'unitPrice') return Math.min(tierUnitCents, pricing.cents);
  return tierUnitCents - percentageOfCents(tierUnitCents, pricing.basisPoints);
}
