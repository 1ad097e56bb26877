import { describe, expect, it } from 'vitest';
import type { Product } from '../../../domain/types.ts';
import { linePrices } from './simulated-prices.ts';

const tiered: Product = {
  sku: 'A',
  description: 'A',
  brand: 'B',
  category: 'C',
  price: 10,
  priceWithoutDiscount: 12,
  pricePromotions: [{ minimumQuantity: 6, price: 9 }],
};

describe('linePrices (PRODUCT.md: the server is the authority on money)', () => {
  it.each([
    [5, 10, 50],
    [6, 9, 54],
  ])(
    'without a simulation: local tier price at %i units (SPEC §5 tier prices)',
    (qty, unit, total) => {
      expect(linePrices(tiered, qty, undefined)).toMatchObject({
        unitPrice: unit,
        lineTotal: total,
        fromServer: false,
      });
    },
  );

  it('with a simulation line: its price, total and discount win', () => {
    const prices = linePrices(tiered, 6, [
      { sku: 'A', quantity: 6, price: 8, priceWithoutDiscount: 10, totalPrice: 48 },
    ]);
    expect(prices).toEqual({
      unitPrice: 8,
      priceWithoutDiscount: 10,
      discountPercent: 20,
      lineTotal: 48,
      fromServer: true,
    });
  });

  it('a combo line does not take the price of the same sku outside the combo', () => {
    const inCombo = { ...tiered, combo: 7, familyId: 1 };
    const prices = linePrices(inCombo, 1, [{ sku: 'A', quantity: 1, price: 1, totalPrice: 1 }]);
    expect(prices.fromServer).toBe(false);
  });
});
