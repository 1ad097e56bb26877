import { describe, it, expect } from 'vitest';
import type { CartItem, Product } from './types.ts';
import {
  activeRange,
  canAddCombo,
  canIncrementFamily,
  comboMinimum,
  familyCount,
  nextRange,
  quantityComboMinimum,
  replaceComboLines,
} from './combos.ts';

function product(sku: string, extra: Partial<Product> = {}): Product {
  return { sku, description: sku, brand: 'B', category: 'C', price: 1, ...extra };
}
function line(sku: string, quantity: number, extra: Partial<Product> = {}): CartItem {
  return { product: product(sku, extra), quantity };
}

const families = [
  { familyId: 1, minimum: 2 },
  { familyId: 2, minimum: 3 },
];

describe('comboMinimum (SPEC §5 combo minimum = sum of family minimums, at least 1)', () => {
  it.each([
    { families, expected: 5 },
    { families: [{ familyId: 1, minimum: 4 }], expected: 4 },
    { families: [], expected: 1 },
    { families: [{ familyId: 1, minimum: 0 }], expected: 1 },
    {
      families: [
        { familyId: 1, minimum: -3 },
        { familyId: 2, minimum: 2 },
      ],
      expected: 2,
    },
  ])('$families.length families → $expected', ({ families: fs, expected }) => {
    expect(comboMinimum(fs)).toBe(expected);
  });
});

describe('familyCount / canIncrementFamily (SPEC §5 per-family counts capped at the family minimum)', () => {
  const selection = [
    line('a', 1, { familyId: 1 }),
    line('b', 1, { familyId: 1 }),
    line('c', 2, { familyId: 2 }),
  ];
  it.each([
    { familyId: 1, expected: 2 },
    { familyId: 2, expected: 2 },
    { familyId: 3, expected: 0 },
  ])('family $familyId counts $expected units', ({ familyId, expected }) => {
    expect(familyCount(selection, familyId)).toBe(expected);
  });
  it.each([
    { family: { familyId: 1, minimum: 2 }, expected: false, why: 'count = minimum' },
    { family: { familyId: 2, minimum: 3 }, expected: true, why: 'count one below minimum' },
    { family: { familyId: 2, minimum: 2 }, expected: false, why: 'count at minimum' },
    { family: { familyId: 3, minimum: 1 }, expected: true, why: 'empty family' },
    { family: { familyId: 3, minimum: 0 }, expected: false, why: 'minimum 0' },
  ])('$why → $expected', ({ family, expected }) => {
    expect(canIncrementFamily(selection, family)).toBe(expected);
  });
});

describe('canAddCombo (SPEC §4 add enabled when the count meets the minimum)', () => {
  it.each([
    { name: 'empty selection', sel: [], expected: false },
    {
      name: 'one short (4 of 5)',
      sel: [line('a', 2, { familyId: 1 }), line('c', 2, { familyId: 2 })],
      expected: false,
    },
    {
      name: 'exactly the minimum (5 of 5)',
      sel: [line('a', 2, { familyId: 1 }), line('c', 3, { familyId: 2 })],
      expected: true,
    },
    {
      name: 'overfilled family does not cover a short one (cap per family)',
      sel: [line('a', 4, { familyId: 1 }), line('c', 1, { familyId: 2 })],
      expected: false,
    },
    {
      name: 'items of another family do not count',
      sel: [line('a', 2, { familyId: 1 }), line('x', 3, { familyId: 9 })],
      expected: false,
    },
  ])('$name → $expected', ({ sel, expected }) => {
    expect(canAddCombo(sel, families)).toBe(expected);
  });
  it('no families: minimum 1 cannot be met', () => {
    expect(canAddCombo([line('a', 1)], [])).toBe(false);
  });
});

describe('quantity combo ranges (SPEC §4 highest reached range is active; §5 first range is the minimum)', () => {
  const ranges = [
    { minimumQuantity: 12, price: 9 },
    { minimumQuantity: 6, price: 10 },
    { minimumQuantity: 24, price: 8 },
  ];
  it('minimum is the lowest range (ranges sorted ascending)', () => {
    expect(quantityComboMinimum(ranges)).toBe(6);
  });
  it('minimum is 1 with no ranges', () => {
    expect(quantityComboMinimum([])).toBe(1);
  });
  it.each([
    { quantity: 0, active: undefined, next: 6 },
    { quantity: 5, active: undefined, next: 6 },
    { quantity: 6, active: 6, next: 12 },
    { quantity: 11, active: 6, next: 12 },
    { quantity: 12, active: 12, next: 24 },
    { quantity: 23, active: 12, next: 24 },
    { quantity: 24, active: 24, next: undefined },
    { quantity: 1000, active: 24, next: undefined },
  ])('quantity $quantity → active $active, next $next', ({ quantity, active, next }) => {
    expect(activeRange(ranges, quantity)?.minimumQuantity).toBe(active);
    expect(nextRange(ranges, quantity)?.minimumQuantity).toBe(next);
  });
  it('returns the caller range object and leaves the input order alone', () => {
    const copy = [...ranges];
    expect(activeRange(ranges, 12)).toBe(ranges[0]);
    expect(ranges).toEqual(copy);
  });
});

describe('replaceComboLines (SPEC §4 adding a combo replaces the cart lines of that combo)', () => {
  const cart = [
    line('plain', 3),
    line('a', 1, { combo: 7, familyId: 1 }),
    line('b', 2, { combo: 8, familyId: 1 }),
    line('c', 1, { combo: 7, familyId: 2 }),
  ];
  it('removes the old lines of the combo and appends the new ones', () => {
    const next = replaceComboLines(cart, 7, [line('d', 2, { combo: 7, familyId: 1 })]);
    expect(next.map((i) => [i.product.sku, i.quantity])).toEqual([
      ['plain', 3],
      ['b', 2],
      ['d', 2],
    ]);
  });
  it.each([
    { comboId: 9, expected: ['plain', 'a', 'b', 'c', 'n'], why: 'a new combo only adds' },
    { comboId: 8, expected: ['plain', 'a', 'c', 'n'], why: 'other combos are kept' },
    {
      comboId: 0,
      expected: ['plain', 'a', 'b', 'c', 'n'],
      why: 'combo 0 never removes plain lines',
    },
  ])('$why', ({ comboId, expected }) => {
    const next = replaceComboLines(cart, comboId, [line('n', 1, { combo: comboId })]);
    expect(next.map((i) => i.product.sku)).toEqual(expected);
  });
  it('drops new lines with quantity 0 and does not mutate the cart', () => {
    const before = [...cart];
    const next = replaceComboLines(cart, 7, [line('z', 0, { combo: 7 })]);
    expect(next.map((i) => i.product.sku)).toEqual(['plain', 'b']);
    expect(cart).toEqual(before);
  });
});
