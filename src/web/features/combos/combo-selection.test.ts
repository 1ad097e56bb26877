import { describe, expect, it } from 'vitest';
import type { CartItem, Product } from '../../../domain/types.ts';
import {
  comboLines,
  initialQuantities,
  remainingForCombo,
  totalUnits,
  type ComboOption,
} from './combo-selection.ts';

const product = (sku: string, extra: Partial<Product> = {}): Product => ({
  sku,
  description: sku,
  brand: 'Brand',
  category: 'Soft drinks',
  price: 1,
  ...extra,
});
const options: ComboOption[] = [
  { product: product('A'), familyId: 1 },
  { product: product('B', { quantity: 6 }), familyId: 2 },
];

describe('combo selection (SPEC §3 cart item merge key, §4 Combo)', () => {
  it('marks chosen lines with the combo and family and drops 0 units', () => {
    expect(comboLines(options, { '1:A': 2, '2:B': 0 }, 7)).toEqual([
      { product: { ...options[0]!.product, combo: 7, familyId: 1 }, quantity: 2 },
    ]);
  });

  it.each([
    ['no line of the combo in the cart: the fallback', [], { '1:A': 0, '2:B': 6 }],
    [
      'lines of the combo in the cart: exactly those',
      [{ product: product('A', { combo: 7, familyId: 1 }), quantity: 3 }],
      { '1:A': 3, '2:B': 0 },
    ],
    [
      'lines of another combo or family do not count',
      [
        { product: product('A', { combo: 8, familyId: 1 }), quantity: 3 },
        { product: product('B', { combo: 7, familyId: 1 }), quantity: 4 },
      ],
      { '1:A': 0, '2:B': 0 },
    ],
  ] as const)('starts from %s', (_name, cart, expected) => {
    const fallback = (option: ComboOption) => option.product.quantity ?? 0;
    expect(initialQuantities(options, cart as readonly CartItem[], 7, fallback)).toEqual(expected);
  });

  it('counts units in all', () => {
    expect(totalUnits({ a: 2, b: 3, c: 0 })).toBe(5);
  });

  it.each([
    ['the default limit with an empty cart', [], 9999],
    ['minus the same sku outside the combo', [{ product: product('A'), quantity: 4 }], 6],
    [
      'not minus this combo’s own lines',
      [{ product: product('A', { combo: 7 }), quantity: 4 }],
      10,
    ],
  ] as const)('allows %s (SPEC §5 remaining allowance)', (_name, cart, remaining) => {
    const limited = cart.length === 0 ? product('A') : product('A', { quantityLimit: 10 });
    expect(remainingForCombo(limited, cart as readonly CartItem[], 7)).toBe(remaining);
  });
});
