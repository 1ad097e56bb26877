import { describe, expect, it } from 'vitest';
import { comboShapeProblems, type ComboShape } from './combo-rules.ts';

const product = (sku: string, familyId: number | null = null, quantity = 1) => ({
  sku,
  familyId,
  quantity,
});
const shape = (change: Partial<ComboShape>): ComboShape => ({
  kind: 'generic',
  families: [],
  products: [product('A')],
  ranges: [],
  ...change,
});

describe('comboShapeProblems', () => {
  it.each<[string, ComboShape, string[]]>([
    ['a generic combo with products', shape({}), []],
    ['no products', shape({ products: [] }), ['products:required']],
    [
      'a sku twice',
      shape({ products: [product('A'), product('A')] }),
      ['products.1.sku:duplicate'],
    ],
    [
      'a family combo, every product in a family that exists',
      shape({
        kind: 'family',
        families: [{ familyId: 1, minimum: 2 }],
        products: [product('A', 1), product('B', 1)],
      }),
      [],
    ],
    [
      'a family combo: unknown family, empty family, product without family',
      shape({
        kind: 'family',
        families: [
          { familyId: 1, minimum: 1 },
          { familyId: 2, minimum: 1 },
        ],
        products: [product('A', 1), product('B', 3), product('C')],
      }),
      [
        'products.1.familyId:unknownFamily',
        'products.2.familyId:required',
        'families.1:emptyFamily',
      ],
    ],
    [
      'a family id twice',
      shape({
        kind: 'family',
        families: [
          { familyId: 1, minimum: 1 },
          { familyId: 1, minimum: 2 },
        ],
        products: [product('A', 1)],
      }),
      ['families.1.familyId:duplicate'],
    ],
    [
      'a quantity combo: ranges strictly ascending, each a price or a discount',
      shape({
        kind: 'quantity',
        ranges: [
          { minimumQuantity: 6, discountPercentage: 5 },
          { minimumQuantity: 6, price: 1 },
          { minimumQuantity: 12, price: 1, discountPercentage: 5 },
          { minimumQuantity: 24 },
        ],
      }),
      [
        'ranges.1.minimumQuantity:notAscending',
        'ranges.2.price:required',
        'ranges.3.price:required',
      ],
    ],
    ['a quantity combo without ranges', shape({ kind: 'quantity' }), ['ranges:required']],
    [
      'families or ranges where the kind has none',
      shape({
        families: [{ familyId: 1, minimum: 1 }],
        products: [product('A', 1)],
        ranges: [{ minimumQuantity: 2, price: 1 }],
      }),
      ['families:notAllowed', 'products.0.familyId:notAllowed', 'ranges:notAllowed'],
    ],
  ])('%s', (_name, combo, expected) => {
    expect(comboShapeProblems(combo).map(({ path, code }) => `${path}:${code}`)).toEqual(expected);
  });
});
