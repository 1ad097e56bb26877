import { describe, expect, it } from 'vitest';
import type { Product } from './types.ts';
import {
  SUGGESTED_FROM_HISTORY,
  SUGGESTED_HISTORY_ORDERS,
  SUGGESTED_MUST_STOCK,
  suggestedOrder,
  type OrderedLine,
} from './suggested-order.ts';

const product = (sku: string, extra: Partial<Product> = {}): Product => ({
  sku,
  description: sku,
  brand: 'B',
  category: 'C',
  price: 2,
  ...extra,
});

const catalogue: Product[] = [
  product('A'),
  product('B'),
  product('C', { quantityLimit: 4 }),
  product('M1', { isMSL: true }),
  product('M2', { isMSL: true }),
];

/** Orders newest first: each entry is [orderNumber, sku, quantity]. */
const lines = (...rows: [string, string, number][]): OrderedLine[] =>
  rows.map(([order_number, sku, quantity]) => ({ order_number, sku, quantity }));

describe('suggested order (computed from the shop history, order/suggested)', () => {
  it.each([
    {
      name: 'bought in more orders ranks first',
      history: lines(['3', 'A', 1], ['2', 'B', 1], ['1', 'B', 1]),
      first: 'B',
    },
    {
      name: 'same count: the more recent order ranks first',
      history: lines(['3', 'A', 1], ['2', 'B', 1]),
      first: 'A',
    },
    {
      name: 'recency outweighs an older single order',
      history: lines(['2', 'B', 1], ['1', 'A', 1]),
      first: 'B',
    },
  ])('$name', ({ history, first }) => {
    expect(suggestedOrder(history, catalogue)[0]?.sku).toBe(first);
  });

  it('suggests the latest quantity, capped at the quantity limit (SPEC §5)', () => {
    const items = suggestedOrder(lines(['2', 'C', 9], ['2', 'A', 3], ['1', 'A', 7]), catalogue);
    expect(items.find((p) => p.sku === 'C')?.quantity).toBe(4);
    expect(items.find((p) => p.sku === 'A')?.quantity).toBe(3);
  });

  it('adds must-stock (isMSL) items not ordered recently, with quantity 1', () => {
    const items = suggestedOrder(lines(['1', 'M1', 5]), catalogue);
    expect(items.map((p) => [p.sku, p.quantity])).toEqual([
      ['M1', 5],
      ['M2', 1],
    ]);
  });

  it('leaves out skus that are no longer orderable', () => {
    expect(suggestedOrder(lines(['1', 'GONE', 2]), catalogue).map((p) => p.sku)).toEqual([
      'M1',
      'M2',
    ]);
  });

  it('different histories give different suggestions', () => {
    const a = suggestedOrder(lines(['1', 'A', 1]), catalogue).map((p) => p.sku);
    const b = suggestedOrder(lines(['1', 'B', 1]), catalogue).map((p) => p.sku);
    expect(a).not.toEqual(b);
  });

  it(`looks at the last ${SUGGESTED_HISTORY_ORDERS} orders only`, () => {
    const history = lines(
      ...Array.from({ length: SUGGESTED_HISTORY_ORDERS }, (_, i): [string, string, number] => [
        `o${i}`,
        'A',
        1,
      ]),
      ['old', 'B', 1],
    );
    expect(suggestedOrder(history, catalogue).map((p) => p.sku)).toEqual(['A', 'M1', 'M2']);
  });

  it(`caps history items at ${SUGGESTED_FROM_HISTORY} and must-stock items at ${SUGGESTED_MUST_STOCK}`, () => {
    const many = Array.from({ length: 20 }, (_, i) => product(`P${i}`));
    const msl = Array.from({ length: 6 }, (_, i) => product(`M${i}`, { isMSL: true }));
    const history = lines(...many.map((p): [string, string, number] => ['1', p.sku, 1]));
    const items = suggestedOrder(history, [...many, ...msl]);
    expect(items).toHaveLength(SUGGESTED_FROM_HISTORY + SUGGESTED_MUST_STOCK);
  });
});
