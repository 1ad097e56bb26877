import { describe, expect, it } from 'vitest';
import { tierOffer } from './tier-offer.ts';
import type { Product } from './types.ts';

const can: Product = {
  sku: '101101',
  description: 'Cola 350ml',
  brand: 'Cola',
  category: 'Soft drinks',
  price: 3.19,
  priceWithoutDiscount: 3.49,
  pricePromotions: [
    { minimumQuantity: 10, price: 2.99 },
    { minimumQuantity: 5, price: 3.09 },
    { minimumQuantity: 20, price: 0 },
    { minimumQuantity: 24, price: 2.89 },
  ],
};

describe('tierOffer (SPEC §5 tier prices, as the price engine prices a line)', () => {
  it.each([
    // quantity, unit price, saving against the base price, next tier
    [1, 3.19, 0, { minimumQuantity: 5, price: 3.09 }],
    [4, 3.19, 0, { minimumQuantity: 5, price: 3.09 }],
    [5, 3.09, 0.5, { minimumQuantity: 10, price: 2.99 }],
    [9, 3.09, 0.9, { minimumQuantity: 10, price: 2.99 }],
    [10, 2.99, 2, { minimumQuantity: 24, price: 2.89 }],
    [23, 2.99, 4.6, { minimumQuantity: 24, price: 2.89 }],
    [24, 2.89, 7.2, undefined],
  ])('%i units → %s each, saving %s, next %j', (quantity, unit, saving, next) => {
    const offer = tierOffer(can, quantity);
    expect(offer?.unitPrice).toBe(unit);
    expect(offer?.listPrice).toBe(3.19);
    expect(offer?.saving).toBe(saving);
    expect(offer?.nextTier).toEqual(next);
  });

  it('compares with the price without discount when the tenant shows it', () => {
    expect(tierOffer(can, 1, { comparePriceWithoutDiscount: true })).toMatchObject({
      unitPrice: 3.19,
      listPrice: 3.49,
      saving: 0.3,
    });
    expect(tierOffer(can, 10, { comparePriceWithoutDiscount: true })?.saving).toBe(5);
  });

  it('counts at least one unit, rounded, and nothing for an unpriced product', () => {
    expect(tierOffer(can, 0)?.quantity).toBe(1);
    expect(tierOffer(can, 4.6)?.unitPrice).toBe(3.09);
    expect(tierOffer({ ...can, price: 0 }, 5)).toBeUndefined();
  });

  it('a product without tiers has no next tier and saves nothing', () => {
    expect(tierOffer({ ...can, pricePromotions: undefined }, 50)).toMatchObject({
      unitPrice: 3.19,
      saving: 0,
      nextTier: undefined,
    });
  });
});
