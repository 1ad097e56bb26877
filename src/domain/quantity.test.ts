import { describe, it, expect } from 'vitest';
import {
  DEFAULT_QUANTITY_LIMIT,
  allowanceToAdd,
  canIncrement,
  capCartToLimits,
  clampQuantity,
  effectiveQuantityLimit,
  isOrderingDisabled,
  isValidOrderQuantity,
  parseQuantityInput,
} from './quantity.ts';
import { LIMIT_TOAST_MS } from './timings.ts';
import type { CartItem, Product } from './types.ts';

const product = (over: Partial<Product> = {}): Product => ({
  sku: 'A1',
  description: 'Cola 350ml',
  brand: 'Cola',
  category: 'Soft drinks',
  price: 2,
  ...over,
});
const line = (over: Partial<Product>, quantity: number): CartItem => ({
  product: product(over),
  quantity,
});

describe('constants (SPEC §9)', () => {
  it('default quantity limit 9999 and limit toast 7000 ms', () => {
    expect([DEFAULT_QUANTITY_LIMIT, LIMIT_TOAST_MS]).toEqual([9999, 7000]);
  });
});

describe('parseQuantityInput (SPEC §5 quantity input)', () => {
  it.each([
    ['1', {}, 1],
    ['0', {}, 1],
    ['0', { allowZero: true }, 0],
    ['', {}, 1],
    ['', { allowZero: true }, 0],
    ['abc', {}, 1],
    ['12abc', {}, 12],
    ['-5', {}, 5],
    ['1.5', {}, 15],
    ['007', {}, 7],
    ['9998', {}, 9998],
    ['9999', {}, 9999],
    ['10000', {}, 9999],
    ['99999999999999999999999', {}, 9999],
    ['12', { limit: 10 }, 10],
    ['10', { limit: 10 }, 10],
    ['5', { limit: 0, allowZero: true }, 0],
  ])('%j with %j → %s', (raw, options, expected) => {
    expect(parseQuantityInput(raw, options)).toBe(expected);
  });
});

describe('clampQuantity (SPEC §5 rounded, min 1, capped)', () => {
  it.each([
    [2.4, {}, 2],
    [2.5, {}, 3],
    [0.4, {}, 1],
    [-3, { allowZero: true }, 0],
    [Number.NaN, {}, 1],
    [10000, {}, 9999],
  ])('%s with %j → %s', (quantity, options, expected) => {
    expect(clampQuantity(quantity, options)).toBe(expected);
  });
});

describe('effectiveQuantityLimit / isOrderingDisabled (SPEC §5: limit 0 disables ordering)', () => {
  it.each([
    [undefined, 9999, false],
    [0, 0, true],
    [1, 1, false],
    [24, 24, false],
    [-1, 0, true],
    [Number.NaN, 0, true],
  ])('quantityLimit %s → limit %s, disabled %s', (quantityLimit, limit, disabled) => {
    const p = product({ quantityLimit });
    expect(effectiveQuantityLimit(p)).toBe(limit);
    expect(isOrderingDisabled(p)).toBe(disabled);
  });
});

describe('canIncrement (SPEC §5: plus disabled at the limit)', () => {
  it.each([
    [9998, 9999, true],
    [9999, 9999, false],
    [10000, 9999, false],
    [0, 0, false],
    [0, 1, true],
  ])('quantity %s limit %s → %s', (quantity, limit, expected) => {
    expect(canIncrement(quantity, limit)).toBe(expected);
  });
});

describe('allowanceToAdd (SPEC §5: remaining allowance = limit − in cart; toast when reduced)', () => {
  it.each([
    ['room left', {}, 1, [], { quantity: 1, reduced: false, remaining: 9999 }],
    ['fills exactly', {}, 1, [line({}, 9998)], { quantity: 1, reduced: false, remaining: 1 }],
    ['over by one', {}, 2, [line({}, 9998)], { quantity: 1, reduced: true, remaining: 1 }],
    ['at the limit', {}, 1, [line({}, 9999)], { quantity: 0, reduced: true, remaining: 0 }],
    [
      'counts combo lines of the sku',
      { quantityLimit: 10 },
      5,
      [line({ quantityLimit: 10 }, 3), line({ combo: 2, quantityLimit: 10 }, 4)],
      { quantity: 3, reduced: true, remaining: 3 },
    ],
    [
      'other skus do not count',
      { quantityLimit: 10 },
      10,
      [line({ sku: 'B' }, 9)],
      { quantity: 10, reduced: false, remaining: 10 },
    ],
    ['limit 0', { quantityLimit: 0 }, 1, [], { quantity: 0, reduced: true, remaining: 0 }],
    ['nothing requested', {}, 0, [], { quantity: 0, reduced: false, remaining: 9999 }],
    [
      'rounded request',
      { quantityLimit: 3 },
      2.6,
      [],
      { quantity: 3, reduced: false, remaining: 3 },
    ],
  ])('%s', (_label, over, requested, cart, expected) => {
    expect(allowanceToAdd(product(over), requested, cart)).toEqual(expected);
  });
});

describe('isValidOrderQuantity (SPEC §5: a number above 0)', () => {
  it.each([
    [1, true],
    [0.5, true],
    [0, false],
    [-1, false],
    ['1', false],
    [Number.NaN, false],
    [Infinity, false],
    [undefined, false],
  ])('%s → %s', (quantity, expected) => {
    expect(isValidOrderQuantity(quantity)).toBe(expected);
  });
});

describe('capCartToLimits (SPEC §5: the cart is adjusted to the cap)', () => {
  it.each([
    ['under the default cap', [line({}, 9999)], [9999]],
    ['over the default cap', [line({}, 10000)], [9999]],
    ['explicit limit', [line({ quantityLimit: 5 }, 6)], [5]],
    [
      'limit shared across lines of a sku',
      [line({ quantityLimit: 5 }, 3), line({ quantityLimit: 5, combo: 1 }, 4)],
      [3, 2],
    ],
    [
      'line with nothing left is dropped',
      [line({ quantityLimit: 3 }, 3), line({ quantityLimit: 3, combo: 1 }, 2)],
      [3],
    ],
    ['limit 0 drops the line', [line({ quantityLimit: 0 }, 1), line({ sku: 'B' }, 2)], [2]],
  ])('%s', (_label, cart, quantities) => {
    expect(capCartToLimits(cart).map((l) => l.quantity)).toEqual(quantities);
  });
});
