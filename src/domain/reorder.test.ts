import { describe, it, expect } from 'vitest';
import type { Product } from './types.ts';
import { isPackagingSku } from './order-body.ts';
import { reorderCart } from './reorder.ts';

function product(sku: string, extra: Partial<Product> = {}): Product {
  return { sku, description: sku, brand: 'B', category: 'C', price: 2.5, ...extra };
}

const catalogue = [
  product('COLA350'),
  product('FANTA2L', { quantityLimit: 10 }),
  product('BEER600', { quantityLimit: 0 }),
  product('FREE1', { price: 0 }),
  product('GLASS1P', { isGlassBottle: true }),
  product('WATER500', { quantityLimit: 5 }),
];

describe('reorderCart (SPEC §4 reorder replaces the cart with products still in the catalogue)', () => {
  it.each([
    {
      name: 'kept as ordered',
      order: [{ sku: 'COLA350', quantity: 3 }],
      cart: [['COLA350', 3]],
      dropped: [],
    },
    {
      name: 'missing sku dropped',
      order: [
        { sku: 'GONE', quantity: 2 },
        { sku: 'COLA350', quantity: 1 },
      ],
      cart: [['COLA350', 1]],
      dropped: ['GONE'],
    },
    {
      name: 'capped at quantityLimit (SPEC §5)',
      order: [{ sku: 'FANTA2L', quantity: 11 }],
      cart: [['FANTA2L', 10]],
      dropped: [],
    },
    {
      name: 'exactly at quantityLimit',
      order: [{ sku: 'FANTA2L', quantity: 10 }],
      cart: [['FANTA2L', 10]],
      dropped: [],
    },
    {
      name: 'default limit 9999 (SPEC §9)',
      order: [{ sku: 'COLA350', quantity: 12000 }],
      cart: [['COLA350', 9999]],
      dropped: [],
    },
    {
      name: 'limit 0 disables ordering → dropped',
      order: [{ sku: 'BEER600', quantity: 2 }],
      cart: [],
      dropped: ['BEER600'],
    },
    {
      name: 'unpriced → dropped (SPEC §5 price above 0)',
      order: [{ sku: 'FREE1', quantity: 2 }],
      cart: [],
      dropped: ['FREE1'],
    },
    {
      name: 'packaging skus are skipped, not dropped (recomputed)',
      order: [
        { sku: 'GLASS1P', quantity: 6 },
        { sku: 'BOX9P', quantity: 1 },
        { sku: 'COLA350', quantity: 6 },
      ],
      cart: [['COLA350', 6]],
      dropped: [],
    },
    {
      name: 'repeated skus summed then capped',
      order: [
        { sku: 'WATER500', quantity: 3 },
        { sku: 'COLA350', quantity: 1 },
        { sku: 'WATER500', quantity: 4 },
      ],
      cart: [
        ['WATER500', 5],
        ['COLA350', 1],
      ],
      dropped: [],
    },
    {
      name: 'zero and negative quantities ignored',
      order: [
        { sku: 'COLA350', quantity: 0 },
        { sku: 'FANTA2L', quantity: -2 },
        { sku: 'GONE', quantity: 0 },
      ],
      cart: [],
      dropped: [],
    },
    {
      name: 'fractional quantities rounded',
      order: [{ sku: 'COLA350', quantity: 2.6 }],
      cart: [['COLA350', 3]],
      dropped: [],
    },
    { name: 'empty order', order: [], cart: [], dropped: [] },
  ])('$name', ({ order, cart, dropped }) => {
    const result = reorderCart(order, catalogue);
    expect(result.cart.map((item) => [item.product.sku, item.quantity])).toEqual(cart);
    expect(result.dropped).toEqual(dropped);
  });
  it('uses the catalogue product (current price)', () => {
    const { cart } = reorderCart(
      [{ sku: 'COLA350', quantity: 1 }],
      [product('COLA350', { price: 4.1 })],
    );
    expect(cart[0]?.product.price).toBe(4.1);
  });
  it('lists a dropped sku once', () => {
    expect(
      reorderCart(
        [
          { sku: 'GONE', quantity: 1 },
          { sku: 'GONE', quantity: 2 },
        ],
        catalogue,
      ).dropped,
    ).toEqual(['GONE']);
  });
});

describe('isPackagingSku (SPEC §5 skus ending P)', () => {
  it.each([
    { sku: 'GLASS1P', expected: true },
    { sku: 'BOXP', expected: true },
    { sku: 'COLA350', expected: false },
    { sku: 'PEPSI', expected: false },
    { sku: 'cola-p', expected: false },
  ])('$sku → $expected', ({ sku, expected }) => {
    expect(isPackagingSku(sku)).toBe(expected);
  });
});
