import { describe, expect, it } from 'vitest';
import { bestSavingPercent, buyAgain, HOME_RAIL_SIZE, todaysDeals } from './home-rails.ts';
import { productsBySku, type OrderedLine } from './suggested-order.ts';
import type { Product } from './types.ts';

const product = (sku: string, extra: Partial<Product> = {}): Product => ({
  sku,
  description: sku,
  brand: 'B',
  category: 'C',
  price: 10,
  ...extra,
});

const lines = (...rows: [string, string, number][]): OrderedLine[] =>
  rows.map(([order_number, sku, quantity]) => ({ order_number, sku, quantity }));

describe('home rails (decision 051)', () => {
  it('buy again: the usual products first, only orderable ones, catalogue quantity kept', () => {
    const orderable = [product('A', { quantity: 0 }), product('B'), product('C')];
    const history = lines(['3', 'A', 7], ['2', 'B', 1], ['1', 'B', 2], ['1', 'GONE', 5]);
    const rail = buyAgain(history, productsBySku(orderable));
    expect(rail.map((p) => p.sku)).toEqual(['B', 'A']);
    expect(rail[1]?.quantity).toBe(0);
  });

  it('buy again: at most HOME_RAIL_SIZE, nothing without history', () => {
    const many = Array.from({ length: 15 }, (_, i) => product(`P${i}`));
    const history = many.map((p, i) => ({
      order_number: String(100 - i),
      sku: p.sku,
      quantity: 1,
    }));
    expect(buyAgain(history, productsBySku(many))).toHaveLength(HOME_RAIL_SIZE);
    expect(buyAgain([], productsBySku(many))).toEqual([]);
  });

  it.each([
    { name: 'no tier, no promotion', extra: {}, percent: 0 },
    {
      name: 'a tier 10% below',
      extra: { pricePromotions: [{ minimumQuantity: 12, price: 9 }] },
      percent: 10,
    },
    {
      name: 'the best of two tiers',
      extra: {
        pricePromotions: [
          { minimumQuantity: 6, price: 9.5 },
          { minimumQuantity: 24, price: 8 },
        ],
      },
      percent: 20,
    },
    {
      name: 'a tier above the price is no deal',
      extra: { pricePromotions: [{ minimumQuantity: 2, price: 11 }] },
      percent: 0,
    },
    { name: 'a promotion price (was 12.50)', extra: { priceWithoutDiscount: 12.5 }, percent: 20 },
  ])('saving: $name → $percent %', ({ extra, percent }) => {
    expect(bestSavingPercent(product('X', extra as Partial<Product>))).toBe(percent);
  });

  it("today's deals: largest saving first, ties in catalogue order, no-deal products left out", () => {
    const deals = todaysDeals([
      product('NONE'),
      product('T5', { pricePromotions: [{ minimumQuantity: 6, price: 9.5 }] }),
      product('P20', { priceWithoutDiscount: 12.5 }),
      product('T5B', { pricePromotions: [{ minimumQuantity: 3, price: 9.5 }] }),
    ]);
    expect(deals.map((p) => p.sku)).toEqual(['P20', 'T5', 'T5B']);
  });
});
