// The simulation's breakdown (issue 14: products, deposits, discounts and taxes that add up to
// the total to the cent; decision 004 integer cents; SPEC §5 returnable packaging and tier prices).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCents } from '../money.ts';
import { priceOrder } from './price-engine.ts';
import type { PricingInput } from './price-engine-types.ts';
import { FAMILY_COMBO, GENERIC_COMBO, input, success } from './price-engine.fixture.ts';
import { orderBreakdownCents } from './order-breakdown.ts';

const sums = (b: {
  products: number;
  deposits: number;
  discounts: number;
  tax: number;
  taxIncluded: boolean;
}) =>
  toCents(b.products) +
  toCents(b.deposits) -
  toCents(b.discounts) +
  (b.taxIncluded ? 0 : toCents(b.tax));

describe('orderBreakdownCents', () => {
  it.each([
    // [tax included?, expected]
    [
      true,
      { products: 2000, deposits: 500, discounts: 300, tax: 100, taxIncluded: true, total: 2200 },
    ],
    [
      false,
      { products: 2000, deposits: 500, discounts: 300, tax: 100, taxIncluded: false, total: 2300 },
    ],
  ])(
    'tax included %s: lines split into products and deposits; tax added only when not included',
    (included, expected) => {
      const lines = [
        { isPackaging: false, withoutDiscountCents: 2000, lineCents: 1700 },
        { isPackaging: true, withoutDiscountCents: 500, lineCents: 500 },
      ];
      expect(orderBreakdownCents(lines, 100, { pricesIncludeTax: included })).toEqual(expected);
    },
  );
});

describe('the simulation carries a breakdown that adds up to its price', () => {
  it('returnable glass with a tier price: products, deposits, discount and tax lines', () => {
    // GLASS1 × 3 (12 bottles each): 36 bottles (BOT1P 0.50) and 3 boxes (BOX1P 4.00) derived.
    const { simulation } = success(
      priceOrder(
        input({
          lines: [
            { sku: 'GLASS1', quantity: 3 },
            { sku: 'COLA1', quantity: 10 },
          ],
          tax: { vatRate: 0.2, pricesIncludeTax: true },
        }),
      ),
    );
    expect(simulation.breakdown).toEqual({
      products: 50, // 3 × 10 + 10 × 2
      deposits: 30, // 36 × 0.50 + 3 × 4
      discounts: 2, // COLA1 tier 10+ → 1.80
      tax: 13, // 78 − 78 / 1.2
      taxIncluded: true,
      total: 78,
    });
    expect(simulation.price).toBe(78);
  });

  const scenario = fc.record({
    glass: fc.integer({ min: 0, max: 30 }),
    cola: fc.integer({ min: 0, max: 40 }),
    juice: fc.integer({ min: 0, max: 9 }),
    withFamilyCombo: fc.boolean(),
    tax: fc.record({
      vatRate: fc.constantFrom(0, 0.07, 0.12, 0.195, 0.2),
      pricesIncludeTax: fc.boolean(),
    }),
  });

  it('property: products + deposits − discounts (+ tax when added) = price, to the cent', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const lines: PricingInput['lines'] = [
          { sku: 'GLASS1', quantity: s.glass },
          { sku: 'COLA1', quantity: s.cola },
          { sku: 'JUICE1', quantity: s.juice, combo: GENERIC_COMBO },
          ...(s.withFamilyCombo
            ? [
                { sku: 'SODA2L', quantity: 2, combo: FAMILY_COMBO, familyId: 1 },
                { sku: 'AQUA', quantity: 1, combo: FAMILY_COMBO, familyId: 2 },
              ]
            : []),
        ];
        const result = priceOrder(input({ lines, tax: s.tax }));
        if (!result.ok) {
          expect(result.code).toBe('emptyOrder');
          return;
        }
        const { breakdown, price, vat } = result.simulation;
        expect(sums(breakdown)).toBe(toCents(price));
        expect(toCents(breakdown.total)).toBe(toCents(price));
        expect(breakdown.tax).toBe(vat);
        expect(breakdown.taxIncluded).toBe(s.tax.pricesIncludeTax);
        expect(
          Math.min(breakdown.products, breakdown.deposits, breakdown.discounts),
        ).toBeGreaterThanOrEqual(0);
        expect(breakdown.deposits > 0).toBe(s.glass > 0);
      }),
      { numRuns: 300 },
    );
  });
});
