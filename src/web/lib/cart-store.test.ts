import { beforeEach, describe, expect, it } from 'vitest';
import type { CartItem, Product } from '../../domain/types.ts';
import { readStoredCarts, useCartStore } from './cart-store.ts';

const product = (sku: string, extra: Partial<Product> = {}): Product => ({
  sku,
  description: `Product ${sku}`,
  brand: 'Brand',
  category: 'Soft drinks',
  price: 3.49,
  ...extra,
});

const cart = () => useCartStore.getState();

beforeEach(() => {
  cart().restore();
});

describe('cart store persistence (SPEC §3 storage keys, §4 cart persistence)', () => {
  it('writes the cart under `cart` and the combo cart under `comboCart`, each as a JSON array', () => {
    cart().add(product('A'), 2);
    cart().setComboItems([{ product: product('B', { combo: 4 }), quantity: 1 }]);
    const stored = JSON.parse(localStorage.getItem('cart') ?? 'null') as CartItem[];
    expect(stored).toEqual([{ product: product('A'), quantity: 2 }]);
    const combo = JSON.parse(localStorage.getItem('comboCart') ?? 'null') as CartItem[];
    expect(combo.map((line) => line.product.sku)).toEqual(['B']);
  });

  it.each([
    ['an object', '{"sku":"A"}'],
    ['a number', '42'],
    ['not JSON', '[{oops'],
    ['null', 'null'],
  ])('restores %s under `cart` as an empty cart (SPEC §4 non-array → empty)', (_label, raw) => {
    localStorage.setItem('cart', raw);
    localStorage.setItem('comboCart', raw);
    cart().restore();
    expect(cart().items).toEqual([]);
    expect(cart().comboItems).toEqual([]);
  });

  it('restores a stored array and drops malformed lines (SPEC §4)', () => {
    localStorage.setItem(
      'cart',
      JSON.stringify([
        { product: product('A'), quantity: 3 },
        { product: {}, quantity: 1 },
      ]),
    );
    expect(readStoredCarts().items).toEqual([{ product: product('A'), quantity: 3 }]);
    cart().restore();
    expect(cart().items).toHaveLength(1);
  });

  it('reset empties both carts and the stored keys hold empty arrays (SPEC §4 reset)', () => {
    cart().add(product('A'), 1);
    cart().reset();
    expect(cart().items).toEqual([]);
    expect(localStorage.getItem('cart')).toBe('[]');
    expect(localStorage.getItem('comboCart')).toBe('[]');
  });
});

describe('add (SPEC §3 merge, §5 quantity limits)', () => {
  it('merges the same sku/combo/familyId into one line, summing quantities (SPEC §3)', () => {
    cart().add(product('A'), 2);
    cart().add(product('A'), 3);
    expect(cart().items).toEqual([{ product: product('A'), quantity: 5 }]);
  });

  it('keeps a combo line apart from the plain line of the same sku (SPEC §3)', () => {
    cart().add(product('A'), 1);
    cart().add(product('A', { combo: 7 }), 1);
    expect(cart().items).toHaveLength(2);
  });

  it.each([
    // [limit, already in cart, requested, added, reduced]
    [undefined, 0, 9999, 9999, false],
    [undefined, 0, 10_000, 9999, true],
    [undefined, 9998, 1, 1, false],
    [undefined, 9998, 2, 1, true],
    [undefined, 9999, 1, 0, true],
    [5, 0, 5, 5, false],
    [5, 3, 3, 2, true],
    [0, 0, 1, 0, true],
  ])(
    'limit %s with %i in the cart: asking %i adds %i, reduced=%s (SPEC §5 remaining allowance, §9 default 9999)',
    (quantityLimit, inCart, requested, added, reduced) => {
      const item = product('A', quantityLimit === undefined ? {} : { quantityLimit });
      if (inCart > 0) cart().replaceAll([{ product: item, quantity: inCart }]);
      expect(cart().add(item, requested)).toEqual({ quantity: added, reduced });
      expect(cart().items.reduce((sum, line) => sum + line.quantity, 0)).toBe(inCart + added);
    },
  );
});

describe('other actions (SPEC §4, §5)', () => {
  it('setQuantity 0 removes the line; other values are rounded and capped', () => {
    cart().add(product('A', { quantityLimit: 10 }), 2);
    cart().setQuantity('A', 12.4);
    expect(cart().items[0]?.quantity).toBe(10);
    cart().setQuantity('A', 0);
    expect(cart().items).toEqual([]);
  });

  it('remove drops every line of the sku; removeCombo drops the combo lines and the combo cart', () => {
    cart().add(product('A'), 1);
    cart().add(product('A', { combo: 3 }), 1);
    cart().add(product('B', { combo: 3 }), 1);
    cart().setComboItems([{ product: product('B', { combo: 3 }), quantity: 1 }]);
    cart().removeCombo(3);
    expect(cart().items.map((line) => line.product.sku)).toEqual(['A']);
    expect(cart().comboItems).toEqual([]);
    cart().remove('A');
    expect(cart().items).toEqual([]);
  });

  it("replaceComboLines swaps only that combo's lines (SPEC §4 combo)", () => {
    cart().add(product('A'), 1);
    cart().add(product('B', { combo: 3 }), 4);
    cart().replaceComboLines(3, [{ product: product('C', { combo: 3 }), quantity: 2 }]);
    expect(cart().items.map((line) => [line.product.sku, line.quantity])).toEqual([
      ['A', 1],
      ['C', 2],
    ]);
  });
});
