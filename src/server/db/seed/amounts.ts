/**
 * Money helpers for the seed: amounts are computed in integer cents and turned into decimal
 * numbers (3.49) only when a row is built, as the rest of the app expects.
 */
import type { TenantSeedProfile } from './tenant-profiles.ts';

export function toAmount(cents: number): number {
  return Math.round(cents) / 100;
}

/** A reference price (BRL) in the tenant's currency, rounded to its price step, in cents. */
export function localPriceCents(referenceBrl: number, profile: TenantSeedProfile): number {
  const raw = referenceBrl * profile.priceScale * 100;
  const step = profile.priceStepCents;
  const rounded = Math.max(step, Math.round(raw / step) * step);
  // Brazilian-style .x9 endings where the currency has cents and a fine step.
  return step === 10 ? rounded - 1 : rounded;
}

/** Cents without the tax included in `cents`. */
export function withoutTaxCents(cents: number, taxRate: number): number {
  return Math.round(cents / (1 + taxRate));
}

/** `cents` less `percent` %, rounded to whole cents. */
export function discountedCents(cents: number, percent: number): number {
  return Math.round((cents * (100 - percent)) / 100);
}
