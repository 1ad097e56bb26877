import { describe, expect, it } from 'vitest';
import { discountedCents, withoutTaxCents } from './product-prices.ts';

describe('product prices', () => {
  it.each([
    [1000, 5, 950],
    [749, 5, 712], // 711.55 rounds up
    [749, 12.5, 655], // 655.375
    [1, 1, 1],
    [100_000, 99.99, 10],
  ])('%i cents less %d %% is %i cents', (list, discount, expected) => {
    expect(discountedCents(list, discount)).toBe(expected);
  });

  it.each([
    [1180, 0.18, 1000],
    [749, 0.18, 635],
    [749, 0, 749],
  ])('%i cents with tax %d contain %i cents without it', (price, rate, expected) => {
    expect(withoutTaxCents(price, rate)).toBe(expected);
  });
});
