import { describe, it, expect } from 'vitest';
import {
  canAddAsNewItem,
  cartQuantity,
  mergeIntoCart,
  quantityInCart,
  removeBySku,
  removeCombo,
  restoreCartFromStorage,
  sameCartLine,
  setLineQuantity,
} from './cart.ts';
import type { CartItem, Product } from './types.ts';

const product = (over: Partial<Product> = {}): Product => ({
  sku: 'A1',
  description: 'Cola 350ml',
  brand: 'Cola',
  category: 'Soft drinks',
  price: 2,
  ...over,
});
const line = (over: Partial<Product>, quantity = 1): CartItem => ({
  product: product(over),
  quantity,
});

describe('sameCartLine (SPEC §3: sku, combo and familyId all match)', () => {
  it.each([
    [{}, {}, true],
    [{ sku: 'A1' }, { sku: 'B2' }, false],
    [{ combo: undefined }, { combo: 0 }, true],
    [{ familyId: undefined }, { familyId: 0 }, true],
    [{ combo: 7 }, { combo: 0 }, false],
    [{ combo: 7, familyId: 1 }, { combo: 7, familyId: 2 }, false],
    [{ combo: 7, familyId: 1 }, { combo: 7, familyId: 1 }, true],
  ])('%j vs %j → %s', (a, b, expected) => {
    expect(sameCartLine(product(a), product(b))).toBe(expected);
  });
});

describe('mergeIntoCart (SPEC §3: merging sums quantities)', () => {
  it('sums quantities into the matching line and keeps its position', () => {
    const cart = [line({ sku: 'A1' }, 2), line({ sku: 'B2' }, 1)];
    const merged = mergeIntoCart(cart, line({ sku: 'A1', combo: 0 }, 3));
    expect(merged.map((l) => [l.product.sku, l.quantity])).toEqual([
      ['A1', 5],
      ['B2', 1],
    ]);
    expect(cart[0]?.quantity).toBe(2);
  });

  it('appends a line with a different combo', () => {
    const merged = mergeIntoCart([line({ sku: 'A1' }, 2)], line({ sku: 'A1', combo: 9 }, 1));
    expect(merged).toHaveLength(2);
  });
});

describe('canAddAsNewItem (SPEC §5: no second line for a product already in the cart)', () => {
  it.each([
    [[], product(), true],
    [[line({})], product(), false],
    [[line({ combo: 3 })], product(), true],
    [[line({ sku: 'B2' })], product(), true],
  ])('case %# → %s', (cart, p, expected) => {
    expect(canAddAsNewItem(cart, p)).toBe(expected);
  });
});

describe('removeBySku / removeCombo (SPEC §4 cart persistence)', () => {
  const cart = [
    line({ sku: 'A1' }),
    line({ sku: 'A1', combo: 4 }),
    line({ sku: 'B2', combo: 4 }),
    line({ sku: 'C3' }),
  ];

  it.each([
    ['A1', ['B2', 'C3']],
    ['C3', ['A1', 'A1', 'B2']],
    ['ZZ', ['A1', 'A1', 'B2', 'C3']],
  ])('removeBySku(%s)', (sku, left) => {
    expect(removeBySku(cart, sku).map((l) => l.product.sku)).toEqual(left);
  });

  it.each([
    [4, ['A1', 'C3']],
    [5, ['A1', 'A1', 'B2', 'C3']],
    [0, ['A1', 'A1', 'B2', 'C3']],
  ])('removeCombo(%s)', (comboId, left) => {
    expect(removeCombo(cart, comboId).map((l) => l.product.sku)).toEqual(left);
  });
});

describe('restoreCartFromStorage (SPEC §4: non-array content becomes empty)', () => {
  const good = { product: product(), quantity: 2 };
  it.each([
    ['null', null, 0],
    ['object', { a: 1 }, 0],
    ['number', 3, 0],
    ['bad JSON string', '{oops', 0],
    ['JSON object string', '{"a":1}', 0],
    ['empty array', [], 0],
    ['one good entry', [good], 1],
    ['JSON array string', JSON.stringify([good]), 1],
    ['entry without product', [good, { quantity: 2 }], 1],
    ['product without sku', [good, { product: { price: 1 }, quantity: 1 }], 1],
    ['string price', [good, { product: { sku: 'X', price: '1' }, quantity: 1 }], 1],
    ['quantity 0', [good, { product: product(), quantity: 0 }], 1],
    ['quantity NaN-ish', [good, { product: product(), quantity: '2' }], 1],
    ['null entry', [null, good], 1],
  ])('%s → %s lines', (_label, raw, count) => {
    expect(restoreCartFromStorage(raw)).toHaveLength(count);
  });

  it('fills missing text fields and rounds quantities', () => {
    expect(restoreCartFromStorage([{ product: { sku: 'X', price: 1 }, quantity: 1.6 }])).toEqual([
      { product: { sku: 'X', price: 1, description: '', brand: '', category: '' }, quantity: 2 },
    ]);
  });
});

describe('cartQuantity / quantityInCart (SPEC §2 badge, §4 limits)', () => {
  it.each([
    [[], 0],
    [[line({}, 2), line({ sku: 'B' }, 3)], 5],
    [[line({}, 2.4), line({ sku: 'B' }, 0.4)], 3],
  ])('cartQuantity case %# = %s', (cart, total) => {
    expect(cartQuantity(cart)).toBe(total);
  });

  it.each([
    ['A1', 5],
    ['B2', 4],
    ['ZZ', 0],
  ])('quantityInCart(%s) = %s', (sku, quantity) => {
    const cart = [line({ sku: 'A1' }, 2), line({ sku: 'A1', combo: 1 }, 3), line({ sku: 'B2' }, 4)];
    expect(quantityInCart(cart, sku)).toBe(quantity);
  });
});

describe('setLineQuantity (SPEC §5: 0 in the cart removes)', () => {
  const cart = [line({ sku: 'A1' }, 2), line({ sku: 'A1', combo: 1 }, 3)];
  it.each([
    [5, undefined, [5, 3]],
    [2.6, undefined, [3, 3]],
    [1, undefined, [1, 3]],
    [0, undefined, [3]],
    [-1, undefined, [3]],
    [7, { combo: 1 }, [2, 7]],
    [0, { combo: 1 }, [2]],
  ])('quantity %s key %j → %j', (quantity, key, quantities) => {
    expect(setLineQuantity(cart, 'A1', quantity, key).map((l) => l.quantity)).toEqual(quantities);
  });
});
