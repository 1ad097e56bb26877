import { describe, expect, it } from 'vitest';
import {
  comboPricingOf,
  comboUnitCents,
  percentageBasisPoints,
  percentageOfCents,
  type ComboDiscount,
} from './combo-pricing.ts';

describe('percentageBasisPoints (SPEC §3 combo discountPercentage)', () => {
  it.each([
    [undefined, undefined],
    [0, undefined],
    [-5, undefined],
    [Number.NaN, undefined],
    [Number.POSITIVE_INFINITY, undefined],
    [0.01, 1],
    [12.5, 1250],
    [100, 10_000],
    [150, 10_000],
  ])('%s %% is %s basis points', (percentage, expected) => {
    expect(percentageBasisPoints(percentage)).toBe(expected);
  });
});

describe('percentageOfCents (SPEC §9 cart price rounding: half up to the cent)', () => {
  it.each([
    [180, 1250, 23], // 22.5 → 23
    [180, 1000, 18],
    [199, 500, 10], // 9.95 → 10
    [101, 500, 5], // 5.05 → 5
    [100, 10_000, 100],
    [0, 1000, 0],
    [1, 4999, 0], // 0.4999 → 0
    [1, 5000, 1], // 0.5 → 1
  ])('%s cents × %s bp → %s cents', (cents, basisPoints, expected) => {
    expect(percentageOfCents(cents, basisPoints)).toBe(expected);
  });
});

describe('comboPricingOf + comboUnitCents (SPEC §4 quantity combo ranges over SPEC §5 tier prices)', () => {
  it.each<[string, ComboDiscount | undefined, boolean, number]>([
    ['no combo discount: the tier price', undefined, false, 180],
    ['a unit price below the tier', { price: 1.5 }, false, 150],
    ['a unit price equal to the tier', { price: 1.8 }, false, 180],
    ['a unit price above the tier never raises it', { price: 1.9 }, false, 180],
    [
      'a unit price of 0 falls back to the percentage',
      { price: 0, discountPercentage: 10 },
      false,
      162,
    ],
    ['a unit price wins over the percentage', { price: 1.5, discountPercentage: 50 }, false, 150],
    [
      'a percentage off, rounded half up per unit (12.5 % of 1.80)',
      { discountPercentage: 12.5 },
      false,
      157,
    ],
    ['a percentage capped at 100', { discountPercentage: 120 }, false, 0],
    ['a negative percentage is no discount', { discountPercentage: -10 }, false, 180],
    ['percentages disabled by the tenant', { discountPercentage: 10 }, true, 180],
    ['a unit price still applies with percentages disabled', { price: 1.5 }, true, 150],
  ])('%s', (_name, discount, percentagesDisabled, expected) => {
    expect(comboUnitCents(180, comboPricingOf(discount, percentagesDisabled))).toBe(expected);
  });

  it('describes the discount it applies', () => {
    expect(comboPricingOf({ price: 1.5 }, false)).toEqual({ kind: 'unitPrice', cents: 150 });
    expect(comboPricingOf({ discountPercentage: 12.5 }, false)).toEqual({
      kind: 'percentage',
      basisPoints: 1250,
    });
    expect(comboPricingOf({}, false)).toBeUndefined();
  });
});
