import { describe, it, expect } from 'vitest';
import {
  activeTier,
  cartTotal,
  isPriced,
  lineTotal,
  unitCostForQuantity,
  unitPriceForQuantity,
} from './prices.ts';
import type { PricePromotion, Product } from './types.ts';

const product = (over: Partial<Product> = {}): Product => ({
  sku: 'A1',
  description: 'Cola 350ml',
  brand: 'Cola',
  category: 'Soft drinks',
  price: 2,
  ...over,
});

const tiers: PricePromotion[] = [
  { minimumQuantity: 10, price: 1.8 },
  { minimumQuantity: 5, price: 1.9 },
  { minimumQuantity: 20, price: 0 },
  { minimumQuantity: 50, price: 1.5 },
];
const tiered = product({ pricePromotions: tiers });

describe('isPriced (SPEC §5 price used only if above 0)', () => {
  it.each([
    [0, false],
    [0.01, true],
    [-1, false],
    [Number.NaN, false],
    [3.49, true],
  ])('price %s → %s', (price, expected) => {
    expect(isPriced(product({ price }))).toBe(expected);
  });
});

describe('unitPriceForQuantity (SPEC §5 tier prices: highest reached minimumQuantity)', () => {
  it.each([
    [1, 2],
    [4, 2],
    [5, 1.9],
    [9, 1.9],
    [10, 1.8],
    [19, 1.8],
    [20, 1.8], // the 20-tier has price 0 → ignored
    [49, 1.8],
    [50, 1.5],
    [9999, 1.5],
  ])('quantity %s → unit price %s', (quantity, price) => {
    expect(unitPriceForQuantity(tiered, quantity)).toBe(price);
  });

  it.each([
    ['base 0, no tiers', product({ price: 0 })],
    [
      'base 0 with a priced tier',
      product({ price: 0, pricePromotions: [{ minimumQuantity: 1, price: 1 }] }),
    ],
  ])('%s → undefined (not orderable)', (_label, p) => {
    expect(unitPriceForQuantity(p, 5)).toBeUndefined();
  });

  it('a tier priced 0.01 is used (boundary of "above 0")', () => {
    const p = product({ pricePromotions: [{ minimumQuantity: 2, price: 0.01 }] });
    expect(unitPriceForQuantity(p, 2)).toBe(0.01);
  });
});

describe('activeTier', () => {
  it.each([
    [4, undefined],
    [5, 5],
    [20, 10],
    [50, 50],
  ])('quantity %s → tier with minimumQuantity %s', (quantity, minimum) => {
    expect(activeTier(tiered, quantity)?.minimumQuantity).toBe(minimum);
  });

  it('the later of two equal tiers wins', () => {
    const p = product({
      pricePromotions: [
        { minimumQuantity: 3, price: 1.7 },
        { minimumQuantity: 3, price: 1.6 },
      ],
    });
    expect(activeTier(p, 3)?.price).toBe(1.6);
  });
});

describe('unitCostForQuantity (SPEC product: a tier carries its own unitCost)', () => {
  const costed = product({
    unitCost: 1.5,
    pricePromotions: [
      { minimumQuantity: 3, price: 1.8, unitCost: 1.3 },
      { minimumQuantity: 6, price: 1.7 },
    ],
  });

  it.each([
    [1, 1.5],
    [3, 1.3],
    [5, 1.3],
    // A tier without a unit cost of its own leaves the product's.
    [6, 1.5],
  ])('%s units → %s', (quantity, cost) => {
    expect(unitCostForQuantity(costed, quantity)).toBe(cost);
  });

  it('undefined when neither the tier nor the product states one above 0', () => {
    expect(unitCostForQuantity(product({ unitCost: 0 }), 1)).toBeUndefined();
    expect(unitCostForQuantity(product(), 10)).toBeUndefined();
  });
});

describe('lineTotal / cartTotal (SPEC §9 cart price rounding 2 decimals)', () => {
  it.each([
    [product({ price: 0.1 }), 3, 0.3],
    [product({ price: 1.005 }), 1, 1.01],
    [tiered, 10, 18],
    [tiered, 4, 8],
    [product({ price: 0 }), 10, 0],
    [product({ price: 3.49 }), 0, 0],
    [product({ price: 3.49 }), -2, 0],
  ])('lineTotal(%#) = %s', (p, quantity, total) => {
    expect(lineTotal(p, quantity)).toBe(total);
  });

  it.each([
    [[], 0],
    [
      [
        { product: product({ price: 0.1 }), quantity: 1 },
        { product: product({ price: 0.2 }), quantity: 1 },
      ],
      0.3,
    ],
    [
      [
        { product: tiered, quantity: 50 },
        { product: product({ price: 0 }), quantity: 3 },
        { product: product({ price: 19.99 }), quantity: 9999 },
      ],
      199955.01,
    ],
  ])('cartTotal case %# = %s', (items, total) => {
    expect(cartTotal(items)).toBe(total);
  });
});
