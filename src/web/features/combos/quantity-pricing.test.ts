import { describe, expect, it } from 'vitest';
import type { Product } from '../../../domain/types.ts';
import { comboTotal, comboUnitCents, comboUnitPrice } from './quantity-pricing.ts';

const can: Product = {
  sku: 'E',
  description: 'Energy can',
  brand: 'Brand',
  category: 'Energy',
  price: 2,
  // SPEC §5 tier prices: from 6 units 1.80.
  pricePromotions: [{ minimumQuantity: 6, price: 1.8 }],
};

describe('comboUnitCents (SPEC §4 quantity combo ranges over SPEC §5 tier prices)', () => {
  it.each([
    ['no combo discount: the tier price', 1, undefined, false, 200],
    ['the tier from 6 units', 6, undefined, false, 180],
    ['a range unit price below the tier', 1, { price: 1.5 }, false, 150],
    ['a range unit price above the tier never raises it', 6, { price: 1.9 }, false, 180],
    ['a percentage off the tier price', 1, { discountPercentage: 5 }, false, 190],
    [
      'a percentage rounded half up to the cent (12.5 % of 1.80 = 0.225)',
      6,
      { discountPercentage: 12.5 },
      false,
      157,
    ],
    ['percentages disabled by the tenant', 1, { discountPercentage: 5 }, true, 200],
    ['a unit price still applies with percentages disabled', 1, { price: 1.5 }, true, 150],
    ['0 units are priced as 1', 0, { discountPercentage: 10 }, false, 180],
  ] as const)('%s', (_name, quantity, discount, disabled, cents) => {
    expect(comboUnitCents(can, quantity, discount, disabled)).toBe(cents);
  });

  it('is undefined for an unpriced product (SPEC §5 price used only if above 0)', () => {
    expect(comboUnitPrice({ ...can, price: 0 }, 1, undefined, false)).toBeUndefined();
  });
});

describe('comboTotal (SPEC §9 exact money)', () => {
  it('sums unit × quantity in cents and rounds once', () => {
    const lines = [
      { product: { ...can, price: 0.1, pricePromotions: [] }, quantity: 3 },
      { product: { ...can, price: 0.2, pricePromotions: [] }, quantity: 1 },
    ];
    expect(comboTotal(lines, undefined, false)).toBe(0.5);
    expect(comboTotal([{ product: can, quantity: 6 }], { discountPercentage: 10 }, false)).toBe(
      9.72,
    );
  });
});
